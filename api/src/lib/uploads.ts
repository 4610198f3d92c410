import { randomUUID } from 'node:crypto';
import { Transform, Writable, pipeline as pipe, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import {
  MSG,
  UPLOAD_MSG,
  UPLOAD_TYPES,
  errorMessages,
  extensionOf,
  hasAllowedType,
  type UploadKind,
} from '@portal/shared-api';
import type { Database } from '../db/client';
import { storedFiles } from '../db/schema';
import { API_MSG } from '../messages';
import { hasControlCharacter } from './control-characters';
import type { FileStore } from './file-store';
import { HttpProblem, ValidationFailure, notFound } from './problem';

/**
 * Uploaded files: read from a multipart request, checked by extension and content, streamed to the
 * file store under a random name, recorded in `stored_files`, and sent back with safe headers.
 *
 *   const upload = await readUpload(request, { fields: schema, files: { file: { kind: 'document', required: true } } });
 *   const id = await upload.save((tx, ids) => insertRecordReferring(tx, ids.file));
 */

export interface UploadSettings {
  /** Where the bytes of every stored file live. */
  store: FileStore;
  /** Largest accepted file, in bytes. */
  maxFileBytes: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadSettings;
  }
}

export const uploadsPlugin = fp<UploadSettings>(
  async (app, settings) => {
    await settings.store.open();
    app.decorate('uploads', settings);
  },
  { name: 'uploads' },
);

type AllowedExtension = (typeof UPLOAD_TYPES)[UploadKind][number];

interface FileSignature {
  contentType: string;
  /** The bytes every file of this type starts with. */
  magic: Buffer;
}

const bytes = (...values: number[]) => Buffer.from(values);
const PDF = bytes(0x25, 0x50, 0x44, 0x46, 0x2d); // %PDF-
const JPEG = bytes(0xff, 0xd8, 0xff);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const OLE2 = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1); // .doc and .xls
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04); // .docx and .xlsx

/** Every allowed extension with the content it must have and the type it is served with. */
const SIGNATURES: Record<AllowedExtension, FileSignature> = {
  '.pdf': { contentType: 'application/pdf', magic: PDF },
  '.jpg': { contentType: 'image/jpeg', magic: JPEG },
  '.jpeg': { contentType: 'image/jpeg', magic: JPEG },
  '.png': { contentType: 'image/png', magic: PNG },
  '.doc': { contentType: 'application/msword', magic: OLE2 },
  '.xls': { contentType: 'application/vnd.ms-excel', magic: OLE2 },
  '.docx': { contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', magic: ZIP },
  '.xlsx': { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', magic: ZIP },
};

/** The signature of a file name already checked against an UploadKind. */
export const signatureOf = (fileName: string): FileSignature => SIGNATURES[extensionOf(fileName) as AllowedExtension];

/** Whether `head` (the first bytes of a file named `fileName`) is what its extension says. */
export const contentMatches = (fileName: string, head: Buffer): boolean => {
  const { magic } = signatureOf(fileName);
  return head.length >= magic.length && head.subarray(0, magic.length).equals(magic);
};

/**
 * Passes a file through once its first bytes match `fileName`'s type; otherwise swallows the rest,
 * so the request can still be read to its end. Counts the bytes it saw.
 */
class ContentCheck extends Transform {
  verdict: 'pending' | 'accepted' | 'refused' = 'pending';
  size = 0;
  private head: Buffer[] = [];
  private headLength = 0;

  constructor(
    private readonly fileName: string,
    private readonly needed: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.verdict === 'accepted') return callback(null, chunk);
    if (this.verdict === 'pending') {
      this.head.push(chunk);
      this.headLength += chunk.length;
      if (this.headLength >= this.needed) this.decide();
    }
    callback();
  }

  override _flush(callback: TransformCallback): void {
    if (this.verdict === 'pending') this.decide();
    callback();
  }

  private decide(): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    this.verdict = contentMatches(this.fileName, head) ? 'accepted' : 'refused';
    if (this.verdict === 'accepted') this.push(head);
  }
}

export interface FileRule {
  kind: UploadKind;
  required?: boolean;
  /** Several files under one field name (e.g. reports). */
  multiple?: boolean;
}

export type FileRules = Record<string, FileRule>;

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

/**
 * Deletes records that own files, then the files: `detach` runs inside a transaction, deletes the
 * owning records and returns the ids of their files (undefined when nothing was found); the
 * stored_files rows go in the same transaction, the bytes once it has committed.
 */
export async function removeStoredFiles(
  app: FastifyInstance,
  detach: (tx: Database) => Promise<readonly (number | null)[] | undefined>,
): Promise<boolean> {
  const removed = await app.db.transaction(async (tx) => {
    const fileIds = await detach(tx);
    if (fileIds === undefined) return undefined;
    const ids = fileIds.filter((id): id is number => id !== null);
    if (ids.length === 0) return [];
    const rows = await tx.delete(storedFiles).where(inArray(storedFiles.id, ids)).returning({ storageName: storedFiles.storageName });
    return rows.map((row) => row.storageName);
  });
  if (removed === undefined) return false;
  await app.uploads.store.remove(removed);
  return true;
}

/** What a download needs to know of a stored file. */
export interface StoredFileRef {
  storageName: string;
  originalName: string;
  contentType: string;
}

/** `attachment` (or `inline`) with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 8187). */
export function contentDisposition(fileName: string, inline = false): string {
  const fallback = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export interface SendOptions {
  /** Shown in the browser (images) rather than saved. */
  inline?: boolean;
  /** Public files (documents, news images) may be cached a little; anything else never is. */
  public?: boolean;
}

/** Streams a stored file with its type, length and original name; 404 when its bytes are gone. */
export async function sendStoredFile(reply: FastifyReply, file: StoredFileRef, options: SendOptions = {}): Promise<FastifyReply> {
  const stored = await reply.server.uploads.store.read(file.storageName);
  if (!stored) throw notFound();
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', stored.size)
    .header('Content-Disposition', contentDisposition(file.originalName, options.inline))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', options.public ? 'public, max-age=300' : 'private, no-store')
    .send(stored.body);
}
