import fs from 'node:fs';
import { asc, eq } from 'drizzle-orm';
import {
  ACTION_TARGET,
  ENROLMENT_MSG,
  ENROLMENT_STATUS,
  PROFILE_STATUS,
  UPLOAD_MSG,
  type EnrolmentDetail,
  type EnrolmentStatus,
  type PortfolioRow,
  type PropertyProfile,
} from '@portal/shared-api';
import { build } from '../../../test/build';
import { bearer, tokenFor, enrolment, farm, insertEnrolments, newClient, userId } from '../../../test/fixtures';
import { multipart, SAMPLE, type FilePart } from '../../../test/multipart';
import { enrolmentTransitions, enrolments, properties, storedFiles } from '../../db/schema';
import { applyStep, stepRule, type EnrolmentStep } from './transitions';

const ADMIN_STEPS = ['sendforpay', 'remediate', 'reject', 'accept'] as const;
const CLIENT_STEPS = { remediateback: 'remediationFile', pay: 'paymentVoucher' } as const;
const STEPS: EnrolmentStep[] = [...ADMIN_STEPS, 'remediateback', 'pay'];

describe('the enrolment state machine (spec §4)', () => {
  const t = build({ demo: true });
  const tokens: Record<string, string> = {};
  let clientId: number;

  beforeAll(async () => {
    for (const role of ['admin', 'cliente', 'regente']) tokens[role] = await tokenFor(t.app, `${role}@demo.cr`);
    clientId = await userId(t.db, 'cliente@demo.cr');
  });

  /** New enrolments of the demo client in the given states, with one farm each. */
  const inStates = (...statuses: EnrolmentStatus[]) =>
    insertEnrolments(
      t.db,
      statuses.map((status, i) =>
        enrolment(clientId, { status, properties: [farm({ fantasyName: `Finca ${status} ${i}`, sheetNumber: `2-${Date.now() % 1_000_000}-${i}` })] }),
      ),
    );

  const act = (step: (typeof ADMIN_STEPS)[number], id: number, body: Record<string, unknown> = {}, token = tokens.admin!) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/inscriptions/${step}/${id}`,
      headers: bearer(token),
      payload: { notes: 'Observación de la administración', ...(step === 'sendforpay' ? { price: 250_000 } : {}), ...body },
    });

  const upload = (step: keyof typeof CLIENT_STEPS, id: number, fields: Record<string, string> = {}, file?: FilePart | null, token = tokens.cliente!) => {
    const files = file === null ? {} : { [CLIENT_STEPS[step]]: file ?? { name: 'archivo.pdf', content: SAMPLE.pdf() } };
    const body = multipart({ notes: 'Adjunto lo solicitado', ...fields }, files);
    return t.app.inject({ method: 'PUT', url: `/api/inscriptions/${step}/${id}`, payload: body.payload, headers: { ...body.headers, ...bearer(token) } });
  };

  const run = (step: EnrolmentStep, id: number) => (step === 'remediateback' || step === 'pay' ? upload(step, id) : act(step, id));
  const statusOf = async (id: number) => (await t.db.select({ status: enrolments.status }).from(enrolments).where(eq(enrolments.id, id)))[0]!.status;

  describe('every status × every step', () => {
    const cases = ENROLMENT_STATUS.flatMap((status) => STEPS.map((step) => ({ status, step, allowed: stepRule(step).from.includes(status) })));
    let ids: number[];
    beforeAll(async () => {
      ids = await inStates(...cases.map((c) => c.status));
    });

    it('allows exactly the steps of the spec table', () => {
      const allowed = cases.filter((c) => c.allowed).map((c) => `${c.status} ${c.step}`);
      expect(allowed.sort()).toEqual(
        [
          'Presentada sendforpay',
          'Presentada remediate',
          'Presentada reject',
          'Subsanada sendforpay',
          'Subsanada reject',
          'Subsanar reject',
          'Subsanar remediateback',
          'Pagar pay',
          'Pagada accept',
          'Pagada reject',
        ].sort(),
      );
    });

    it.each(cases.map((c, i) => [c.status, c.step, c.allowed, i] as const))('%s + %s → allowed: %s', async (status, step, allowed, i) => {
      const id = ids[i]!;
      const response = await run(step, id);
      if (allowed) {
        const to = stepRule(step).to;
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ id, status: to, version: expect.any(Number) });
        expect(await statusOf(id)).toBe(to);
        const [last] = await t.db
          .select()
          .from(enrolmentTransitions)
          .where(eq(enrolmentTransitions.enrolmentId, id))
          .orderBy(asc(enrolmentTransitions.id))
          .then((rows) => rows.slice(-1));
        expect(last).toMatchObject({ fromStatus: status, toStatus: to });
      } else {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toEqual({ status: 409, title: ENROLMENT_MSG.forbiddenTransition(status) });
        expect(await statusOf(id)).toBe(status);
      }
    });
  });

  it('lets only one of two simultaneous actions on an enrolment succeed', async () => {
    const [pagada, presentada] = await inStates('Pagada', 'Presentada');
    const [{ version }] = (await t.db.select({ version: enrolments.version }).from(enrolments).where(eq(enrolments.id, pagada!))) as [{ version: number }];
    const [accept, reject] = await Promise.all([act('accept', pagada!, { version }), act('reject', pagada!, { version })]);
    expect([accept.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const lost = accept.statusCode === 409 ? accept : reject;
    expect([ENROLMENT_MSG.concurrentChange, ENROLMENT_MSG.forbiddenTransition('Aceptada'), ENROLMENT_MSG.forbiddenTransition('Rechazada')]).toContain(
      lost.json<{ title: string }>().title,
    );
    const steps = await t.db.select().from(enrolmentTransitions).where(eq(enrolmentTransitions.enrolmentId, pagada!));
    expect(steps.filter((s) => s.fromStatus === 'Pagada')).toHaveLength(1);

    // without a version, the second request finds the state already moved
    const both = await Promise.all([act('sendforpay', presentada!), act('sendforpay', presentada!)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('lets a client’s upload and an administrator’s rejection race: one wins, and the loser stores no file', async () => {
    for (let round = 0; round < 3; round++) {
      const [id] = (await inStates('Subsanar')) as [number];
      const filesBefore = (await t.db.select({ id: storedFiles.id }).from(storedFiles)).length;
      const [remedied, rejected] = await Promise.all([upload('remediateback', id), act('reject', id)]);
      expect([remedied.statusCode, rejected.statusCode].sort()).toEqual([200, 409]);
      const status = await statusOf(id);
      expect(status).toBe(remedied.statusCode === 200 ? 'Subsanada' : 'Rechazada');
      const filesAfter = (await t.db.select({ id: storedFiles.id }).from(storedFiles)).length;
      expect(filesAfter - filesBefore).toBe(remedied.statusCode === 200 ? 1 : 0);
      const steps = await t.db.select().from(enrolmentTransitions).where(eq(enrolmentTransitions.enrolmentId, id));
      expect(steps.filter((step) => step.fromStatus === 'Subsanar')).toHaveLength(1);
    }
    const stored = await t.db.select({ storageName: storedFiles.storageName }).from(storedFiles);
    expect((await fs.promises.readdir(t.uploadsDir)).sort()).toEqual(stored.map((row) => row.storageName).sort());
  });

  it('writes nothing when the stored state is no longer the one the decision was taken on', async () => {
    const [moved, touched] = (await inStates('Presentada', 'Presentada')) as [number, number];
    const seen = { status: 'Presentada', version: 1, customerId: clientId } as const;
    const adminId = await userId(t.db, 'admin@demo.cr');
    expect((await act('sendforpay', moved)).statusCode).toBe(200);
    await t.db.update(enrolments).set({ version: 7 }).where(eq(enrolments.id, touched));

    await expect(applyStep(t.db, { id: moved, step: 'reject', seen, actorId: adminId, now: new Date() })).rejects.toMatchObject({
      statusCode: 409,
      title: ENROLMENT_MSG.forbiddenTransition('Pagar'),
    });
    await expect(applyStep(t.db, { id: touched, step: 'reject', seen, actorId: adminId, now: new Date() })).rejects.toMatchObject({
      statusCode: 409,
      title: ENROLMENT_MSG.concurrentChange,
    });
    expect([await statusOf(moved), await statusOf(touched)]).toEqual(['Pagar', 'Presentada']);
    const steps = await t.db.select().from(enrolmentTransitions).where(eq(enrolmentTransitions.enrolmentId, touched));
    expect(steps.map((step) => step.toStatus)).toEqual(['Presentada']);
  });

  it('refuses an action taken on a version that has changed since it was read', async () => {
    const [id] = await inStates('Presentada');
    const detail = (await t.app.inject({ method: 'GET', url: `/api/inscriptions/display/${id}`, headers: bearer(tokens.admin!) })).json<EnrolmentDetail>();
    expect((await act('remediate', id!, { version: detail.version })).statusCode).toBe(200);
    expect((await upload('remediateback', id!, { version: String(detail.version + 1) })).statusCode).toBe(200);

    // another administrator still looking at the enrolment as it was submitted
    const stale = await act('sendforpay', id!, { version: detail.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ status: 409, title: ENROLMENT_MSG.concurrentChange });
    const stalePayment = await upload('remediateback', id!, { version: String(detail.version) });
    expect(stalePayment.json()).toEqual({ status: 409, title: ENROLMENT_MSG.forbiddenTransition('Subsanada') });
    expect(await statusOf(id!)).toBe('Subsanada');
  });

  it('takes an enrolment through remediation and payment to acceptance, recording who did what', async () => {
    const [id] = await inStates('Presentada');
    expect((await act('remediate', id!, { notes: 'Falta el plano de la finca' })).statusCode).toBe(200);
    expect((await upload('remediateback', id!, { notes: 'Adjunto el plano' }, { name: 'plano.pdf', content: SAMPLE.pdf() })).statusCode).toBe(200);
    expect((await act('sendforpay', id!, { notes: 'Puede pagar', price: 315_000 })).statusCode).toBe(200);
    const [priced] = await t.db.select({ price: enrolments.price, notes: enrolments.notes }).from(enrolments).where(eq(enrolments.id, id!));
    expect(priced).toEqual({ price: 315_000, notes: 'Puede pagar' });
    expect((await upload('pay', id!, {}, { name: 'comprobante.jpg', content: SAMPLE.jpeg() })).statusCode).toBe(200);
    expect((await act('accept', id!, { notes: undefined })).statusCode).toBe(200);

    const detail = (await t.app.inject({ method: 'GET', url: `/api/inscriptions/display/${id}`, headers: bearer(tokens.admin!) })).json<EnrolmentDetail>();
    expect(detail).toMatchObject({ status: 'Aceptada', price: 315_000, actions: [], dateApproved: expect.any(String) });
    expect(detail.remediationFile?.name).toBe('plano.pdf');
    expect(detail.paymentVoucher?.name).toBe('comprobante.jpg');
    expect(detail.history.slice(-5).map((h) => [h.from, h.to, h.actor, h.notes])).toEqual([
      ['Presentada', 'Subsanar', 'Andrea María Vargas Solano', 'Falta el plano de la finca'],
      ['Subsanar', 'Subsanada', 'José Pablo Rojas Araya', 'Adjunto el plano'],
      ['Subsanada', 'Pagar', 'Andrea María Vargas Solano', 'Puede pagar'],
      ['Pagar', 'Pagada', 'José Pablo Rojas Araya', 'Adjunto lo solicitado'],
      ['Pagada', 'Aceptada', 'Andrea María Vargas Solano', null],
    ]);
  });

  it('certifies the properties on acceptance: they appear in the portfolio and their profile reads Activa', async () => {
    const sheet = `5-${Date.now() % 1_000_000}-777`;
    const [id] = await insertEnrolments(t.db, [enrolment(clientId, { status: 'Pagada', fullName: 'Olga Certificada Pérez', properties: [farm({ fantasyName: 'Finca La Certeza', sheetNumber: sheet })] })]);
    const search = () => t.app.inject({ method: 'GET', url: '/api/properties/portfolio', query: { param: sheet } });
    // read once, so a remembered answer would have to be noticed as stale
    expect((await search()).json()).toEqual([]);
    const [propertyId] = (await t.db.select({ id: properties.id }).from(properties).where(eq(properties.enrolmentId, id!))).map((p) => p.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/Profile/${propertyId}` })).statusCode).toBe(404);

    expect((await act('accept', id!)).statusCode).toBe(200);

    const rows = (await search()).json<PortfolioRow[]>();
    expect(rows).toEqual([expect.objectContaining({ id: propertyId, inscriptionId: id, fantasyName: 'Finca La Certeza', name: 'Olga Certificada Pérez' })]);
    const byName = (await t.app.inject({ method: 'GET', url: '/api/properties/portfolio', query: { param: 'olga certificada perez' } })).json<PortfolioRow[]>();
    expect(byName.map((row) => row.id)).toEqual([propertyId]);
    const profile = await t.app.inject({ method: 'GET', url: `/api/properties/Profile/${propertyId}` });
    expect(profile.json<PropertyProfile>()).toMatchObject({ inscriptionStatus: PROFILE_STATUS.active, sheetNumber: sheet });
    const detail = (await t.app.inject({ method: 'GET', url: `/api/inscriptions/display/${id}`, headers: bearer(tokens.cliente!) })).json<EnrolmentDetail>();
    expect(detail.properties.map((p) => p.certified)).toEqual([true]);
  });

  describe('refusals', () => {
    let presentada: number;
    let subsanar: number;
    let pagar: number;
    beforeAll(async () => {
      [presentada, subsanar, pagar] = (await inStates('Presentada', 'Subsanar', 'Pagar')) as [number, number, number];
    });

    it('asks for notes when sending to remediation or rejecting, and a positive price for payment', async () => {
      for (const step of ['remediate', 'reject'] as const) {
        const response = await act(step, presentada, { notes: '   ' });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual([ENROLMENT_MSG.notesRequired]);
      }
      const noPrice = await act('sendforpay', presentada, { price: 0 });
      expect(noPrice.json()).toEqual([ENROLMENT_MSG.priceInvalid]);
      expect(await statusOf(presentada)).toBe('Presentada');
    });

    it('refuses a price or a version the records cannot hold', async () => {
      const price = await act('sendforpay', presentada, { price: 1e15 });
      expect(price.json()).toEqual([ENROLMENT_MSG.numberTooLarge]);
      const version = await act('reject', presentada, { version: 1e12 });
      expect(version.json()).toEqual({ status: 409, title: ENROLMENT_MSG.concurrentChange });
      const clientVersion = await upload('remediateback', subsanar, { version: '99999999999' });
      expect(clientVersion.json()).toEqual({ status: 409, title: ENROLMENT_MSG.concurrentChange });
      expect([await statusOf(presentada), await statusOf(subsanar)]).toEqual(['Presentada', 'Subsanar']);
    });

    it('answers 404 for an enrolment that does not exist, and 400 for an id that cannot be one', async () => {
      expect((await act('reject', 999_999)).statusCode).toBe(404);
      expect((await upload('pay', 999_999)).statusCode).toBe(404);
      expect((await act('reject', 0)).statusCode).toBe(400);
    });

    it('lets only administrators act and only the owner upload', async () => {
      expect((await act('reject', presentada, {}, tokens.cliente)).statusCode).toBe(403);
      expect((await act('reject', presentada, {}, tokens.regente)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'PUT', url: `/api/inscriptions/reject/${presentada}`, payload: { notes: 'x' } })).statusCode).toBe(401);
      expect((await upload('pay', pagar, {}, undefined, tokens.admin)).statusCode).toBe(403);
      const stranger = await newClient(t.app, t.db);
      const response = await upload('pay', pagar, {}, undefined, stranger.token);
      expect(response.statusCode).toBe(404);
      expect(await statusOf(pagar)).toBe('Pagar');
    });

    it('asks the client for the file, of the allowed types', async () => {
      const missing = await upload('remediateback', subsanar, {}, null);
      expect(missing.json()).toEqual([UPLOAD_MSG.fileRequired]);
      const png = await upload('pay', pagar, {}, { name: 'comprobante.png', content: SAMPLE.png() });
      expect(png.json()).toEqual([UPLOAD_MSG.fileType('enrolmentVoucher')]);
      const exe = await upload('pay', pagar, {}, { name: 'comprobante.pdf', content: SAMPLE.exe() });
      expect(exe.json()).toEqual([UPLOAD_MSG.fileContent]);
      expect([await statusOf(subsanar), await statusOf(pagar)]).toEqual(['Subsanar', 'Pagar']);
    });
  });

  it('leads each action to the status of the spec', () => {
    expect(Object.fromEntries(ADMIN_STEPS.map((step) => [step, stepRule(step).to]))).toEqual(ACTION_TARGET);
  });
});
