import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { CERTIFICATE_STATUS, PROFILE_STATUS, addMonths, type CertificateLifecycleStatus, type Role } from '@portal/shared-api';
import { build } from '../../../test/build';
import { FARM } from '../../../test/fixtures';
import { assignRegent, call, certifiedProperties, linkRegent, people, send, type Person } from '../../../test/operations';
import { SAMPLE } from '../../../test/multipart';
import { REPO_ROOT } from '../../config';
import { properties, watchers } from '../../db/schema';
import { expireCertificates } from './lifecycle';

const execFileAsync = promisify(execFile);
const DAY = 24 * 60 * 60 * 1000;
const RUNNING: readonly CertificateLifecycleStatus[] = [CERTIFICATE_STATUS.valid, CERTIFICATE_STATUS.suspended];
const REASON = 'Revisión del registro de la anualidad y de las visitas del año.';

/** The certificate as the rules say it is, kept apart from the code that implements them. */
class Model {
  constructor(
    public status: CertificateLifecycleStatus,
    public validUntil: Date,
  ) {}

  at(now: Date): CertificateLifecycleStatus {
    return RUNNING.includes(this.status) && this.validUntil <= now ? CERTIFICATE_STATUS.expired : this.status;
  }
}

/** A small seeded generator (mulberry32): the same seed, the same sequence, on both engines. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Step = 'suspend' | 'reinstate' | 'withdraw' | 'renew' | 'time' | 'expiry job';

describe('one rule for a certificate’s status: every endpoint that states it agrees, through random lifecycles and clock moves', () => {
  const t = build();
  const cast = people(t, { owner: ['Cliente', 'Titular'], regent: ['Regente', 'Regente'], admin: ['Administrador', 'Admin'] });
  let now = new Date();

  beforeAll(async () => {
    await linkRegent(t, cast.owner.id, cast.regent.id);
    // only the clock moves: timers, the network and the database run as ever
    jest.useFakeTimers({
      doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'queueMicrotask', 'hrtime', 'performance'],
      now,
    });
  });
  afterAll(() => jest.useRealTimers());

  /** Tokens issued at the test clock's `now` (one issued before a year's jump has expired). */
  const fresh = (who: Person): Person => {
    const roles = ({ [cast.owner.id]: ['Cliente'], [cast.regent.id]: ['Regente'], [cast.admin.id]: ['Administrador'] } as Record<number, Role[]>)[who.id]!;
    return { ...who, token: t.app.issueToken({ id: who.id, email: who.email, fullName: who.name, roles }).token };
  };

  /** Every endpoint that states the certificate's status, each read as its own reader would. */
  async function statuses(id: number, sheet: string, watchToken: string): Promise<Record<string, string>> {
    const admin = fresh(cast.admin);
    const owner = fresh(cast.owner);
    const regent = fresh(cast.regent);
    const json = async (who: Person | undefined, url: string) => {
      const response = await call(t, who, 'GET', url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      return response.json();
    };
    const seen: Record<string, string> = {};
    const profile = await json(undefined, `/api/properties/Profile/${id}`);
    seen.profile = profile.certificate.status;
    seen['profile (Activa/Inactiva)'] = profile.inscriptionStatus === PROFILE_STATUS.active ? CERTIFICATE_STATUS.valid : 'no vigente';
    const status = await json(undefined, `/api/properties/Profile/${id}/status`);
    seen['status JSON'] = status.certificate.status;
    const inscription = await json(undefined, `/api/properties/InscriptionProfile/${profile.inscriptionId}`);
    seen['inscription profile (Activa/Inactiva)'] = inscription.inscriptionStatus === PROFILE_STATUS.active ? CERTIFICATE_STATUS.valid : 'no vigente';
    // the portfolio: every status, then its filter by each status
    const [row] = await json(undefined, `/api/properties/portfolio?status=todos&param=${encodeURIComponent(sheet)}`);
    seen.portfolio = row.certificateStatus;
    for (const each of Object.values(CERTIFICATE_STATUS)) {
      const filtered = (await json(undefined, `/api/properties/portfolio?status=${encodeURIComponent(each)}&param=${encodeURIComponent(sheet)}`)) as unknown[];
      if (filtered.length > 0) seen['portfolio filter'] = each;
      const map = await json(undefined, `/api/properties/portfolio.map?status=${encodeURIComponent(each)}&param=${encodeURIComponent(sheet)}`);
      if (map.total > 0) seen['portfolio map'] = each;
    }
    // the EU file of its approved boundary (the owner's)
    const file = await call(t, owner, 'GET', `/api/properties/${id}/geojson`);
    expect(file.statusCode).toBe(200);
    seen['EU file'] = JSON.parse(file.body).features[0].properties.CertificateStatus;
    // a buyer's bulk lookup (CSV: number, certificate, sheet, status…)
    const lookup = await t.app.inject({ method: 'POST', url: '/api/properties/status.csv', payload: `certificado\n${id}\n`, headers: { 'content-type': 'text/csv' } });
    expect(lookup.statusCode).toBe(200);
    seen['bulk lookup'] = lookup.body.replace(/^\uFEFF/, '').split('\r\n')[1]!.split(';')[3]!;
    seen['watch list'] = (await json(undefined, `/api/watchlist/${watchToken}`)).certificates[0].status;
    seen['regent’s project data (approved)'] = (await json(regent, `/api/projects/CertData?propertyId=${id}`)).approved ? CERTIFICATE_STATUS.valid : 'no vigente';
    const mine = (await json(owner, '/api/properties/myacceptedproperties?page=1&visibleRecords=50')) as Array<{ id: number; certificateStatus: string }>;
    seen['client’s properties'] = mine.find((p) => p.id === id)!.certificateStatus;
    seen['client’s renewal page'] = (await json(owner, `/api/renewals/property/${id}`)).certificateStatus;
    const listed = (await json(admin, '/api/properties/certifiedproperties?page=1&visibleRecords=100')) as Array<{ id: number; certificateStatus: string }>;
    seen['administrator’s certified properties'] = listed.find((p) => p.id === id)!.certificateStatus;
    return seen;
  }

  /** The PDF's status line, read back from the file (pdfjs). */
  async function pdfStatus(id: number): Promise<string> {
    const response = await call(t, undefined, 'GET', `/api/properties/${id}/certificate.pdf`);
    expect(response.statusCode).toBe(200);
    const folder = mkdtempSync(path.join(tmpdir(), 'acuerdo-'));
    try {
      const file = path.join(folder, 'certificado.pdf');
      writeFileSync(file, response.rawPayload);
      const { stdout } = await execFileAsync(process.execPath, [path.join(REPO_ROOT, 'api/test/read-pdf.mjs'), file], { env: { ...process.env, NODE_OPTIONS: '' } });
      const { text } = JSON.parse(stdout) as { text: string };
      return /Estado: (\p{L}+)/u.exec(text)?.[1] ?? text;
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }

  /** Agreed with the rules: the status each endpoint states, or its in-force reading (Activa, approved). */
  const expected = (model: Model, seen: Record<string, string>) =>
    Object.fromEntries(
      Object.keys(seen).map((where) => {
        const status = model.at(now);
        return [where, /Activa|approved/.test(where) ? (status === CERTIFICATE_STATUS.valid ? status : 'no vigente') : status];
      }),
    );

  it.each([
    [11, 16],
    [2027, 16],
    [424242, 16],
    [7, 16],
    [1115, 16],
  ])('seed %i: %i random steps', async (seed, count) => {
    now = new Date();
    jest.setSystemTime(now);
    const next = random(seed);
    const [id] = await certifiedProperties(t, cast.owner.id, 1, {}, { sheetNumber: `7-${String(seed).padStart(6, '0')}-000`, fantasyName: `Finca Acuerdo ${seed}` });
    const [{ sheet, validUntil }] = await t.db.select({ sheet: properties.sheetNumber, validUntil: properties.validUntil }).from(properties).where(eq(properties.id, id!));
    await assignRegent(t, id!, cast.regent.id);
    // an approved boundary (the EU file states the status too), and a confirmed watcher
    const proposed = await call(t, fresh(cast.regent), 'POST', `/api/properties/${id}/boundary`, { payload: { geometry: { type: 'Polygon', coordinates: [FARM] }, method: 'coordenadas' } });
    expect(proposed.statusCode).toBe(201);
    expect((await call(t, fresh(cast.admin), 'PUT', `/api/properties/${id}/boundary/1`, { payload: { decision: 'Aprobar' } })).statusCode).toBe(204);
    const email = `acuerdo.${seed}.${Date.now()}@importadora.eu`;
    expect((await call(t, undefined, 'POST', '/api/watchlist', { payload: { email, certificates: [String(id)] } })).statusCode).toBe(202);
    const [{ token }] = await t.db.select({ token: watchers.token }).from(watchers).where(eq(watchers.email, email));
    expect((await call(t, undefined, 'POST', `/api/watchlist/${token}/confirm`)).statusCode).toBe(200);

    const model = new Model(CERTIFICATE_STATUS.valid, validUntil!);
    const steps: Step[] = ['suspend', 'reinstate', 'renew', 'time', 'time', 'time', 'expiry job', 'suspend', 'reinstate', 'renew'];
    const trail: string[] = [];
    let lastPdf: string | undefined;
    for (let n = 0; n < count; n++) {
      // a withdrawal ends a lifecycle: rare, and only past the middle of a sequence
      const step: Step = n > count / 2 && next() < 0.08 ? 'withdraw' : steps[Math.floor(next() * steps.length)]!;
      const current = model.at(now);
      if (step === 'time') {
        // mostly days or weeks, now and then most of a validity or more
        const days = [1, 3, 7, 30, 60, 120, 300, 380][Math.floor(next() * 8)]!;
        now = new Date(now.getTime() + days * DAY);
        jest.setSystemTime(now);
        trail.push(`+${days} d`);
      } else if (step === 'expiry job') {
        await expireCertificates(t.db, now);
        trail.push(step);
      } else if (step === 'renew') {
        const asked = await send(t, fresh(cast.owner), 'POST', '/api/renewals', { propertyId: String(id) }, { paymentVoucher: { name: 'comprobante.pdf', content: SAMPLE.pdf('Pago') } });
        const renewable = RUNNING.includes(current);
        expect({ step, current, code: asked.statusCode }).toEqual({ step, current, code: renewable ? 200 : 409 });
        if (renewable) {
          const accepted = await call(t, fresh(cast.admin), 'PUT', `/api/renewals/accept/${asked.json<{ id: number }>().id}`);
          expect(accepted.statusCode).toBe(200);
          model.validUntil = addMonths(model.validUntil, 12);
          model.status = current;
        }
        trail.push(`${step} (${asked.statusCode})`);
      } else {
        const allowed = { suspend: [CERTIFICATE_STATUS.valid], reinstate: [CERTIFICATE_STATUS.suspended], withdraw: RUNNING }[step] as readonly string[];
        const response = await call(t, fresh(cast.admin), 'POST', `/api/properties/${id}/certificate/${step}`, { payload: { reason: REASON } });
        expect({ step, current, code: response.statusCode }).toEqual({ step, current, code: allowed.includes(current) ? 200 : 409 });
        if (response.statusCode === 200) model.status = { suspend: CERTIFICATE_STATUS.suspended, reinstate: CERTIFICATE_STATUS.valid, withdraw: CERTIFICATE_STATUS.withdrawn }[step];
        else if (current === CERTIFICATE_STATUS.expired) model.status = CERTIFICATE_STATUS.expired;
        trail.push(`${step} (${response.statusCode})`);
      }
      // the PDF (read back with pdfjs, the slowest reader) each time the status it would state changes
      const stated = model.at(now);
      const seen = { ...(await statuses(id!, sheet!, token!)), ...(stated !== lastPdf ? { PDF: (lastPdf = stated, await pdfStatus(id!)) } : {}) };
      expect({ after: trail.join(' → '), seen }).toEqual({ after: trail.join(' → '), seen: expected(model, seen) });
    }
  }, 120_000);
});
