import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { BoundaryShare, BoundaryShareCreate } from '@portal/shared-api';
import type { Database } from '../../../db/client';
import { boundaryShareLinks } from '../../../db/schema';
import type { Caller } from '../../../domain/operations/caller';
import { iso, isoOrNull } from '../../../lib/sql';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The links an owner hands buyers to a private boundary. */
export function boundaryShares(db: Database) {
  /** The live share link `token` of the property: until when it opens the boundary. */
  const openShare = async (propertyId: number, token: string, now = new Date()): Promise<{ expiresAt: string } | undefined> => {
    const [row] = await db
      .select({ expiresAt: boundaryShareLinks.expiresAt })
      .from(boundaryShareLinks)
      .where(and(
        eq(boundaryShareLinks.tokenHash, hashOf(token)),
        eq(boundaryShareLinks.propertyId, propertyId),
        isNull(boundaryShareLinks.revokedAt),
        gt(boundaryShareLinks.expiresAt, now),
      ));
    return row && { expiresAt: iso(row.expiresAt) };
  };

  return {
    openShare,

    /** A new share link: 32 random bytes, of which only the SHA-256 is kept. */
    async createShare(propertyId: number, caller: Caller, input: BoundaryShareCreate, now = new Date()) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now.getTime() + input.days * 86_400_000);
      const [row] = await db
        .insert(boundaryShareLinks)
        .values({ propertyId, tokenHash: hashOf(token), label: input.label || null, createdById: caller.id, createdAt: now, expiresAt })
        .returning({ id: boundaryShareLinks.id });
      return { id: row!.id, token, expiresAt: expiresAt.toISOString() };
    },

    async shares(propertyId: number, now = new Date()): Promise<BoundaryShare[]> {
      const rows = await db.select().from(boundaryShareLinks).where(eq(boundaryShareLinks.propertyId, propertyId)).orderBy(desc(boundaryShareLinks.id));
      return rows.map((row) => ({
        id: row.id,
        label: row.label,
        createdAt: iso(row.createdAt),
        expiresAt: iso(row.expiresAt),
        revokedAt: isoOrNull(row.revokedAt),
        active: row.revokedAt === null && row.expiresAt > now,
      }));
    },

    /** Revoked by `caller` (the owner, or an administrator when the owner asks), who is recorded; false when the property has no such link. */
    async revokeShare(propertyId: number, shareId: number, caller: Caller, now = new Date()): Promise<boolean> {
      const rows = await db
        .update(boundaryShareLinks)
        .set({
          revokedAt: sql`coalesce(${boundaryShareLinks.revokedAt}, ${now.toISOString()}::timestamptz)`,
          revokedById: sql`case when ${boundaryShareLinks.revokedAt} is null then ${caller.id}::integer else ${boundaryShareLinks.revokedById} end`,
        })
        .where(and(eq(boundaryShareLinks.id, shareId), eq(boundaryShareLinks.propertyId, propertyId)))
        .returning({ id: boundaryShareLinks.id });
      return rows.length > 0;
    },

  };
}
