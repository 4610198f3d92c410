import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { BoundaryShare, BoundaryShareCreate } from '@portal/shared-api';
import type { Database } from '../db/client';
import { boundaryShareLinks, shipmentShareLinks } from '../db/schema';
import type { Caller } from './operations/caller';
import { iso, isoOrNull } from '../lib/sql';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A table of share links: a token's hash for one record (a property's boundary, a shipment), expiring and revocable. */
type ShareTable = typeof boundaryShareLinks | typeof shipmentShareLinks;

/**
 * The links an owner hands a buyer to what is private: made for some days, of which only the token's SHA-256 is kept,
 * listed, revocable. `table` holds them and `subject` is its column naming the record they open.
 */
export function shareLinks<T extends ShareTable>(db: Database, table: T, subject: T extends typeof boundaryShareLinks ? 'propertyId' : 'shipmentId') {
  // both tables have the same columns but the record's; drizzle's builders take one table at a time
  const links = table as typeof boundaryShareLinks;
  const of = (table as unknown as Record<string, typeof boundaryShareLinks.propertyId>)[subject]!;

  return {
    /** The live link `token` of record `id`: until when it opens it. */
    async open(id: number, token: string, now = new Date()): Promise<{ id: number; expiresAt: string } | undefined> {
      const [row] = await db
        .select({ id: links.id, expiresAt: links.expiresAt })
        .from(links)
        .where(and(eq(links.tokenHash, hashOf(token)), eq(of, id), isNull(links.revokedAt), gt(links.expiresAt, now)));
      return row && { id: row.id, expiresAt: iso(row.expiresAt) };
    },

    /** The record a live link `token` opens, with the link's own id and end; undefined when none does. */
    async opened(token: string, now = new Date()): Promise<{ subjectId: number; id: number; expiresAt: string } | undefined> {
      const [row] = await db
        .select({ subjectId: of, id: links.id, expiresAt: links.expiresAt })
        .from(links)
        .where(and(eq(links.tokenHash, hashOf(token)), isNull(links.revokedAt), gt(links.expiresAt, now)));
      return row && { subjectId: row.subjectId, id: row.id, expiresAt: iso(row.expiresAt) };
    },

    /** A new link: 32 random bytes, of which only the SHA-256 is kept; the token is given once, here. */
    async create(id: number, caller: Caller, input: BoundaryShareCreate, now = new Date()) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + input.days * 86_400_000);
      const values = { [subject]: id, tokenHash: hashOf(token), label: input.label || null, createdById: caller.id, createdAt: now, expiresAt };
      const [row] = await db
        .insert(links)
        .values(values as typeof boundaryShareLinks.$inferInsert)
        .returning({ id: links.id });
      return { id: row!.id, token, expiresAt: expiresAt.toISOString() };
    },

    /** The record's links, newest first, with their state. */
    async list(id: number, now = new Date()): Promise<BoundaryShare[]> {
      const rows = await db.select().from(links).where(eq(of, id)).orderBy(desc(links.id));
      return rows.map((row) => ({
        id: row.id,
        label: row.label,
        createdAt: iso(row.createdAt),
        expiresAt: iso(row.expiresAt),
        revokedAt: isoOrNull(row.revokedAt),
        active: row.revokedAt === null && row.expiresAt > now,
      }));
    },

    /** Revoked by `caller` (the owner, or an administrator when the owner asks), who is recorded; false when the record has no such link. */
    async revoke(id: number, shareId: number, caller: Caller, now = new Date()): Promise<boolean> {
      const rows = await db
        .update(links)
        .set({
          revokedAt: sql`coalesce(${links.revokedAt}, ${now.toISOString()}::timestamptz)`,
          revokedById: sql`case when ${links.revokedAt} is null then ${caller.id}::integer else ${links.revokedById} end`,
        })
        .where(and(eq(links.id, shareId), eq(of, id)))
        .returning({ id: links.id });
      return rows.length > 0;
    },
  };
}
