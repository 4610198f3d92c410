import type { FastifyRequest } from 'fastify';
import type { FileRule, FileRules } from '../../lib/uploads';

/**
 * File rules that also accept every field named `<prefix><something>` (e.g. `power_<rowId>`, one per
 * rented or borrowed property): the upload reader looks a rule up by the field's name, so the rule
 * for such a name is added the first time it is asked for, and is then listed with the others.
 */
export function rulesWithPrefix(fixed: FileRules, prefix: string, rule: FileRule): FileRules {
  return new Proxy<FileRules>(
    { ...fixed },
    {
      getOwnPropertyDescriptor(target, key) {
        if (typeof key === 'string' && key.length > prefix.length && key.startsWith(prefix) && !Object.hasOwn(target, key)) {
          target[key] = rule;
        }
        return Reflect.getOwnPropertyDescriptor(target, key);
      },
    },
  );
}

/**
 * The request with a higher number of files allowed in its multipart body than the application's
 * default: an enrolment has ten fixed files plus a power of attorney per rented or borrowed property.
 */
export function withFileLimit(request: FastifyRequest, files: number): FastifyRequest {
  const parts: FastifyRequest['parts'] = (options) => request.parts({ ...options, limits: { ...options?.limits, files } });
  return Object.assign(Object.create(request) as FastifyRequest, { parts });
}
