import { and, eq, lte, notExists, or } from 'drizzle-orm';
import { CERTIFICATE_STATUS, MAIL_TEXTS, RENEWAL_REMINDER_DAYS, RENEWAL_STATUS, formatDateTimeIn, paths } from '@portal/shared-api';
import type { Database } from '../db/client';
import { certificateRenewals, properties, users } from '../db/schema';
import { propertyName } from '../domain/property-name';
import { scheduleJob } from '../lib/scheduled-job';
import { enqueueMail, type OutgoingMail } from '../mail/outbox';
import { statusIs } from '../modules/certificates';
import { letter } from './letter';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the reminders are looked for: a reminder is due on its day, not its minute. */
export const REMINDERS_EVERY_MS = 60 * 60 * 1000;

/**
 * Queues the renewal reminders due at `now`: for each certificate Vigente or Suspendida whose validity ends within the
 * first reminder's days, with no renewal waiting, the reminder of the nearest threshold reached (60, 30 or 7 days) —
 * one only, so a certificate found with 20 days left is told once, not thrice. The key names the validity's end and
 * the threshold: every process may run it, a renewal (a new end) starts the reminders over. Answers how many.
 */
export async function queueRenewalReminders(db: Database, now = new Date()): Promise<number> {
  const horizon = new Date(now.getTime() + Math.max(...RENEWAL_REMINDER_DAYS) * DAY_MS);
  const due = await db
    .select({
      id: properties.id,
      fantasyName: properties.fantasyName,
      sheetNumber: properties.sheetNumber,
      status: properties.certificateStatus,
      validUntil: properties.validUntil,
      amount: properties.anualityCost,
      customerId: properties.customerId,
      email: users.email,
      name: users.firstName,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.customerId))
    .where(
      and(
        // renewable now: Vigente or Suspendida, the validity not yet ended
        or(statusIs(CERTIFICATE_STATUS.valid, now), statusIs(CERTIFICATE_STATUS.suspended, now)),
        lte(properties.validUntil, horizon),
        notExists(
          db
            .select({ id: certificateRenewals.id })
            .from(certificateRenewals)
            .where(and(eq(certificateRenewals.propertyId, properties.id), eq(certificateRenewals.status, RENEWAL_STATUS.requested))),
        ),
      ),
    );
  const mails: OutgoingMail[] = due.map((row) => {
    const left = Math.ceil((row.validUntil!.getTime() - now.getTime()) / DAY_MS);
    const threshold = Math.min(...RENEWAL_REMINDER_DAYS.filter((days) => left <= days));
    const property = propertyName(row);
    const texts = MAIL_TEXTS.renewal.reminder;
    return {
      key: `renovacion.${row.id}.${row.validUntil!.toISOString().slice(0, 10)}.${threshold}`,
      kind: 'renovacion',
      to: row.email,
      userId: row.customerId,
      subject: texts.subject(row.id, property, left),
      text: letter(
        { to: row.name },
        texts.body(row.id, property, formatDateTimeIn(row.validUntil!), row.amount),
        ...(row.status === CERTIFICATE_STATUS.suspended ? [texts.suspended] : []),
      ),
      link: paths.propiedadesRenovar(row.id),
    };
  });
  return enqueueMail(db, mails);
}

/** Looks for due reminders at start and every hour; answers a function that stops it and waits for a run under way. */
export function scheduleRenewalReminders(db: Database, log: { error(data: object, message: string): void }, everyMs = REMINDERS_EVERY_MS): () => Promise<void> {
  return scheduleJob(0, async () => {
    try {
      await queueRenewalReminders(db);
    } catch (error) {
      log.error({ err: error }, 'renewal reminders failed');
    }
    return everyMs;
  });
}
