import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { MAIL_STATUS, type MailKind } from '@portal/shared-api';
import type { Database } from '../db/client';
import { mailMessages } from '../db/schema';
import { turnedOff } from './preferences';

/** A message to queue: written in the transaction of the change it tells about. */
export interface OutgoingMail {
  /** Names the message, unique: the same change queues it once. Letters, digits, dots and dashes (a Message-ID). */
  key: string;
  kind: MailKind;
  to: string;
  userId?: number | null;
  subject: string;
  text: string;
  /** The portal's page it leads to, a path. */
  link?: string;
  /** The path that cancels it in one click (List-Unsubscribe, RFC 8058), for mail to people with no account. */
  unsubscribe?: string;
}

const KEY = /^[A-Za-z0-9.-]{1,200}$/;

/**
 * Queues messages inside the caller's transaction: they are sent once it commits, and never when it rolls back. A key
 * already queued is left as it is (a retried request, or two processes telling the same change), and a kind its person
 * turned off is not queued. Answers how many were queued.
 */
export async function enqueueMail(db: Database, mails: OutgoingMail | readonly OutgoingMail[]): Promise<number> {
  const list = Array.isArray(mails) ? (mails as readonly OutgoingMail[]) : [mails as OutgoingMail];
  if (list.length === 0) return 0;
  for (const mail of list) if (!KEY.test(mail.key)) throw new Error(`mail key ${JSON.stringify(mail.key)} is not a Message-ID part`);
  // what a person turned off on their profile is not queued
  const off = await turnedOff(db, list.flatMap((mail) => (mail.userId ? [{ userId: mail.userId, kind: mail.kind }] : [])));
  const wanted = list.filter((mail) => !(mail.userId && off.has(`${mail.userId}:${mail.kind}`)));
  if (wanted.length === 0) return 0;
  const inserted = await db
    .insert(mailMessages)
    .values(wanted.map((mail) => ({ key: mail.key, kind: mail.kind, recipient: mail.to, userId: mail.userId ?? null, subject: mail.subject, text: mail.text, link: mail.link ?? null, unsubscribe: mail.unsubscribe ?? null })))
    .onConflictDoNothing({ target: mailMessages.key })
    .returning({ id: mailMessages.id });
  return inserted.length;
}

/** A message a mailer has claimed, until `lockedUntil`. */
export interface ClaimedMail {
  id: number;
  key: string;
  recipient: string;
  subject: string;
  text: string;
  link: string | null;
  unsubscribe: string | null;
  attempts: number;
  lockedUntil: Date;
}

/** What sends a message: SMTP (transport.ts), or nothing at all when the portal has no SMTP server. */
export interface MailSender {
  /** Sends it and answers the server's response; throws when it was not accepted. Absent: messages are kept. */
  send?(mail: ClaimedMail): Promise<string>;
}

export interface MailerOptions {
  leaseMs: number;
  /** Messages claimed at a time. */
  batch: number;
  /** Attempts before a message is given up (Fallido). */
  maxAttempts: number;
  /** The first retry's wait; each next one doubles, up to MAX_RETRY_MS. */
  retryMs: number;
}

/** 14 attempts from 30 s, doubling up to 6 h between two: a message is tried for about 26 hours. */
export const MAILER_DEFAULTS: MailerOptions = { leaseMs: 60_000, batch: 20, maxAttempts: 14, retryMs: 30_000 };
const MAX_RETRY_MS = 6 * 60 * 60 * 1000;

/**
 * Claims up to `batch` due messages for `leaseMs`: one statement, the rows picked FOR UPDATE SKIP LOCKED, so two
 * processes never claim the same message; a claim that lapsed (its process died) is due again. Times are the
 * database's (`at` stands for its clock in tests): every process of a cluster reads one clock.
 */
export async function claimDue(db: Database, options: MailerOptions, at?: Date): Promise<ClaimedMail[]> {
  const now = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const due = db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(
      and(
        eq(mailMessages.status, MAIL_STATUS.pending),
        lte(mailMessages.nextAttemptAt, now),
        or(isNull(mailMessages.lockedUntil), lte(mailMessages.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mailMessages.nextAttemptAt), asc(mailMessages.id))
    .limit(options.batch)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailMessages)
    // to the millisecond, as JavaScript reads it back: each outcome is written under this very claim
    .set({ lockedUntil: sql`date_trunc('milliseconds', ${now} + ${interval(options.leaseMs)})`, attempts: sql`${mailMessages.attempts} + 1` })
    .where(inArray(mailMessages.id, due))
    .returning({
      id: mailMessages.id,
      key: mailMessages.key,
      recipient: mailMessages.recipient,
      subject: mailMessages.subject,
      text: mailMessages.text,
      link: mailMessages.link,
      unsubscribe: mailMessages.unsubscribe,
      attempts: mailMessages.attempts,
      lockedUntil: mailMessages.lockedUntil,
    });
  return claimed.map((row) => ({ ...row, lockedUntil: row.lockedUntil! })).sort((a, b) => a.id - b.id);
}

/** A length of time as a PostgreSQL interval. */
const interval = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

interface SmtpFailure {
  responseCode?: number;
  command?: string;
  code?: string;
  response?: string;
}

/** The enhanced status code's class and subject (RFC 3463) of a reply: `5.1.1 User unknown` gives 5.1. */
const enhanced = (response: string | undefined) => /\b([245])\.(\d{1,3})\.\d{1,3}\b/.exec(response ?? '')?.slice(1, 3).join('.');

/**
 * A refusal of this message for good: nodemailer's own refusal of its address, or a 5xx to its recipient or content
 * whose enhanced code says the address, the mailbox, the mail system or the content (5.1, 5.2, 5.3, 5.6); without an
 * enhanced code, 550, 551 or 553 to the recipient. A 5.7 (relay denied, policy), a 5.4 or 5.5 (routing, quota) is the
 * portal's standing with the server: tried again, as a refused login or sender.
 */
const permanent = (error: unknown) => {
  const { responseCode, command, code, response } = error as SmtpFailure;
  if (command === 'API' && code === 'EENVELOPE') return true;
  if (typeof responseCode !== 'number' || responseCode < 500 || responseCode >= 600 || (command !== 'RCPT TO' && command !== 'DATA')) return false;
  const status = enhanced(response);
  if (status) return ['5.1', '5.2', '5.3', '5.6'].includes(status);
  return command === 'RCPT TO' && [550, 551, 553].includes(responseCode);
};

/** A failure of the server, the connection or the portal's standing, not of this message: the rest would fail alike. */
const serverWide = (error: unknown) => {
  const { responseCode, command, code } = error as SmtpFailure;
  if (command === 'API' && code === 'EENVELOPE') return false;
  if (command !== 'RCPT TO' && command !== 'DATA') return true;
  // the server closing, or refusing the portal rather than the message
  return responseCode === 421 || !permanent(error) && (responseCode ?? 0) >= 500;
};

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** A claim's row: it is this claim's while `locked_until` holds the claim's instant. */
const claimOf = (mail: Pick<ClaimedMail, 'id' | 'lockedUntil'>) => and(eq(mailMessages.id, mail.id), eq(mailMessages.lockedUntil, mail.lockedUntil));

/**
 * Gives back claims that were not tried (the mailer stops, or the server fails for every message): due again at once,
 * their attempt not counted.
 */
async function release(db: Database, mails: readonly ClaimedMail[], waitMs = 0): Promise<void> {
  for (const mail of mails) {
    await db
      .update(mailMessages)
      .set({ lockedUntil: null, attempts: sql`${mailMessages.attempts} - 1`, ...(waitMs > 0 ? { nextAttemptAt: sql`now() + ${interval(waitMs)}` } : {}) })
      .where(claimOf(mail));
  }
}

/**
 * Renews a claim just before its message is sent: answers the renewed claim, or nothing when it lapsed meanwhile (the
 * server was slow) and another process may have taken the message.
 */
async function renew(db: Database, mail: ClaimedMail, leaseMs: number): Promise<ClaimedMail | undefined> {
  const [row] = await db
    .update(mailMessages)
    .set({ lockedUntil: sql`date_trunc('milliseconds', now() + ${interval(leaseMs)})` })
    .where(and(claimOf(mail), gt(mailMessages.lockedUntil, sql`now()`)))
    .returning({ lockedUntil: mailMessages.lockedUntil });
  return row ? { ...mail, lockedUntil: row.lockedUntil! } : undefined;
}

/**
 * Claims and sends one batch; answers how many it claimed, and whether the server failed as a whole. Each message's outcome is written under its claim: sent
 * (Enviado), kept without a server (Guardado), tried again later with a doubling wait, or given up (Fallido) after
 * `maxAttempts` or a refusal of that message for good. When the server fails as a whole, or `stopping()` says so, the
 * rest of the batch is given back untried.
 */
export interface Delivered {
  /** Messages claimed. */
  claimed: number;
  /** The server failed as a whole: the rest waits, and the mailer looks again later rather than at once. */
  halted: boolean;
}

export async function deliverBatch(db: Database, sender: MailSender, options: MailerOptions, stopping: () => boolean = () => false): Promise<Delivered> {
  const claimed = await claimDue(db, options);
  for (const [index, claim] of claimed.entries()) {
    if (stopping()) {
      await release(db, claimed.slice(index));
      break;
    }
    if (!sender.send) {
      await db.update(mailMessages).set({ status: MAIL_STATUS.kept, lockedUntil: null }).where(claimOf(claim));
      continue;
    }
    const mail = await renew(db, claim, options.leaseMs);
    if (!mail) {
      // lapsed; if nobody took it meanwhile, this claim's attempt does not count
      await release(db, [claim]);
      continue;
    }
    let response: string;
    try {
      response = await sender.send(mail);
    } catch (error) {
      const giveUp = permanent(error) || mail.attempts >= options.maxAttempts;
      const wait = Math.min(options.retryMs * 2 ** (mail.attempts - 1), MAX_RETRY_MS);
      await db
        .update(mailMessages)
        .set({ status: giveUp ? MAIL_STATUS.failed : MAIL_STATUS.pending, nextAttemptAt: sql`now() + ${interval(wait)}`, lockedUntil: null, lastResponse: describe(error) })
        .where(claimOf(mail));
      if (serverWide(error)) {
        // the rest would fail alike: untried, they wait as long as this one
        await release(db, claimed.slice(index + 1), wait);
        return { claimed: claimed.length, halted: true };
      }
      continue;
    }
    // outside the try: a failure to write it down must not count as a failure to send (the claim then lapses and
    // the message is sent again, with the same Message-ID)
    await db.update(mailMessages).set({ status: MAIL_STATUS.sent, sentAt: sql`now()`, lockedUntil: null, lastResponse: response.slice(0, 500) }).where(claimOf(mail));
  }
  return { claimed: claimed.length, halted: false };
}

export interface Mailer {
  /** Looks for due messages now (after a change that queued one). */
  wake(): void;
  /** Stops after the message under way; the rest of its batch is given back. */
  stop(): Promise<void>;
}

interface MailerLog {
  error(data: object, message: string): void;
}

/**
 * The mailer of one process: delivers due messages batch after batch, then looks again every `idleMs` (or when woken).
 * Every process of a cluster runs one; the claims keep them apart. `before` runs at the start of each round: what writes
 * messages into the outbox on the same loop (the notifications worker), so a letter goes out in the round it is written.
 */
export function startMailer(
  db: Database,
  sender: MailSender,
  log: MailerLog,
  options: MailerOptions = MAILER_DEFAULTS,
  idleMs = 1000,
  before: () => Promise<unknown> = async () => undefined,
): Mailer {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = async () => {
    try {
      do {
        again = false;
        // what writes the messages failing never holds back those already written
        await before().catch((error: unknown) => log.error({ err: error }, 'writing the letters of recorded changes failed'));
        for (;;) {
          if (stopped) break;
          const { claimed, halted } = await deliverBatch(db, sender, options, () => stopped);
          if (halted || claimed < options.batch) break;
        }
      } while (again && !stopped);
    } catch (error) {
      log.error({ err: error }, 'mail delivery failed');
    }
  };
  const tick = () => {
    if (stopped) return;
    running = run().finally(() => {
      running = undefined;
      schedule();
    });
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(tick, idleMs);
    timer.unref();
  };
  schedule();
  return {
    wake() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      clearTimeout(timer);
      tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
