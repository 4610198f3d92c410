import { randomUUID } from 'node:crypto';
import { Writable, pipeline as pipe, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { MSG, UPLOAD_MSG, errorMessages, extensionOf, hasAllowedType, type FileRule, type FileRules, type UploadKind } from '@portal/shared-api';
import type { Database } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { API_MSG } from '../../messages';
import { hasControlCharacter } from '../control-characters';
import { HttpProblem, ValidationFailure } from '../problem';
import { ContentCheck, signatureOf } from './file-types';

export type { FileRule, FileRules };

/** What a multipart request carries: its text fields' schema and its files' rules (see `MultipartContract`). */
export interface UploadSpec<S extends z.ZodType, R extends FileRules> {
  /** The text fields, validated together with the files: a 400 lists every message. */
  fields: S;
  files: R;
}

/** A file written to the store whose stored_files row does not exist yet. */
export interface WrittenFile {
  field: string;
  storageName: string;
  originalName: string;
  contentType: string;
  size: number;
  kind: UploadKind;
}

type PerField<R extends FileRules, T> = {
  [K in keyof R]: R[K]['multiple'] extends true ? T[] : R[K]['required'] extends true ? T : T | undefined;
};

export interface Upload<T, R extends FileRules> {
  fields: T;
  files: PerField<R, WrittenFile>;
  /**
   * Inserts the stored_files rows and runs `work` (which writes the record referring to them) in
   * one transaction; if anything fails, the written bytes are removed.
   */
  save<Result>(work: (tx: Database, fileIds: PerField<R, number>) => Promise<Result>): Promise<Result>;
  /** Removes the written bytes (when the request fails before `save`). */
  discard(): Promise<void>;
}

/** The uploader's file name without any folder part ('' when nothing is left); control characters were refused before. */
export function cleanFileName(raw: string | undefined): string {
  const clean = ((raw ?? '').split(/[/\\]/).pop() ?? '').trim();
  if (clean.length <= 200) return clean;
  const extension = extensionOf(clean);
  return clean.slice(0, 200 - extension.length) + extension;
}

/** Reads a part nobody keeps to its end, so the parser can go on to the next one. */
const drain = (stream: Readable) => pipeline(stream, new Writable({ write: (_chunk, _encoding, done) => done() }));

/** Multipart failures as answers: limits are 413, an unreadable body 400; disk errors stay server faults. */
function asUploadProblem(error: unknown): unknown {
  if (error instanceof HttpProblem || error instanceof ValidationFailure) return error;
  const { code, syscall } = error as { code?: string; syscall?: string };
  if (syscall) return error;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpProblem(413, UPLOAD_MSG.fileTooLarge);
    case 'FST_FILES_LIMIT':
      return new HttpProblem(413, UPLOAD_MSG.tooManyFiles);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpProblem(413, API_MSG.payloadTooLarge);
    default:
      return new HttpProblem(400, MSG.invalidRequest);
  }
}

const uploaderOf = (request: FastifyRequest): number | null => (request.user as { id?: number } | null | undefined)?.id ?? null;

/**
 * Reads a multipart request: text fields (validated with `spec.fields`) and files (checked against
 * `spec.files`), writing accepted files under the uploads folder as they stream in. Answers 415 for a
 * request that is not multipart, 400 with every message when fields or files are wrong, 413 when a
 * file is over the size cap; in each case nothing stays on disk.
 */
export async function readUpload<S extends z.ZodType, const R extends FileRules>(
  request: FastifyRequest,
  spec: UploadSpec<S, R>,
): Promise<Upload<z.output<S>, R>> {
  if (!request.isMultipart()) throw new HttpProblem(415, API_MSG.unsupportedMediaType);
  const { store, maxFileBytes } = request.server.uploads;
  const values = new Map<string, string>();
  const written: WrittenFile[] = [];
  const attempted = new Set<string>();
  const fileMessages: string[] = [];
  const discard = () => store.remove(written.map((file) => file.storageName));

  try {
    // over the cap a file is truncated rather than failed, so its partial bytes can be removed here;
    // the plugin reads `throwFileSizeLimit` per call although its type does not list it
    const parts = request.parts({ limits: { fileSize: maxFileBytes }, throwFileSizeLimit: false } as Parameters<
      FastifyRequest['parts']
    >[0]);
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw new HttpProblem(413, API_MSG.payloadTooLarge);
        if (typeof part.value === 'string' && hasControlCharacter(part.value)) throw new ValidationFailure([MSG.controlCharacters]);
        if (!Object.hasOwn(spec.files, part.fieldname) && typeof part.value === 'string') values.set(part.fieldname, part.value);
        continue;
      }
      // a name is a single line: tab and line breaks are refused too
      if (hasControlCharacter(part.filename ?? '', { multiline: false })) throw new ValidationFailure([MSG.controlCharacters]);
      const rule = Object.hasOwn(spec.files, part.fieldname) ? spec.files[part.fieldname] : undefined;
      const originalName = cleanFileName(part.filename);
      // a file input left empty still sends a part, without a name
      if (!rule || !originalName) {
        await drain(part.file);
        continue;
      }
      if (attempted.has(part.fieldname) && !rule.multiple) {
        fileMessages.push(UPLOAD_MSG.tooManyFiles);
        await drain(part.file);
        continue;
      }
      attempted.add(part.fieldname);
      if (!hasAllowedType(originalName, rule.kind)) {
        fileMessages.push(UPLOAD_MSG.fileType(rule.kind));
        await drain(part.file);
        continue;
      }

      const signature = signatureOf(originalName);
      const storageName = randomUUID();
      const check = new ContentCheck(originalName, signature.magic.length);
      let kept = false;
      try {
        // an error of the request's stream reaches the store through `check`
        await store.write(storageName, pipe(part.file, check, () => undefined), signature.contentType);
        kept = check.verdict === 'accepted' && !part.file.truncated;
      } finally {
        if (!kept) await store.remove([storageName]);
      }
      if (part.file.truncated) throw new HttpProblem(413, UPLOAD_MSG.fileTooLarge);
      if (check.verdict !== 'accepted') {
        fileMessages.push(UPLOAD_MSG.fileContent);
        continue;
      }
      written.push({
        field: part.fieldname,
        storageName,
        originalName,
        contentType: signature.contentType,
        size: check.size,
        kind: rule.kind,
      });
    }
  } catch (error) {
    await discard();
    throw asUploadProblem(error);
  }

  for (const [field, rule] of Object.entries(spec.files)) {
    if (rule.required && !attempted.has(field)) fileMessages.push(UPLOAD_MSG.fileRequired);
  }
  const parsed = spec.fields.safeParse(Object.fromEntries(values));
  const messages = [...new Set([...(parsed.success ? [] : errorMessages(parsed.error)), ...fileMessages])];
  if (!parsed.success || messages.length > 0) {
    await discard();
    throw new ValidationFailure(messages);
  }

  const byField = <T>(pick: (file: WrittenFile, index: number) => T) => {
    const result: Record<string, T | T[] | undefined> = {};
    for (const [field, rule] of Object.entries(spec.files)) {
      const mine = written.map((file, index) => ({ file, index })).filter(({ file }) => file.field === field);
      const picked = mine.map(({ file, index }) => pick(file, index));
      result[field] = rule.multiple ? picked : picked[0];
    }
    return result;
  };

  return {
    fields: parsed.data,
    files: byField((file) => file) as PerField<R, WrittenFile>,
    discard,
    async save(work) {
      const uploadedBy = uploaderOf(request);
      try {
        return await request.server.db.transaction(async (tx) => {
          const ids =
            written.length === 0
              ? []
              : await tx
                  .insert(storedFiles)
                  .values(written.map(({ field: _field, ...file }) => ({ ...file, uploadedBy })))
                  .returning({ id: storedFiles.id });
          return work(tx, byField((_file, index) => ids[index]!.id) as PerField<R, number>);
        });
      } catch (error) {
        await discard();
        throw error;
      }
    },
  };
}
