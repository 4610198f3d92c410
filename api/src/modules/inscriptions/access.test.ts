import { eq } from 'drizzle-orm';
import { ADMIN_LISTS, MSG, TOTAL_RECORDS_HEADER, type AdminList, type Category, type EnrolmentDetail, type EnrolmentRow } from '@portal/shared-api';
import { build } from '../../../test/build';
import { bearer, tokenFor, daysAgo, enrolment, farm, insertEnrolments, FARM_CODE, categoryOf, newClient, powerOf, property, submissionBody, submit, userId } from '../../../test/fixtures';
import { multipart, SAMPLE } from '../../../test/multipart';
import { enrolments } from '../../db/schema';

describe('enrolment lists, detail and private files', () => {
  const t = build({ demo: true });
  const tokens: Record<string, string> = {};
  let other: { id: number; token: string };
  let category: Category;
  /** The demo client's submission (with a rented property) and a second client's. */
  let mine: number;
  let theirs: number;

  const get = (url: string, token?: string, query: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, query, headers: token ? bearer(token) : {} });

  beforeAll(async () => {
    for (const role of ['admin', 'cliente', 'regente', 'contador']) tokens[role] = await tokenFor(t.app, `${role}@demo.cr`);
    other = await newClient(t.app, t.db);
    category = await categoryOf(t.db, FARM_CODE);
    const rented = property({ ownership: 'Alquilado', volume: 50 });
    const own = property({ volume: 60 });
    const body = submissionBody(category, {
      properties: [own, rented],
      fields: { fullName: 'José Pablo Rojas Araya', emailAddress: 'cliente@demo.cr' },
      files: { ...powerOf(rented.rowId), secondSwornDeclaration: { name: 'declaracion-ajeno.pdf', content: SAMPLE.pdf() } },
    });
    mine = (await submit(t.app, tokens.cliente, body)).json<{ id: number }>().id;
    theirs = (await submit(t.app, other.token, submissionBody(category, { fields: { fullName: 'Marta Núñez Soto', emailAddress: 'marta@correo.cr' } }))).json<{ id: number }>().id;
  });

  describe('GET /api/inscriptions/clientindex', () => {
    it("lists only the caller's enrolments, whatever email is asked for", async () => {
      for (const query of [{}, { email: 'marta@correo.cr' }, { email: 'admin@demo.cr', page: '1', visibleRecords: '50' }] as Array<Record<string, string>>) {
        const response = await get('/api/inscriptions/clientindex', tokens.cliente, query);
        expect(response.statusCode).toBe(200);
        expect(response.json<EnrolmentRow[]>().map((row) => row.id)).toEqual([mine]);
        expect(response.headers[TOTAL_RECORDS_HEADER]).toBe('1');
      }
      const theirList = await get('/api/inscriptions/clientindex', other.token, { email: 'cliente@demo.cr' });
      expect(theirList.json<EnrolmentRow[]>().map((row) => row.id)).toEqual([theirs]);
    });

    it('gives each row the spec columns', async () => {
      const [row] = (await get('/api/inscriptions/clientindex', tokens.cliente)).json<EnrolmentRow[]>();
      expect(row).toEqual({
        id: mine,
        fullName: 'José Pablo Rojas Araya',
        categoryName: category.name,
        email: 'cliente@demo.cr',
        phoneNumber: '8888-1234',
        dateSolicited: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        status: 'Presentada',
        isCategoryGroup: false,
        modality: 'Individual',
        duration: 0,
        paymentVoucher: null,
      });
    });

    it('is for clients only', async () => {
      expect((await get('/api/inscriptions/clientindex')).statusCode).toBe(401);
      expect((await get('/api/inscriptions/clientindex', tokens.admin)).statusCode).toBe(403);
    });
  });

  describe('the administrator lists', () => {
    let byStatus: Record<string, number>;
    beforeAll(async () => {
      const clientId = await userId(t.db, 'cliente@demo.cr');
      const statuses = ['Subsanar', 'Subsanada', 'Pagar', 'Pagada', 'Aceptada', 'Rechazada'] as const;
      const ids = await insertEnrolments(
        t.db,
        statuses.map((status, i) =>
          enrolment(clientId, { status, fullName: `Titular ${status}`, email: `${status.toLowerCase()}@correo.cr`, dateSolicited: daysAgo(10 + i), dateApproved: daysAgo(1), properties: [farm({ sheetNumber: `1-00${i}-000` })] }),
        ),
      );
      byStatus = Object.fromEntries(statuses.map((status, i) => [status, ids[i]!]));
      byStatus.Presentada = mine;
    });

    it.each(Object.entries(ADMIN_LISTS) as Array<[AdminList, readonly string[]]>)('%s shows the %s enrolments', async (list, statuses) => {
      const response = await get(`/api/inscriptions/${list}`, tokens.admin);
      expect(response.statusCode).toBe(200);
      const rows = response.json<EnrolmentRow[]>();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => statuses.includes(row.status))).toBe(true);
      expect(rows.map((row) => row.id)).toContain(byStatus[statuses[0]!]);
      expect(Number(response.headers[TOTAL_RECORDS_HEADER])).toBe(rows.length);
    });

    it('gives whole days since submission, and the voucher download of a paid enrolment', async () => {
      const paid = (await t.db.select({ voucher: enrolments.paymentVoucherId }).from(enrolments).where(eq(enrolments.id, byStatus.Pagada!)))[0];
      expect(paid!.voucher).toBeNull();
      const voucher = multipart({}, { paymentVoucher: { name: 'comprobante.pdf', content: SAMPLE.pdf() } });
      const payable = byStatus.Pagar!;
      const paying = await t.app.inject({ method: 'PUT', url: `/api/inscriptions/pay/${payable}`, payload: voucher.payload, headers: { ...voucher.headers, ...bearer(tokens.cliente!) } });
      expect(paying.statusCode).toBe(200);
      const rows = (await get('/api/inscriptions/adminindexpayed', tokens.admin)).json<EnrolmentRow[]>();
      const row = rows.find((r) => r.id === payable)!;
      expect(row.duration).toBe(12);
      expect(row.paymentVoucher).toMatch(new RegExp(`^/api/inscriptions/${payable}/files/\\d+$`));
      const download = await get(row.paymentVoucher!, tokens.admin);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
    });

    it('pages, and searches name, email and category without minding case or accents', async () => {
      const page = await get('/api/inscriptions/adminindex', tokens.admin, { page: '2', visibleRecords: '1' });
      expect(page.json<EnrolmentRow[]>()).toHaveLength(1);
      expect(page.headers[TOTAL_RECORDS_HEADER]).toBe('2');
      const search = (param: string) => get('/api/inscriptions/adminindex/Filtered', tokens.admin, { param });
      expect((await search('MARTA nuñez')).json<EnrolmentRow[]>().map((r) => r.id)).toEqual([theirs]);
      expect((await search('CLIENTE@DEMO')).json<EnrolmentRow[]>().map((r) => r.id)).toEqual([mine]);
      expect((await search('plantaciones forestales con psa')).json<EnrolmentRow[]>()).toHaveLength(2);
      const none = await search('nadie%');
      expect(none.json()).toEqual([]);
      expect(none.headers[TOTAL_RECORDS_HEADER]).toBe('0');
    });

    it('are for administrators only', async () => {
      expect((await get('/api/inscriptions/adminindex', tokens.cliente)).statusCode).toBe(403);
      expect((await get('/api/inscriptions/adminindexaccepted', tokens.regente)).statusCode).toBe(403);
      expect((await get('/api/inscriptions/adminindexpayed')).statusCode).toBe(401);
    });
  });

  describe('GET /api/inscriptions/display/:id', () => {
    it('shows the owner everything, with private file links and the upload the state asks for', async () => {
      const response = await get(`/api/inscriptions/display/${mine}`, tokens.cliente);
      expect(response.statusCode).toBe(200);
      const detail = response.json<EnrolmentDetail>();
      expect(detail).toMatchObject({
        id: mine,
        status: 'Presentada',
        identificationType: 'Cédula',
        province: 'Alajuela',
        canton: 'San Carlos',
        district: 'Quesada',
        category: category.name,
        categoryConsecutive: FARM_CODE,
        isCategoryGroup: false,
        price: 155_750 + 2 * 35_000 + 155_750 + 2 * 35_000,
        actions: [],
        version: 1,
      });
      expect(detail.identifierFront).toEqual({ url: expect.stringMatching(new RegExp(`^/api/inscriptions/${mine}/files/\\d+$`)), name: 'cedula-frente.jpg' });
      expect(detail.flexFiles.map((f) => [f.name, f.file?.name])).toEqual([1, 2, 3, 4, 5].map((i) => [category[`flexFileName${i}` as 'flexFileName1'], `documento-${i}.pdf`]));
      expect(detail.properties.map((p) => [p.ownership, p.power?.name ?? null, p.certified])).toEqual([
        ['Propio', null, false],
        ['Alquilado', 'poder.pdf', false],
      ]);
      expect(detail.history).toEqual([{ from: null, to: 'Presentada', actor: 'José Pablo Rojas Araya', at: expect.any(String), notes: null }]);
    });

    it("offers the administrator the status's actions", async () => {
      const detail = (await get(`/api/inscriptions/display/${mine}`, tokens.admin)).json<EnrolmentDetail>();
      expect(detail.actions).toEqual(['sendforpay', 'remediate', 'reject']);
    });

    it("answers 404 to another client, as for an enrolment that does not exist", async () => {
      const response = await get(`/api/inscriptions/display/${mine}`, other.token, { email: 'cliente@demo.cr' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, title: MSG.notFound });
      expect((await get('/api/inscriptions/display/999999', tokens.cliente)).json()).toEqual(response.json());
      expect((await get(`/api/inscriptions/display/${mine}`, tokens.contador)).statusCode).toBe(403);
      expect((await get(`/api/inscriptions/display/${mine}`)).statusCode).toBe(401);
    });
  });

  describe('GET /api/inscriptions/:id/files/:fileId', () => {
    let detail: EnrolmentDetail;
    beforeAll(async () => {
      detail = (await get(`/api/inscriptions/display/${mine}`, tokens.cliente)).json<EnrolmentDetail>();
    });

    it('gives the owner and the administrators the file, never to be cached', async () => {
      for (const token of [tokens.cliente, tokens.admin]) {
        const response = await get(detail.swornDeclaration!.url, token);
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
        expect(response.headers).toMatchObject({ 'content-type': 'application/pdf', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
        expect(response.headers['content-disposition']).toContain('declaracion.pdf');
      }
      const power = await get(detail.properties[1]!.power!.url, tokens.admin);
      expect(power.statusCode).toBe(200);
      const image = await get(detail.identifierFront!.url, tokens.cliente);
      expect(image.headers['content-type']).toBe('image/jpeg');
    });

    it('refuses everyone else', async () => {
      const url = detail.swornDeclaration!.url;
      expect((await get(url, other.token)).statusCode).toBe(404);
      expect((await get(url, tokens.regente)).statusCode).toBe(403);
      expect((await get(url)).statusCode).toBe(401);
    });

    it('serves a file only through the enrolment it belongs to', async () => {
      const fileId = detail.swornDeclaration!.url.split('/').pop();
      // the second client names their own enrolment with the first client's file
      expect((await get(`/api/inscriptions/${theirs}/files/${fileId}`, other.token)).statusCode).toBe(404);
      expect((await get(`/api/inscriptions/${theirs}/files/${fileId}`, tokens.admin)).statusCode).toBe(404);
      expect((await get(`/api/inscriptions/${mine}/files/abc`, tokens.admin)).statusCode).toBe(400);
    });
  });

  it('documents every route in the OpenAPI document, each with its summary', async () => {
    const document = (await get('/api/docs/json')).json<{ paths: Record<string, Record<string, { summary?: string }>> }>();
    const paths = Object.keys(document.paths).filter((path) => path.startsWith('/api/inscriptions'));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/inscriptions',
        '/api/inscriptions/clientindex',
        '/api/inscriptions/adminindexpayed/Filtered',
        '/api/inscriptions/display/{id}',
        '/api/inscriptions/{id}/files/{fileId}',
        '/api/inscriptions/template/{kind}',
        '/api/inscriptions/sendforpay/{id}',
        '/api/inscriptions/remediateback/{id}',
      ]),
    );
    const operations = paths.flatMap((path) => Object.values(document.paths[path]!));
    expect(operations.length).toBe(paths.length);
    expect(operations.filter((operation) => !operation.summary)).toEqual([]);
  });

  describe('GET /api/inscriptions/template/:kind', () => {
    it.each([
      ['Propio', 'inmueble propio', 'registral'],
      ['Ajeno', 'inmueble ajeno', 'arrendamiento'],
    ])('gives anyone the %s sworn declaration as a PDF', async (kind, name, text) => {
      const response = await get(`/api/inscriptions/template/${kind}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toContain(encodeURIComponent(`Declaración jurada - ${name}.pdf`));
      const pdf = response.rawPayload.toString('latin1');
      expect(pdf.startsWith('%PDF-1.4')).toBe(true);
      expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
      expect(pdf).toContain('DECLARO BAJO FE DE JURAMENTO');
      expect(pdf).toContain(text);
    });

    it('knows only those two', async () => {
      expect((await get('/api/inscriptions/template/Otro')).statusCode).toBe(400);
    });
  });
});
