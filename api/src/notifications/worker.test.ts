import { eq, isNull, like } from 'drizzle-orm';
import { build } from '../../test/build';
import { certifiedProperties, people } from '../../test/operations';
import { mailMessages, noticeEvents } from '../db/schema';
import { recordNotices } from '../events/notices';
import { changeCertificate } from '../modules/certificates';
import { sendAllNotices, sendNotices } from './worker';

describe('the notifications worker: letters written from recorded changes, once each', () => {
  const t = build();
  const cast = people(t, { owner: ['Cliente', 'Titular'], admin: ['Administrador', 'Admin'] });
  const REASON = 'Pago de la anualidad pendiente desde marzo.';

  it('tells nothing of a change that rolled back: its notice goes with it', async () => {
    const [id] = await certifiedProperties(t, cast.owner.id, 1);
    await sendAllNotices(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await recordNotices(tx, { kind: 'certificado', propertyId: id!, eventId: 999_999, status: 'Suspendida', reason: REASON, at: new Date().toISOString() });
        throw new Error('the change failed after recording its notice');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.db.select().from(noticeEvents).where(isNull(noticeEvents.noticedAt))).toEqual([]);
    expect(await sendNotices(t.db)).toBe(0);
  });

  it('writes a change’s letters in the round after it, and marks it noticed; a second round writes nothing', async () => {
    const [id] = await certifiedProperties(t, cast.owner.id, 1);
    await changeCertificate(t.db, id!, 'suspend', REASON, { id: cast.admin.id, administrator: true });
    const letters = () => t.db.select().from(mailMessages).where(like(mailMessages.key, `certificado.${id}.%`));
    // recorded, not yet written: no domain operation writes a letter
    expect(await letters()).toEqual([]);
    expect(await sendNotices(t.db)).toBeGreaterThanOrEqual(1);
    expect((await letters()).map((m) => m.recipient)).toEqual([cast.owner.email]);
    expect(await sendNotices(t.db)).toBe(0);
    expect(await letters()).toHaveLength(1);
  });

  it('tells each change once when several workers run at once, in batches', async () => {
    const ids = await certifiedProperties(t, cast.owner.id, 12);
    for (const id of ids) await changeCertificate(t.db, id, 'suspend', REASON, { id: cast.admin.id, administrator: true });
    // three workers of small batches at once (on PostgreSQL each on a connection of its own)
    const handled = await Promise.all([1, 2, 3].map(async () => {
      let total = 0;
      for (let sent = await sendNotices(t.db, 2); sent > 0; sent = await sendNotices(t.db, 2)) total += sent;
      return total;
    }));
    expect(handled.reduce((a, b) => a + b, 0)).toBe(ids.length);
    for (const id of ids) {
      const [letter, ...more] = await t.db.select().from(mailMessages).where(like(mailMessages.key, `certificado.${id}.%`));
      expect({ id, letter: letter?.recipient, more: more.length }).toEqual({ id, letter: cast.owner.email, more: 0 });
    }
    expect(await t.db.select().from(noticeEvents).where(isNull(noticeEvents.noticedAt))).toEqual([]);
    expect((await t.db.select({ n: noticeEvents.id }).from(noticeEvents).where(eq(noticeEvents.kind, 'certificado'))).length).toBeGreaterThanOrEqual(ids.length + 1);
  });
});
