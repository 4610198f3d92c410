import { eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { notFound } from '../problem';

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

/** The columns of `stored_files` that make a `StoredFileRef`, for a select. */
export const storedFileColumns = {
  storageName: storedFiles.storageName,
  originalName: storedFiles.originalName,
  contentType: storedFiles.contentType,
};

/** The file a record refers to in its column `fileColumn`, found by the record's `idColumn`. */
export async function referredFile(db: Database, table: PgTable, idColumn: AnyPgColumn, fileColumn: AnyPgColumn, id: number): Promise<StoredFileRef | undefined> {
  const [row] = await db.select(storedFileColumns).from(table).innerJoin(storedFiles, eq(storedFiles.id, fileColumn)).where(eq(idColumn, id));
  return row;
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
