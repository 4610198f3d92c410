import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import {
  WATCH_MSG,
  formatDateTimeIn,
  paths,
  type CertificateLifecycleStatus,
  type WatchList,
} from '@portal/shared-api';
import type { Database } from '../../db/client';
import { properties, watchers, watches } from '../../db/schema';
import { effectiveStatus } from '../../domain/certificate-lifecycle';
import { HttpProblem, ValidationFailure } from '../../lib/problem';
import { iso } from '../../lib/sql';
import { enqueueMail, type OutgoingMail } from '../../mail/outbox';
import { resolveLookup, type LookupLine } from '../properties/bulk-status';
import { DEFAULT_LANGUAGE, LANGUAGE_PARAM, type Language } from '@portal/shared-api/i18n';
import { watchMailTexts, type WatchMailTexts } from './mail-texts';

/** A watcher's secret: 32 random bytes, base64url (43 characters). */
export const WATCH_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** The least time between two confirmation e-mails to one address: a form sent again does not flood a mailbox. */
export const CONFIRM_EVERY_MS = 10 * 60 * 1000;

/** The watcher's page and the one-click unsubscribe of a token. */
/** The watcher's page, in the language of its e-mails (a Spanish page is the portal's own). */
export const watchPage = (token: string, language = DEFAULT_LANGUAGE as string) =>
  language === DEFAULT_LANGUAGE ? paths.alertasToken(token) : `${paths.alertasToken(token)}?${LANGUAGE_PARAM}=${language}`;
export const unsubscribePath = (token: string) => `/api/watchlist/${token}/unsubscribe`;

const letter = (texts: WatchMailTexts, ...paragraphs: string[]) => [...paragraphs.flatMap((p) => [p, '']), texts.signature].join('\n');

/** The name a property goes by in a message. */
const nameOf = (row: { id: number; fantasyName: string | null; sheetNumber: string | null }) => row.fantasyName || row.sheetNumber || `la propiedad ${row.id}`;

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
        const status = effectiveStatus(row.status as CertificateLifecycleStatus, row.validUntil, now);
        return {
          propertyId: row.id,
          sheetNumber: row.sheetNumber,
          name: nameOf(row),
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
     * Adds the certificates `values` name (numbers, or sheet numbers) to the address's list, unconfirmed, and queues
     * the confirmation e-mail (at most one every CONFIRM_EVERY_MS). 400 naming what was not found. The answer is the
     * same whether the address was known or not. Its e-mails are written from then on in `language`, the one it asked in.
     */
    async ask(email: string, values: readonly string[], language: Language = DEFAULT_LANGUAGE, now = new Date()): Promise<void> {
      const lines: LookupLine[] = values.map((value) => ({ value, kind: /^\d+$/.test(value) ? 'cualquiera' : 'finca' }));
      const resolved = await resolveLookup(db, lines);
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
        const texts = watchMailTexts(language);
        await enqueueMail(tx, {
          key: `vigilancia.${watcher!.id}.confirmar.${now.getTime()}`,
          kind: 'vigilancia',
          to: address,
          subject: texts.confirmSubject,
          text: letter(texts, texts.confirmBody(pending.length)),
          link: watchPage(watcher!.token, language),
          unsubscribe: unsubscribePath(watcher!.token),
        });
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

export interface WatchedChange {
  propertyId: number;
  /** The history row of the change: one message per change and watcher. */
  eventId: number;
  status: CertificateLifecycleStatus;
  reason: string;
  at: Date;
}

/** Queues, inside the change's transaction, one message per confirmed watcher of each changed certificate. */
export async function noticeWatchers(tx: Database, changes: readonly WatchedChange[]): Promise<void> {
  if (changes.length === 0) return;
  const rows = await tx
    .select({
      watcherId: watchers.id,
      email: watchers.email,
      token: watchers.token,
      language: watchers.language,
      propertyId: properties.id,
      fantasyName: properties.fantasyName,
      sheetNumber: properties.sheetNumber,
      ownerName: properties.ownerName,
    })
    .from(watches)
    .innerJoin(watchers, eq(watchers.id, watches.watcherId))
    .innerJoin(properties, eq(properties.id, watches.propertyId))
    .where(and(inArray(watches.propertyId, changes.map((change) => change.propertyId)), isNotNull(watches.confirmedAt)));
  const mails: OutgoingMail[] = [];
  for (const change of changes) {
    for (const row of rows.filter((r) => r.propertyId === change.propertyId)) {
      const texts = watchMailTexts(row.language);
      const property = nameOf({ id: row.propertyId, fantasyName: row.fantasyName, sheetNumber: row.sheetNumber });
      mails.push({
        key: `vigilancia.${row.watcherId}.${change.eventId}`,
        kind: 'vigilancia',
        to: row.email,
        subject: texts.changeSubject(change.propertyId, property, change.status),
        text: letter(
          texts,
          texts.changeBody(change.propertyId, property, row.ownerName ?? '', change.status, formatDateTimeIn(change.at)),
          texts.reason(change.reason),
          texts.meaning(change.status),
          texts.footer,
        ),
        link: watchPage(row.token, row.language),
        unsubscribe: unsubscribePath(row.token),
      });
    }
  }
  await enqueueMail(tx, mails);
}
