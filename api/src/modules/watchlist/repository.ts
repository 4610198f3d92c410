import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { WATCH_MSG, type CertificateLifecycleStatus, type WatchList } from '@portal/shared-api';
import type { Database } from '../../db/client';
import { properties, watchers, watches } from '../../db/schema';
import { propertyName } from '../../domain/property-name';
import { recordNotices } from '../../events/notices';
import { HttpProblem, ValidationFailure } from '../../lib/problem';
import { iso } from '../../lib/sql';
import { DEFAULT_LANGUAGE, type Language } from '@portal/shared-api/i18n';
import { resolveLookup, statusAt, type LookupLine } from '../certificates';

/** A watcher's secret: 32 random bytes, base64url (43 characters). */
export const WATCH_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** The least time between two confirmation e-mails to one address: a form sent again does not flood a mailbox. */
export const CONFIRM_EVERY_MS = 10 * 60 * 1000;

/** The watch list (beyond the spec): anyone watches certificates by e-mail, confirmed first. */
export function watchListRepository(db: Database) {
  async function watcherOf(token: string, from: Database = db) {
    if (!WATCH_TOKEN.test(token)) return undefined;
    const [watcher] = await from.select().from(watchers).where(eq(watchers.token, token));
    return watcher;
  }

  async function list(token: string, now = new Date()): Promise<WatchList | undefined> {
    const watcher = await watcherOf(token);
    if (!watcher) return undefined;
    const rows = await db
      .select({
        id: properties.id,
        sheetNumber: properties.sheetNumber,
        fantasyName: properties.fantasyName,
        ownerName: properties.ownerName,
        status: properties.certificateStatus,
        statusAt: properties.certificateStatusAt,
        validUntil: properties.validUntil,
        confirmedAt: watches.confirmedAt,
      })
      .from(watches)
      .innerJoin(properties, eq(properties.id, watches.propertyId))
      .where(eq(watches.watcherId, watcher.id))
      .orderBy(properties.id);
    return {
      email: watcher.email,
      certificates: rows.map((row) => {
        const status = statusAt(row.status as CertificateLifecycleStatus, row.validUntil, now);
        return {
          propertyId: row.id,
          sheetNumber: row.sheetNumber,
          name: propertyName(row),
          holder: row.ownerName ?? '',
          status,
          // an expiry not yet written down happened at the validity's end
          since: iso(status !== row.status && row.validUntil ? row.validUntil : row.statusAt!),
          validUntil: row.validUntil ? iso(row.validUntil) : null,
          confirmed: row.confirmedAt !== null,
        };
      }),
    };
  }

  return {
    list,

    /**
     * Adds the certificates `values` name (numbers, or sheet numbers) to the address's list, unconfirmed, and records
     * that it must be asked to confirm them (at most once every CONFIRM_EVERY_MS: the confirmation e-mail). 400 naming what was not found. The answer is the
     * same whether the address was known or not. Its e-mails are written from then on in `language`, the one it asked in.
     */
    async ask(email: string, values: readonly string[], language: Language = DEFAULT_LANGUAGE, now = new Date()): Promise<void> {
      const lines: LookupLine[] = values.map((value) => ({ value, kind: /^\d+$/.test(value) ? 'cualquiera' : 'finca' }));
      const resolved = await resolveLookup(db, lines, now);
      const unknown = resolved.filter((r) => r.found.length === 0).map((r) => r.line.value);
      if (unknown.length > 0) throw new ValidationFailure([WATCH_MSG.notFound(unknown)]);
      const propertyIds = [...new Set(resolved.flatMap((r) => r.found.map((f) => f.id)))];
      const address = email.trim().toLowerCase();
      await db.transaction(async (tx) => {
        await tx
          .insert(watchers)
          .values({ email: address, token: randomBytes(32).toString('base64url'), createdAt: now, language })
          .onConflictDoNothing();
        const [watcher] = await tx
          .update(watchers)
          .set({ language })
          .where(sql`lower(${watchers.email}) = ${address}`)
          .returning();
        await tx
          .insert(watches)
          .values(propertyIds.map((propertyId) => ({ watcherId: watcher!.id, propertyId, createdAt: now })))
          .onConflictDoNothing();
        const pending = await tx
          .select({ propertyId: watches.propertyId })
          .from(watches)
          .where(and(eq(watches.watcherId, watcher!.id), isNull(watches.confirmedAt)));
        if (pending.length === 0) return;
        // one confirmation every few minutes, whatever is sent meanwhile
        const [asked] = await tx
          .update(watchers)
          .set({ askedAt: now })
          .where(and(eq(watchers.id, watcher!.id), or(isNull(watchers.askedAt), lt(watchers.askedAt, new Date(now.getTime() - CONFIRM_EVERY_MS)))))
          .returning({ id: watchers.id });
        if (!asked) return;
        await recordNotices(tx, { kind: 'vigilancia', watcherId: watcher!.id, pending: pending.length, language, at: now.toISOString() });
      });
    },

    /** Confirms every certificate of the list still waiting (the double opt-in's link); undefined for an unknown token. */
    async confirm(token: string, now = new Date()): Promise<WatchList | undefined> {
      const watcher = await watcherOf(token);
      if (!watcher) return undefined;
      await db.update(watches).set({ confirmedAt: now }).where(and(eq(watches.watcherId, watcher.id), isNull(watches.confirmedAt)));
      return list(token, now);
    },

    /** Stops watching one certificate; 404 when it is not on the list. */
    async remove(token: string, propertyId: number): Promise<WatchList | undefined> {
      const watcher = await watcherOf(token);
      if (!watcher) return undefined;
      const removed = await db
        .delete(watches)
        .where(and(eq(watches.watcherId, watcher.id), eq(watches.propertyId, propertyId)))
        .returning({ propertyId: watches.propertyId });
      if (removed.length === 0) throw new HttpProblem(404, WATCH_MSG.notWatched);
      return list(token);
    },

    /** Cancels every alert of the address: the watcher and its list are deleted. True when there was one. */
    async unsubscribe(token: string): Promise<boolean> {
      if (!WATCH_TOKEN.test(token)) return false;
      const deleted = await db.delete(watchers).where(eq(watchers.token, token)).returning({ id: watchers.id });
      return deleted.length > 0;
    },
  };
}
