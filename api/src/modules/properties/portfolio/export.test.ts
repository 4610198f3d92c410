import { PORTFOLIO_MSG, PORTFOLIO_STATUS } from '@portal/shared-api';
import { build } from '../../../../test/build';
import { createOwner, enrolment, farm, insertEnrolments } from '../../../../test/fixtures';
import { PORTFOLIO_CSV_HEADERS } from './csv';

const BOM = '\ufeff';
const HEADER_LINE = PORTFOLIO_CSV_HEADERS.join(';');

describe('GET /api/properties/portfolio.csv', () => {
  const t = build();

  beforeAll(async () => {
    const owner = await createOwner(t.db);
    await insertEnrolments(t.db, [
      enrolment(owner, {
        fullName: 'Pedro "el Roble"; Mora',
        identification: '104560789',
        // 03:00 UTC is still the previous day in Costa Rica
        dateSolicited: new Date('2025-01-20T15:00:00.000Z'),
        dateApproved: new Date('2025-03-01T03:00:00.000Z'),
        properties: [farm({ sheetNumber: '1-111111-000', districtId: 10101, address: '=HYPERLINK("http://malo.example","clic")', area: 12.5, volume: 320 })],
      }),
      enrolment(owner, {
        fullName: 'Lucía Jiménez Araya',
        identification: '205550333',
        dateSolicited: new Date('2025-02-01T15:00:00.000Z'),
        dateApproved: new Date('2025-03-10T18:00:00.000Z'),
        properties: [farm({ sheetNumber: '2-222222-000', districtId: 21001, address: '+506 8888 8888, frente a la escuela' })],
      }),
      enrolment(owner, { status: 'Pagada', fullName: 'No Aceptado', properties: [farm({ sheetNumber: '9-999999-000' })] }),
    ]);
  });

  // these certificates ended in 2026: every status, unless a test asks for one
  const download = (query: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/properties/portfolio.csv', query: { status: PORTFOLIO_STATUS.all, ...query } });
  /** The file as text, byte order mark included, split into its CRLF lines (the last one is empty). */
  const linesOf = (payload: Buffer) => payload.toString('utf8').split('\r\n');

  it('is a UTF-8 CSV download with a byte order mark and the Spanish headers', async () => {
    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="proveedores-certificados.csv"');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = linesOf(response.rawPayload);
    expect(lines[0]).toBe(`${BOM}${HEADER_LINE}`);
    expect(HEADER_LINE).toBe(
      'Finca;Identificación;Nombre;Provincia;Cantón;Distrito;Dirección;Fecha de aprobación;Categoría;Área;Volumen;Visitas;Tipo de inscripción;Dominio;Fecha de inscripción;Estado del certificado;Vigente hasta;Volumen certificado del período;Volumen disponible',
    );
  });

  it('holds the accepted properties in portfolio order, quoted and with formulas neutralised', async () => {
    const lines = linesOf((await download()).rawPayload);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines[1]).toBe(
      "2-222222-000;205550333;Lucía Jiménez Araya;Alajuela;San Carlos;Quesada;'+506 8888 8888, frente a la escuela;2025-03-10;Plantaciones forestales con PSA;10;50;2;Individual;Propio;2025-02-01;Vencida;2026-03-10;;",
    );
    expect(lines[2]).toBe(
      `1-111111-000;104560789;"Pedro ""el Roble""; Mora";San José;San José;Carmen;"'=HYPERLINK(""http://malo.example"",""clic"")";2025-02-28;Plantaciones forestales con PSA;12,5;320;3;Individual;Propio;2025-01-20;Vencida;2026-02-28;;`,
    );
  });

  it('is written in English for a buyer abroad with lang=en: headers, statuses and types, commas and decimal points', async () => {
    const response = await download({ lang: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="certified-providers.csv"');
    const lines = linesOf(response.rawPayload);
    expect(lines[0]).toBe(
      `${BOM}Land registry No.,Identification,Name,Province,Canton,District,Address,Date approved,Category,Area (ha),Volume (m³),Visits,Enrolment type,Tenure,Enrolment date,Certificate status,Valid until,Certified volume of the period (m³),Volume available (m³)`,
    );
    // names, places and categories as written; the formula still neutralised
    expect(lines[2]).toBe(
      `1-111111-000,104560789,"Pedro ""el Roble""; Mora",San José,San José,Carmen,"'=HYPERLINK(""http://malo.example"",""clic"")",2025-02-28,Plantaciones forestales con PSA,12.5,320,3,Individual,Owned,2025-01-20,Expired,2026-02-28,,`,
    );
    // a browser in English asks nothing: a program reading the file keeps its Spanish columns
    const browser = await t.app.inject({ method: 'GET', url: '/api/properties/portfolio.csv', headers: { 'accept-language': 'en-US,en' } });
    expect(linesOf(browser.rawPayload)[0]).toBe(`${BOM}${HEADER_LINE}`);
    // any other language is the Spanish file
    expect(linesOf((await download({ lang: 'fr' })).rawPayload)[0]).toBe(`${BOM}${HEADER_LINE}`);
  });

  it('applies the portfolio filters', async () => {
    const byProvince = linesOf((await download({ provinceId: '2' })).rawPayload);
    expect(byProvince.slice(1, -1).map((line) => line.split(';')[0])).toEqual(['2-222222-000']);
    const searched = linesOf((await download({ param: 'pedro el roble' })).rawPayload);
    expect(searched.slice(1, -1).map((line) => line.split(';')[0])).toEqual(['1-111111-000']);
    const none = linesOf((await download({ param: 'no aceptado' })).rawPayload);
    expect(none).toEqual([`${BOM}${HEADER_LINE}`, '']);
  });

  it('refuses the same bad filters as the list', async () => {
    const mismatch = await download({ provinceId: '1', cantonId: '210' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual([PORTFOLIO_MSG.cantonNotInProvince]);
    const unknown = await download({ formato: 'xlsx' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual([PORTFOLIO_MSG.unknownParameter]);
  });

  it('exports every row of a list longer than one read, once each, in order', async () => {
    const owner = await createOwner(t.db);
    const count = 2100;
    // one enrolment: every property shares the approval instant, so the order rests on the id across reads
    await insertEnrolments(t.db, [
      enrolment(owner, {
        fullName: 'Gran Cooperativa Exportadora',
        dateApproved: new Date('2025-06-01T12:00:00.000Z'),
        properties: Array.from({ length: count }, (_, i) => farm({ sheetNumber: `7-${String(i).padStart(6, '0')}-000` })),
      }),
    ]);
    const lines = linesOf((await download({ param: 'gran cooperativa' })).rawPayload).slice(1, -1);
    const sheets = lines.map((line) => line.split(';')[0]);
    expect(sheets).toHaveLength(count);
    expect(new Set(sheets).size).toBe(count);
    expect(sheets).toEqual([...sheets].sort());

    const all = linesOf((await download()).rawPayload).slice(1, -1);
    expect(all).toHaveLength(count + 2);
    expect(all.slice(0, count).map((line) => line.split(';')[0])).toEqual(sheets);
  });

  it('holds the certificates in force unless another status is asked for', async () => {
    const owner = await createOwner(t.db);
    await insertEnrolments(t.db, [enrolment(owner, { fullName: 'Ana Vigente Mora', properties: [farm({ sheetNumber: '3-333333-000' })] })]);
    const inForce = linesOf((await t.app.inject({ method: 'GET', url: '/api/properties/portfolio.csv' })).rawPayload);
    expect(linesOf((await download({ status: 'Vigente' })).rawPayload)).toEqual(inForce);
    expect(inForce.slice(1, -1).map((line) => line.split(';')[PORTFOLIO_CSV_HEADERS.indexOf('Estado del certificado')])).toEqual(['Vigente']);
    expect(inForce[1]!.startsWith('3-333333-000;')).toBe(true);
    const expired = linesOf((await download({ status: 'Vencida' })).rawPayload);
    expect(expired.slice(1, -1).map((line) => line.split(';')[0])).toEqual([
      // newest approval first: the cooperative's (2025-06-01), then these two
      ...Array.from({ length: 2100 }, (_, i) => `7-${String(i).padStart(6, '0')}-000`),
      '2-222222-000',
      '1-111111-000',
    ]);
  });
});
