import { and, eq, isNull } from 'drizzle-orm';
import { MAIL_TEXTS, SERVICE_TIME_ZONE } from '@portal/shared-api';
import type { Database } from '../db/client';
import { userRoles, users } from '../db/schema';
import { scheduleJob } from '../lib/scheduled-job';
import { enqueueMail, type OutgoingMail } from '../mail/outbox';
import { homeRepository } from '../modules/home';
import { letter } from './letter';

/** The hour of the day, in Costa Rica, the administrators' summary is queued. */
export const SUMMARY_HOUR = 7;

const serviceDay = new Intl.DateTimeFormat('en-CA', { timeZone: SERVICE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const serviceHour = new Intl.DateTimeFormat('en-US', { timeZone: SERVICE_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });

/** YYYY-MM-DD of an instant on the service's calendar. */
export const serviceDate = (at: Date): string => serviceDay.format(at);

/**
 * Queues, once a day, each active administrator's summary of what waits for them (the home's counts), keyed by the
 * day: every process of a cluster may call it, the first queues it. Nothing when nothing waits. Answers how many.
 */
export async function queueDailySummary(db: Database, now = new Date()): Promise<number> {
  const home = await homeRepository(db).admin();
  const lines: Array<[string, number]> = [
    [MAIL_TEXTS.summary.lines.submitted, home.enrolments.Presentada],
    [MAIL_TEXTS.summary.lines.remediated, home.enrolments.Subsanada],
    [MAIL_TEXTS.summary.lines.paid, home.enrolments.Pagada],
    [MAIL_TEXTS.summary.lines.visits, home.visitsToReview],
    [MAIL_TEXTS.summary.lines.extraVisits, home.extraVisitRequests],
    [MAIL_TEXTS.summary.lines.renewals, home.renewalsToReview],
    [MAIL_TEXTS.summary.lines.boundaries, home.boundariesToReview],
    [MAIL_TEXTS.summary.lines.conversations, home.conversations.waiting],
  ];
  const waiting = lines.filter(([, n]) => n > 0);
  if (waiting.length === 0) return 0;
  const admins = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'Administrador')))
    .where(isNull(users.disabledAt));
  const day = serviceDate(now);
  const mails: OutgoingMail[] = admins.map((admin) => ({
    key: `resumen.${day}.${admin.id}`,
    kind: 'resumen',
    to: admin.email,
    userId: admin.id,
    subject: MAIL_TEXTS.summary.subject(day),
    text: letter({ to: admin.firstName }, [MAIL_TEXTS.summary.intro, ...waiting.map(([label, n]) => `- ${label}: ${n}`)].join('\n')),
    link: '/',
  }));
  return enqueueMail(db, mails);
}

/** Milliseconds from `now` to the next SUMMARY_HOUR in Costa Rica (which keeps UTC−6 all year). */
export function untilSummary(now: Date): number {
  const hour = Number(serviceHour.format(now));
  const startOfHour = new Date(now);
  startOfHour.setUTCMinutes(0, 0, 0);
  const hours = (SUMMARY_HOUR - hour + 24) % 24 || 24;
  return startOfHour.getTime() + hours * 60 * 60 * 1000 - now.getTime();
}

/**
 * Queues the summary every day at SUMMARY_HOUR, and at start when that hour has passed today (the day's key keeps it
 * to one); answers a function that stops it and waits for a run under way.
 */
export function scheduleDailySummary(db: Database, log: { error(data: object, message: string): void }): () => Promise<void> {
  const hour = Number(serviceHour.format(new Date()));
  return scheduleJob(hour >= SUMMARY_HOUR ? 0 : untilSummary(new Date()), async () => {
    try {
      await queueDailySummary(db);
    } catch (error) {
      log.error({ err: error }, 'daily summary failed');
    }
    return untilSummary(new Date());
  });
}
