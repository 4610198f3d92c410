import { asc, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { noticeEvents } from '../db/schema';
import type { NoticeEvent } from '../events/notices';
import { enqueueMail } from '../mail/outbox';
import { lettersOf } from './letters';

/** Changes claimed at a time. */
export const NOTICES_BATCH = 100;

/**
 * Turns recorded changes into letters: claims up to `batch` pending notice events (FOR UPDATE SKIP LOCKED, so the
 * processes of a cluster never take the same one), writes their letters into the e-mail outbox and marks them noticed,
 * in one transaction. A letter's key names its change, so a change is told once whatever happens. Answers how many
 * changes it handled; the mailer's loop calls it before each round of sending (startMailer's `before`).
 */
export async function sendNotices(db: Database, batch = NOTICES_BATCH): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: noticeEvents.id, kind: noticeEvents.kind, facts: noticeEvents.facts, at: noticeEvents.at })
      .from(noticeEvents)
      .where(isNull(noticeEvents.noticedAt))
      .orderBy(asc(noticeEvents.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (due.length === 0) return 0;
    for (const row of due) await enqueueMail(tx, await lettersOf(tx, { kind: row.kind, ...(row.facts as object) } as NoticeEvent, row.at));
    await tx
      .update(noticeEvents)
      .set({ noticedAt: sql`now()` })
      .where(
        inArray(
          noticeEvents.id,
          due.map((row) => row.id),
        ),
      );
    return due.length;
  });
}

/** Every pending change told (tests, and a process that stops): batch after batch until none is left. */
export async function sendAllNotices(db: Database): Promise<number> {
  let total = 0;
  for (let sent = await sendNotices(db); sent > 0; sent = await sendNotices(db)) total += sent;
  return total;
}
