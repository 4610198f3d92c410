import { eq } from 'drizzle-orm';
import { PORTFOLIO_MSG, PORTFOLIO_STATUS, TOTAL_RECORDS_HEADER, type PortfolioRow } from '@portal/shared-api';
import { changeCertificate, expireCertificates } from '../../certificates';
import { build } from '../../../../test/build';
import { certificatePeriods, enrolments, properties } from '../../../db/schema';
import { createOwner, daysAgo, enrolment, farm, insertEnrolments } from '../../../../test/fixtures';

describe('GET /api/properties/portfolio', () => {
  const t = build();
  let ids: { perez: number; group: number; deposit: number; pending: number; rejected: number };

  beforeAll(async () => {
    const owner = await createOwner(t.db);
    const [perez, group, deposit, pending, rejected] = await insertEnrolments(t.db, [
      enrolment(owner, {
        fullName: 'José Pérez Rodríguez',
        identification: '104560789',
        dateApproved: daysAgo(5),
        properties: [farm({ fantasyName: 'Finca El Roble', sheetNumber: '1-111111-000', districtId: 10101 })],
      }),
      enrolment(owner, {
        categoryConsecutive: '01.02.01.01.01',
        identificationTypeId: 2,
        fullName: 'Laura Núñez Soto',
        identification: '205550333',
        legalName: 'Maderas Ñandú S.A.',
        businessIdentification: '3-101-111222',
        dateSolicited: daysAgo(60),
        dateApproved: daysAgo(20),
        properties: [
          farm({ fantasyName: 'Finca Quesada', sheetNumber: '2-222222-000', districtId: 21001 }),
          farm({ fantasyName: 'Finca Florencia', sheetNumber: '2-333333-000', districtId: 21002, area: 12.5, volume: 320 }),
          farm({ fantasyName: 'Finca Upala', sheetNumber: '2-444444-000', districtId: 21301, ownership: 'Alquilado' }),
        ],
      }),
      enrolment(owner, {
        categoryConsecutive: '03.02',
        fullName: 'Marta Solano Vega',
        identification: '401110222',
        dateApproved: daysAgo(100),
        dateSolicited: daysAgo(130),
        properties: [farm({ fantasyName: 'Depósito La Ceiba', sheetNumber: undefined, districtId: 40501, area: undefined, volume: 240 })],
      }),
      enrolment(owner, { status: 'Pagada', fullName: 'Pedro Pérez Pagado', properties: [farm({ fantasyName: 'Finca Pendiente' })] }),
      enrolment(owner, { status: 'Rechazada', fullName: 'Rita Pérez Rechazada', properties: [farm({ fantasyName: 'Finca Rechazada' })] }),
    ]);
    ids = { perez: perez!, group: group!, deposit: deposit!, pending: pending!, rejected: rejected! };
  });

  const get = (query: Record<string, string | number> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/properties/portfolio', query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });

  const list = async (query: Record<string, string | number> = {}) => {
    const response = await get(query);
    expect(response.statusCode).toBe(200);
    return { rows: response.json<PortfolioRow[]>(), total: Number(response.headers[TOTAL_RECORDS_HEADER]) };
  };
  const names = (rows: PortfolioRow[]) => rows.map((row) => row.fantasyName);

  it('lists only the properties of accepted enrolments, newest approval first, with the total', async () => {
    const { rows, total } = await list();
    expect(total).toBe(5);
    expect(names(rows)).toEqual(['Finca El Roble', 'Finca Quesada', 'Finca Florencia', 'Finca Upala', 'Depósito La Ceiba']);
    expect(rows.map((row) => row.inscriptionId)).toEqual([ids.perez, ids.group, ids.group, ids.group, ids.deposit]);
    expect(rows.some((row) => [ids.pending, ids.rejected].includes(row.inscriptionId))).toBe(false);
    // same approval: by id
    const groupIds = rows.filter((row) => row.inscriptionId === ids.group).map((row) => row.id);
    expect(groupIds).toEqual([...groupIds].sort((a, b) => a - b));
  });

  it('pages with page and visibleRecords, the total unchanged', async () => {
    const second = await list({ page: 2, visibleRecords: 2 });
    expect(second.total).toBe(5);
    expect(names(second.rows)).toEqual(['Finca Florencia', 'Finca Upala']);
    const last = await list({ page: 3, visibleRecords: 2 });
    expect(names(last.rows)).toEqual(['Depósito La Ceiba']);
    const beyond = await list({ page: 40, visibleRecords: 2 });
    expect(beyond).toEqual({ rows: [], total: 5 });
  });

  it('gives the right total whichever page of a filter is asked for first', async () => {
    const lastFirst = await list({ provinceId: 2, page: 2, visibleRecords: 2 });
    expect({ names: names(lastFirst.rows), total: lastFirst.total }).toEqual({ names: ['Finca Upala'], total: 3 });
    expect(await list({ cantonId: 213, page: 5 })).toEqual({ rows: [], total: 1 });
    expect((await list({ param: 'escuela', page: 1, visibleRecords: 5 })).total).toBe(5);
  });

  it('gives every column of the portfolio, the company for a legal entity and the modality from the category', async () => {
    const { rows } = await list({ param: 'florencia' });
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        inscriptionId: ids.group,
        sheetNumber: '2-333333-000',
        identification: '3-101-111222',
        name: 'Maderas Ñandú S.A.',
        fantasyName: 'Finca Florencia',
        province: 'Alajuela',
        canton: 'San Carlos',
        district: 'Florencia',
        address: 'Camino vecinal, 1 km al norte de la escuela',
        dateApproved: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        category: 'Plantaciones forestales con PSA',
        area: 12.5,
        volume: 320,
        visitationAmount: 3,
        inscriptionType: 'Grupal',
        ownership: 'Propio',
        inscriptionDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        certificateStatus: 'Vigente',
        validUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        certifiedVolume: { authorised: 320, remaining: 320 },
      },
    ]);
    // what remains is read live: an origin certificate drawn from the period shows on the page remembered before it
    await t.db.update(certificatePeriods).set({ issuedVolume: 307.5 }).where(eq(certificatePeriods.propertyId, rows[0]!.id));
    expect((await list({ param: 'florencia' })).rows[0]!.certifiedVolume).toEqual({ authorised: 320, remaining: 12.5 });
    expect(new Date(rows[0]!.dateApproved).getTime()).toBeGreaterThan(new Date(rows[0]!.inscriptionDate).getTime());
    const [deposit] = (await list({ param: 'ceiba' })).rows;
    expect(deposit).toMatchObject({ sheetNumber: null, area: null, inscriptionType: 'Individual', name: 'Marta Solano Vega' });
  });

  it('searches without minding case or accents', async () => {
    for (const param of ['perez', 'Pérez', 'PÉREZ', 'perez rodriguez', '  Rodríguez   José ']) {
      const { rows, total } = await list({ param });
      expect({ param, names: names(rows), total }).toEqual({ param, names: ['Finca El Roble'], total: 1 });
    }
    expect((await list({ param: 'nandu' })).total).toBe(3);
    expect((await list({ param: 'ÑANDÚ' })).total).toBe(3);
  });

  it('searches farm number, identification, category, address and place names', async () => {
    const found = async (param: string) => names((await list({ param })).rows);
    expect(await found('1-111111')).toEqual(['Finca El Roble']);
    expect(await found('104560789')).toEqual(['Finca El Roble']);
    expect(await found('3101111222')).toHaveLength(3);
    expect(await found('3-101-111222')).toHaveLength(3);
    expect(await found('depositos de madera')).toEqual(['Depósito La Ceiba']);
    expect(await found('san carlos')).toEqual(['Finca Quesada', 'Finca Florencia']);
    expect(await found('heredia')).toEqual(['Depósito La Ceiba']);
    expect(await found('escuela upala')).toEqual(['Finca Upala']);
    expect(await found('pendiente')).toEqual([]);
  });

  it('answers the Filtered variant of the list (spec §7) the same way', async () => {
    const filtered = await t.app.inject({ method: 'GET', url: '/api/properties/portfolio/Filtered', query: { param: 'PÉREZ', page: '1', visibleRecords: '5' } });
    expect(filtered.statusCode).toBe(200);
    expect(filtered.headers[TOTAL_RECORDS_HEADER]).toBe('1');
    expect(filtered.json<PortfolioRow[]>().map((row) => row.fantasyName)).toEqual(['Finca El Roble']);
    const mismatch = await t.app.inject({ method: 'GET', url: '/api/properties/portfolio/Filtered', query: { provinceId: '1', cantonId: '210' } });
    expect(mismatch.json()).toEqual([PORTFOLIO_MSG.cantonNotInProvince]);
  });

  it('takes % and _ in the search literally', async () => {
    expect(await list({ param: '%' })).toEqual({ rows: [], total: 0 });
    expect(await list({ param: '_' })).toEqual({ rows: [], total: 0 });
  });

  it('filters by province and by canton', async () => {
    expect(names((await list({ provinceId: 2 })).rows)).toEqual(['Finca Quesada', 'Finca Florencia', 'Finca Upala']);
    expect(names((await list({ provinceId: 2, cantonId: 210 })).rows)).toEqual(['Finca Quesada', 'Finca Florencia']);
    expect(names((await list({ cantonId: 213 })).rows)).toEqual(['Finca Upala']);
    expect(await list({ provinceId: 7 })).toEqual({ rows: [], total: 0 });
    expect(names((await list({ provinceId: 2, param: 'florencia' })).rows)).toEqual(['Finca Florencia']);
  });

  it('refuses a canton of another province, and unknown places, with Spanish messages', async () => {
    const answer = async (query: Record<string, string | number>) => {
      const response = await get(query);
      return { status: response.statusCode, body: response.json() };
    };
    expect(await answer({ provinceId: 1, cantonId: 210 })).toEqual({ status: 400, body: [PORTFOLIO_MSG.cantonNotInProvince] });
    expect(await answer({ provinceId: 9 })).toEqual({ status: 400, body: [PORTFOLIO_MSG.provinceInvalid] });
    expect(await answer({ cantonId: 999 })).toEqual({ status: 400, body: [PORTFOLIO_MSG.cantonInvalid] });
    expect(await answer({ provinceId: 9, cantonId: 999 })).toEqual({
      status: 400,
      body: [PORTFOLIO_MSG.provinceInvalid, PORTFOLIO_MSG.cantonInvalid],
    });
  });

  it('answers 400, never 500, to unknown parameters and bad numbers', async () => {
    const unknown = await get({ foo: 'bar' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual([PORTFOLIO_MSG.unknownParameter]);

    const bad: Array<Record<string, string>> = [
      { page: '0' },
      { page: 'uno' },
      { page: '1.5' },
      { page: '1e300' },
      { visibleRecords: '0' },
      { visibleRecords: '101' },
      { visibleRecords: 'diez' },
      { provinceId: '-1' },
      { provinceId: '99999999999' },
      { cantonId: 'x' },
      { param: 'x'.repeat(201) },
    ];
    for (const query of bad) {
      const response = await get(query);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      const body = response.json<string[]>();
      expect(Array.isArray(body) && body.length > 0 && body.every((m) => typeof m === 'string')).toBe(true);
    }
    const repeated = await t.app.inject({ method: 'GET', url: '/api/properties/portfolio?page=1&page=2' });
    expect(repeated.statusCode).toBe(400);
  });

  it('counts a newly accepted enrolment at once (the cached total is invalidated)', async () => {
    expect((await list({ param: 'roble' })).total).toBe(1);
    const owner = await createOwner(t.db);
    await insertEnrolments(t.db, [
      enrolment(owner, { fullName: 'Nuevo Roble Certificado', dateApproved: new Date(), properties: [farm({ fantasyName: 'Finca Roble Nuevo' })] }),
    ]);
    const { rows, total } = await list({ param: 'roble' });
    expect(total).toBe(2);
    expect(names(rows)).toEqual(['Finca Roble Nuevo', 'Finca El Roble']);
    expect((await list()).total).toBe(6);
  });

  it('shows a change to a listed property or its enrolment at once, however often the page was read', async () => {
    const before = (await list({ param: 'florencia' })).rows[0]!;
    await list({ param: 'florencia' });
    await t.db.update(properties).set({ visitationAmount: 7, ownership: 'Prestado' }).where(eq(properties.id, before.id));
    expect((await list({ param: 'florencia' })).rows[0]).toMatchObject({ visitationAmount: 7, ownership: 'Prestado' });
    await t.db.update(enrolments).set({ legalName: 'Maderas Ñandú Internacional S.A.' }).where(eq(enrolments.id, ids.group));
    expect((await list({ param: 'florencia' })).rows[0]!.name).toBe('Maderas Ñandú Internacional S.A.');
  });

  it('lists the certificates in force by default, each status with its filter, every status with todos', async () => {
    const owner = await createOwner(t.db, 'administración');
    const upala = (await list({ param: 'upala' })).rows[0]!;
    const ceiba = (await list({ param: 'ceiba' })).rows[0]!;
    const before = await list();
    expect(before.rows.every((row) => row.certificateStatus === 'Vigente')).toBe(true);

    await changeCertificate(t.db, upala.id, 'suspend', 'Pago anual pendiente desde marzo.', { id: owner, administrator: true });
    await t.db.update(properties).set({ validUntil: daysAgo(1) }).where(eq(properties.id, ceiba.id));
    await expireCertificates(t.db);

    const inForce = await list();
    expect(inForce.total).toBe(before.total - 2);
    expect(inForce.rows.map((row) => row.id)).not.toEqual(expect.arrayContaining([upala.id]));
    expect(await list({ status: 'Vigente' })).toEqual(inForce);
    expect((await list({ status: 'Suspendida' })).rows.map((row) => [row.id, row.certificateStatus])).toEqual([[upala.id, 'Suspendida']]);
    expect((await list({ status: 'Vencida' })).rows.map((row) => [row.id, row.certificateStatus])).toEqual([[ceiba.id, 'Vencida']]);
    expect(await list({ status: 'Retirada' })).toEqual({ rows: [], total: 0 });
    const all = await list({ status: PORTFOLIO_STATUS.all });
    expect(all.total).toBe(before.total);
    expect(new Set(all.rows.map((row) => row.certificateStatus))).toEqual(new Set(['Vigente', 'Suspendida', 'Vencida']));
    // with the other filters
    expect(names((await list({ status: 'Suspendida', provinceId: 2 })).rows)).toEqual(['Finca Upala']);
    expect((await list({ status: 'Suspendida', provinceId: 1 })).total).toBe(0);

    for (const status of ['Activa', 'vigente', 'Todos']) {
      const response = await get({ status });
      expect({ status, code: response.statusCode, body: response.json() }).toEqual({ status, code: 400, body: [PORTFOLIO_MSG.statusInvalid] });
    }
  });
});
