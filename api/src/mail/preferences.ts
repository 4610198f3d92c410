import { and, eq, inArray, or } from 'drizzle-orm';
import { MAIL_KINDS, MAIL_KINDS_OF_ROLE, type MailKind, type MailPreferences, type Role } from '@portal/shared-api';
import type { Database } from '../db/client';
import { mailPreferences } from '../db/schema';

/** The kinds a person's roles receive, in MAIL_KINDS order. */
const kindsOf = (roles: readonly Role[]): MailKind[] => (Object.keys(MAIL_KINDS) as MailKind[]).filter((kind) => roles.some((role) => MAIL_KINDS_OF_ROLE[role].includes(kind)));

/** A person's kinds of e-mail, each on or off. */
export async function preferencesOf(db: Database, userId: number, roles: readonly Role[]): Promise<MailPreferences> {
  const off = new Set((await db.select({ kind: mailPreferences.kind }).from(mailPreferences).where(eq(mailPreferences.userId, userId))).map((row) => row.kind));
  return { kinds: kindsOf(roles).map((kind) => ({ kind, label: MAIL_KINDS[kind], on: !off.has(kind) })) };
}

/** Turns off exactly `off` (of the kinds the person's roles receive) and every other kind on, in one transaction. */
export async function setPreferences(db: Database, userId: number, roles: readonly Role[], off: readonly MailKind[]): Promise<MailPreferences> {
  const theirs = new Set(kindsOf(roles));
  const wanted = [...new Set(off)].filter((kind) => theirs.has(kind));
  await db.transaction(async (tx) => {
    await tx.delete(mailPreferences).where(eq(mailPreferences.userId, userId));
    if (wanted.length > 0) await tx.insert(mailPreferences).values(wanted.map((kind) => ({ userId, kind })));
  });
  return preferencesOf(db, userId, roles);
}

/** Of (person, kind) pairs, those the person turned off, as `userId:kind`. */
export async function turnedOff(db: Database, pairs: ReadonlyArray<{ userId: number; kind: MailKind }>): Promise<Set<string>> {
  if (pairs.length === 0) return new Set();
  const rows = await db
    .select({ userId: mailPreferences.userId, kind: mailPreferences.kind })
    .from(mailPreferences)
    .where(
      and(
        inArray(mailPreferences.userId, [...new Set(pairs.map((pair) => pair.userId))]),
        or(...[...new Set(pairs.map((pair) => pair.kind))].map((kind) => eq(mailPreferences.kind, kind))),
      ),
    );
  return new Set(rows.map((row) => `${row.userId}:${row.kind}`));
}
