import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG, errorMessages } from '@portal/shared-api';
import { carriesControlCharacter } from '../lib/control-characters';
import { isDatabaseUnavailable } from '../lib/pg-error';
import { HttpProblem, ValidationFailure, titleFor } from '../lib/problem';

export function sendProblem(reply: FastifyReply, status: number, title: string = titleFor(status)): void {
  reply.code(status).type('application/problem+json').send({ status, title });
}

function validationMessages(error: FastifyError): string[] | undefined {
  if (hasZodFastifySchemaValidationErrors(error)) {
    // a body or query that is not even an object has no field to name: the generic message reads better
    const messages = error.validation.map((issue) =>
      issue.instancePath === '/' && issue.keyword === 'invalid_type' ? MSG.invalidRequest : (issue.message ?? MSG.invalidRequest),
    );
    return [...new Set(messages)];
  }
  if (error instanceof ValidationFailure) return error.messages;
  if (error instanceof z.ZodError) return errorMessages(error);
  if (error.validation) return [MSG.invalidRequest];
  return undefined;
}

/**
 * Spec §8 / architecture §5: validation failures answer 400 with an array of Spanish messages,
 * every other failure `{status, title}`; a server fault never shows its details.
 */
function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const messages = validationMessages(error);
  if (messages) {
    reply.code(400).send(messages);
    return;
  }
  if (error instanceof HttpProblem) {
    sendProblem(reply, error.statusCode, error.title);
    return;
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    sendProblem(reply, status);
    return;
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', '5');
    sendProblem(reply, 503);
    return;
  }
  request.log.error({ err: error }, 'request failed');
  sendProblem(reply, 500, MSG.serverError);
}

export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler(handleError);
    // one rule for every route, before its schema and any query: no control character in any text
    app.addHook('preValidation', async (request) => {
      if ([request.query, request.params, request.body].some((part) => carriesControlCharacter(part))) {
        throw new ValidationFailure([MSG.controlCharacters]);
      }
    });
  },
  { name: 'errors' },
);

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply): void {
  sendProblem(reply, 404);
}
