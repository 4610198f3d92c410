import { eq, like } from 'drizzle-orm';
import { MAIL_TEXTS } from '@portal/shared-api';
import { build } from '../../test/build';
import { enrolment, farm, insertEnrolments, userId } from '../../test/fixtures';
import { mailMessages, users } from '../db/schema';
import { queueDailySummary, serviceDate, untilSummary } from './daily-summary';

describe('the administrators’ daily summary of what waits (beyond the spec)', () => {
  const t = build({ demo: true });
  const summaries = () => t.db.select().from(mailMessages).where(like(mailMessages.key, 'resumen.%'));

  it('sends nothing on a day nothing waits', async () => {
    expect(await queueDailySummary(t.db, new Date('2026-11-20T14:00:00Z'))).toBe(0);
    expect(await summaries()).toEqual([]);
  });

  it('queues one summary a day for each active administrator, with the counts that wait, however often it is asked', async () => {
    const client = await userId(t.db, 'cliente@demo.cr');
    await insertEnrolments(t.db, [
      enrolment(client, { status: 'Presentada', properties: [farm()] }),
      enrolment(client, { status: 'Presentada', properties: [farm()] }),
      enrolment(client, { status: 'Pagada', properties: [farm()] }),
    ]);
    const morning = new Date('2026-11-27T13:00:00Z'); // 07:00 in Costa Rica
    const [first, second] = await Promise.all([queueDailySummary(t.db, morning), queueDailySummary(t.db, morning)]);
    expect(first! + second!).toBe(1);
    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.cr'));
    const [mail] = await summaries();
    expect(mail).toMatchObject({ key: `resumen.2026-11-27.${admin!.id}`, kind: 'resumen', recipient: 'admin@demo.cr', subject: MAIL_TEXTS.summary.subject('2026-11-27'), link: '/' });
    expect(mail!.text).toContain(`- ${MAIL_TEXTS.summary.lines.submitted}: 2`);
    expect(mail!.text).toContain(`- ${MAIL_TEXTS.summary.lines.paid}: 1`);
    // nothing is listed that does not wait
    expect(mail!.text).not.toContain(MAIL_TEXTS.summary.lines.boundaries);
    // the next day is another summary; a disabled administrator gets none
    expect(await queueDailySummary(t.db, new Date('2026-11-28T13:00:00Z'))).toBe(1);
    expect((await summaries()).map((m) => m.key)).toEqual([`resumen.2026-11-27.${admin!.id}`, `resumen.2026-11-28.${admin!.id}`]);
    await t.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, admin!.id));
    expect(await queueDailySummary(t.db, new Date('2026-11-29T13:00:00Z'))).toBe(0);
  });

  it('runs at 07:00 in Costa Rica (UTC−6), on its calendar', () => {
    expect(serviceDate(new Date('2026-11-28T05:59:00Z'))).toBe('2026-11-27');
    expect(untilSummary(new Date('2026-11-27T12:00:00Z'))).toBe(60 * 60 * 1000);
    expect(untilSummary(new Date('2026-11-27T12:59:30Z'))).toBe(30 * 1000);
    expect(untilSummary(new Date('2026-11-27T13:00:00Z'))).toBe(24 * 60 * 60 * 1000);
    expect(untilSummary(new Date('2026-11-27T13:30:00Z'))).toBe(23.5 * 60 * 60 * 1000);
  });
});
