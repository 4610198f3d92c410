import fs from 'node:fs';
import { asc, count, eq } from 'drizzle-orm';
import { ADMIN_LISTS, TOTAL_RECORDS_HEADER, type EnrolmentDetail, type EnrolmentRow } from '@portal/shared-api';
import { build } from '../../test/build';
import { bearer, tokenFor } from '../../test/fixtures';
import { enrolmentTransitions, enrolments, storedFiles } from '../db/schema';
import { DEMO_PENDING_ENROLMENTS } from './enrolments';
import { seedDatabase } from '.';

describe('demo enrolments', () => {
  const t = build();
  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
  let admin: string;
  let client: string;

  beforeAll(async () => {
    await seedDatabase(t.db, { demo: true, files: t.files });
    admin = await tokenFor(t.app, 'admin@demo.cr');
    client = await tokenFor(t.app, 'cliente@demo.cr');
  }, 60_000);

  it('put at least two enrolments in every state, and are seeded once', async () => {
    const before = await t.db.select({ status: enrolments.status, n: count() }).from(enrolments).groupBy(enrolments.status);
    const files = (await t.db.select({ n: count() }).from(storedFiles))[0]!.n;
    await seedDatabase(t.db, { demo: true, files: t.files });
    const after = await t.db.select({ status: enrolments.status, n: count() }).from(enrolments).groupBy(enrolments.status);
    expect(after).toEqual(before);
    expect((await t.db.select({ n: count() }).from(storedFiles))[0]!.n).toBe(files);
    const byStatus = Object.fromEntries(after.map((row) => [row.status, Number(row.n)]));
    for (const status of ['Presentada', 'Subsanar', 'Subsanada', 'Pagar', 'Pagada', 'Aceptada', 'Rechazada']) {
      expect(byStatus[status]).toBeGreaterThanOrEqual(2);
    }
  });

  it("fill every administrator list and the demo client's own list", async () => {
    for (const list of Object.keys(ADMIN_LISTS)) {
      const response = await get(`/api/inscriptions/${list}`, admin);
      expect(Number(response.headers[TOTAL_RECORDS_HEADER])).toBeGreaterThanOrEqual(2);
    }
    const mine = await get('/api/inscriptions/clientindex?visibleRecords=50', client);
    const rows = mine.json<EnrolmentRow[]>();
    const pending = DEMO_PENDING_ENROLMENTS.filter((e) => !e.owner).length;
    expect(rows.filter((row) => row.status !== 'Aceptada')).toHaveLength(pending);
    expect(pending).toBeGreaterThan(DEMO_PENDING_ENROLMENTS.length / 2);
    const paid = (await get('/api/inscriptions/adminindexpayed', admin)).json<EnrolmentRow[]>();
    expect(paid.every((row) => row.paymentVoucher !== null)).toBe(true);
  });

  it('give every enrolment its files, downloadable, and each pending one a history in time order that leads to its state', async () => {
    const ids = (await t.db.select({ id: enrolments.id }).from(enrolments)).map((r) => r.id);
    const onDisk = new Set(await fs.promises.readdir(t.uploadsDir));
    let checked = 0;
    for (const id of ids) {
      const detail = (await get(`/api/inscriptions/display/${id}`, admin)).json<EnrolmentDetail>();
      expect(detail.identifierFront).not.toBeNull();
      expect(detail.swornDeclaration).not.toBeNull();
      expect(detail.properties.filter((p) => p.ownership === 'Alquilado' || p.ownership === 'Prestado').every((p) => p.power !== null)).toBe(true);
      // the accepted ones come from the certifications seed, with its own history and a voucher
      if (detail.status === 'Aceptada') {
        expect(detail.paymentVoucher).not.toBeNull();
        continue;
      }
      checked += 1;
      expect(detail.swornDeclaration).not.toBeNull();
      expect(detail.flexFiles.every((f) => f.file !== null)).toBe(true);
      expect(detail.remediationFile !== null).toBe(detail.history.some((h) => h.to === 'Subsanada'));
      expect(detail.paymentVoucher !== null).toBe(detail.history.some((h) => h.to === 'Pagada'));
      expect(detail.properties.filter((p) => p.ownership === 'Alquilado' || p.ownership === 'Prestado').every((p) => p.power !== null)).toBe(true);
      const download = await get(detail.identifierFront!.url, admin);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('image/png');

      expect(detail.history[0]).toMatchObject({ from: null, to: 'Presentada' });
      expect(detail.history.at(-1)!.to).toBe(detail.status);
      detail.history.slice(1).forEach((h, i) => {
        expect(h.from).toBe(detail.history[i]!.to);
        expect(Date.parse(h.at)).toBeGreaterThan(Date.parse(detail.history[i]!.at));
      });
      expect(detail.history.every((h) => h.actor)).toBe(true);
    }
    expect(checked).toBe(DEMO_PENDING_ENROLMENTS.length);
    const stored = await t.db.select({ name: storedFiles.storageName }).from(storedFiles);
    expect(stored.every((file) => onDisk.has(file.name))).toBe(true);
  });

  it('leave the administrator a note where the client has something to do', async () => {
    const [remedy] = await t.db
      .select({ notes: enrolments.notes })
      .from(enrolments)
      .where(eq(enrolments.status, 'Subsanar'))
      .orderBy(asc(enrolments.id))
      .limit(1);
    expect(remedy!.notes).toEqual(expect.any(String));
    const steps = await t.db.select({ notes: enrolmentTransitions.notes }).from(enrolmentTransitions).where(eq(enrolmentTransitions.toStatus, 'Pagada'));
    expect(steps.some((step) => step.notes)).toBe(true);
  });
});
