import fs from 'node:fs';
import { MSG, TOTAL_RECORDS_HEADER, UPLOAD_MSG, type DocumentItem } from '@portal/shared-api';
import { build } from '../../../test/build';
import { bearer, expectProblem, postRaw, tokenFor } from '../../../test/fixtures';
import { multipart, SAMPLE, type FilePart } from '../../../test/multipart';
import { documents, storedFiles } from '../../db/schema';
import { API_MSG } from '../../messages';

const CAP = 4096;

describe('documents', () => {
  const t = build({ demo: true, app: { maxUploadBytes: CAP } });
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    for (const role of ['admin', 'cliente', 'regente', 'contador']) tokens[role] = await tokenFor(t.app, `${role}@demo.cr`);
  });

  const upload = (fields: Record<string, string>, file?: FilePart) => {
    const body = multipart(fields, file ? { file } : {});
    return t.app.inject({ method: 'POST', url: '/api/files', payload: body.payload, headers: { ...body.headers, ...bearer(tokens.admin!) } });
  };

  /** Uploads a document and answers its id. */
  async function create(fileName: string, description: string, file: FilePart = { name: 'guia.pdf', content: SAMPLE.pdf() }) {
    const response = await upload({ fileName, description }, file);
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  }

  const onDisk = () => fs.promises.readdir(t.uploadsDir);

  describe('upload and download', () => {
    it('stores an uploaded document and gives it back byte for byte with its original name', async () => {
      const content = SAMPLE.pdf('Guía de inscripción 2024');
      const id = await create('Guía de inscripción', 'Pasos para inscribir una finca', { name: 'Guía de inscripción.pdf', content });

      const item = await t.app.inject({ method: 'GET', url: `/api/files/${id}` });
      expect(item.statusCode).toBe(200);
      expect(item.json()).toEqual({
        id,
        fileName: 'Guía de inscripción',
        description: 'Pasos para inscribir una finca',
        filePath: `/api/files/${id}/download`,
        originalName: 'Guía de inscripción.pdf',
        size: content.length,
        dateCreated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });

      const download = await t.app.inject({ method: 'GET', url: `/api/files/${id}/download`, headers: { 'accept-encoding': 'gzip, br' } });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload).toEqual(content);
      expect(download.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-length': String(content.length),
        'content-disposition': `attachment; filename="Guia de inscripcion.pdf"; filename*=UTF-8''Gu%C3%ADa%20de%20inscripci%C3%B3n.pdf`,
        'x-content-type-options': 'nosniff',
        'cache-control': 'public, max-age=300',
      });
      expect(download.headers['content-encoding']).toBeUndefined();
    });

    it.each([
      ['docx', 'plantilla.docx', SAMPLE.docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['xls', 'tarifas.xls', SAMPLE.xls(), 'application/vnd.ms-excel'],
    ])('accepts a %s document', async (_type, name, content, contentType) => {
      const id = await create('Plantilla', 'Formato', { name, content });
      const download = await t.app.inject({ method: 'GET', url: `/api/files/${id}/download` });
      expect(download.headers['content-type']).toBe(contentType);
      expect(download.rawPayload).toEqual(content);
    });

    it('deletes the document and its bytes', async () => {
      const id = await create('Borrar', 'Documento para borrar');
      const before = await onDisk();

      const deleted = await t.app.inject({ method: 'DELETE', url: `/api/files/${id}`, headers: bearer(tokens.admin!) });

      expect(deleted.statusCode).toBe(204);
      expect(await onDisk()).toHaveLength(before.length - 1);
      expect((await t.app.inject({ method: 'GET', url: `/api/files/${id}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/files/${id}/download` })).json()).toEqual({ status: 404, title: MSG.notFound });
      const again = await t.app.inject({ method: 'DELETE', url: `/api/files/${id}`, headers: bearer(tokens.admin!) });
      expect(again.statusCode).toBe(404);
    });

    it('keeps the stored files and the rows in step', async () => {
      const files = await t.db.select({ storageName: storedFiles.storageName }).from(storedFiles);
      const rows = await t.db.select({ id: documents.id }).from(documents);
      expect(files).toHaveLength(rows.length);
      expect((await onDisk()).sort()).toEqual(files.map((file) => file.storageName).sort());
    });
  });

  describe('upload refusals', () => {
    let before: string[];
    beforeEach(async () => {
      before = await onDisk();
    });
    afterEach(async () => {
      expect(await onDisk()).toEqual(before);
    });

    it('asks for the name, the description and the file', async () => {
      const response = await upload({});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([MSG.required, UPLOAD_MSG.fileRequired]);
    });

    it('refuses a file type the form does not allow', async () => {
      const response = await upload({ fileName: 'Foto', description: 'Una foto' }, { name: 'foto.png', content: SAMPLE.png() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([UPLOAD_MSG.fileType('document')]);
    });

    it('refuses an executable renamed to .pdf', async () => {
      const response = await upload({ fileName: 'Guía', description: 'Guía' }, { name: 'guia.pdf', content: SAMPLE.exe() });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([UPLOAD_MSG.fileContent]);
    });

    it('refuses a file over the size cap with 413', async () => {
      const big = Buffer.concat([SAMPLE.pdf(), Buffer.alloc(CAP, 0x20)]);
      const response = await upload({ fileName: 'Grande', description: 'Muy grande' }, { name: 'grande.pdf', content: big });
      expectProblem(response, 413, UPLOAD_MSG.fileTooLarge);
    });

    it('answers 415 to JSON instead of multipart', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/files',
        headers: bearer(tokens.admin!),
        payload: { fileName: 'Guía', description: 'Guía', file: 'guia.pdf' },
      });
      expectProblem(response, 415, API_MSG.unsupportedMediaType);
    });

    it('answers 400 to a broken multipart body', async () => {
      const payload = '--x\r\nContent-Disposition: form-data; name="fileName"\r\n\r\nGuía';
      const response = await postRaw(t.app, '/api/files', 'multipart/form-data; boundary=x', payload, { headers: bearer(tokens.admin!) });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('editing', () => {
    it('changes the name and description and updates dateModified', async () => {
      const id = await create('Formulario', 'Versión anterior');
      const original = (await t.app.inject({ method: 'GET', url: `/api/files/${id}` })).json<DocumentItem>();

      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/files/${id}`,
        headers: bearer(tokens.admin!),
        payload: { fileName: '  Formulario de regencia ', description: 'Versión 2024' },
      });

      expect(response.statusCode).toBe(200);
      const edited = response.json<DocumentItem>();
      expect(edited).toMatchObject({ id, fileName: 'Formulario de regencia', description: 'Versión 2024', originalName: 'guia.pdf' });
      expect(edited.dateCreated).toBe(original.dateCreated);
      expect(Date.parse(edited.dateModified)).toBeGreaterThan(Date.parse(original.dateModified));
    });

    it('answers 400 with the spec message when a field is empty', async () => {
      const id = await create('Formulario', 'Descripción');
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/files/${id}`,
        headers: bearer(tokens.admin!),
        payload: { fileName: '', description: ' ' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([MSG.required]);
    });

    it('answers 400 to multipart or no body at all', async () => {
      const id = await create('Formulario', 'Descripción');
      const body = multipart({ fileName: 'Nuevo', description: 'Nueva' });
      const asMultipart = await t.app.inject({ method: 'PUT', url: `/api/files/${id}`, payload: body.payload, headers: { ...body.headers, ...bearer(tokens.admin!) } });
      expect(asMultipart.statusCode).toBe(400);
      const empty = await t.app.inject({ method: 'PUT', url: `/api/files/${id}`, headers: bearer(tokens.admin!) });
      expect(empty.statusCode).toBe(400);
    });

    it('answers 404 for an unknown document', async () => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/files/999999',
        headers: bearer(tokens.admin!),
        payload: { fileName: 'Nada', description: 'Nada' },
      });
      expectProblem(response, 404, MSG.notFound);
    });
  });

  describe.each([
    ['POST', '/api/files'],
    ['PUT', '/api/files/1'],
    ['DELETE', '/api/files/1'],
  ] as const)('%s %s is for administrators', (method, url) => {
    const payload = { fileName: 'Guía', description: 'Guía' };

    it('answers 401 to an anonymous caller', async () => {
      const response = await t.app.inject({ method, url, payload });
      expectProblem(response, 401, MSG.unauthorized);
    });

    it.each(['cliente', 'regente', 'contador'])('answers 403 to the %s', async (role) => {
      const body = multipart(payload, { file: { name: 'guia.pdf', content: SAMPLE.pdf() } });
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? body.payload : payload,
        headers: { ...(method === 'POST' ? body.headers : {}), ...bearer(tokens[role]!) },
      });
      expectProblem(response, 403, MSG.forbidden);
    });
  });

  it.each(['abc', '0', '2.5', '99999999999'])('answers 400, not 500, to the id %j', async (id) => {
    const calls = [
      { method: 'GET', url: `/api/files/${id}` },
      { method: 'GET', url: `/api/files/${id}/download` },
      { method: 'PUT', url: `/api/files/${id}`, payload: { fileName: 'Guía', description: 'Guía' } },
      { method: 'DELETE', url: `/api/files/${id}` },
    ] as const;
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: bearer(tokens.admin!) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([API_MSG.idInvalid]);
    }
  });
});

describe('the documents list', () => {
  const t = build({ demo: true });
  const ids: number[] = [];

  beforeAll(async () => {
    const admin = await tokenFor(t.app, 'admin@demo.cr');
    const entries = [
      ['Guía de inscripción', 'Pasos para inscribir una finca o una industria'],
      ['Reglamento de regencias', 'Obligaciones del regente forestal'],
      ['Tarifas 2024', 'Costos de inscripción y de visitas por categoría'],
    ];
    for (const [fileName, description] of entries) {
      const body = multipart({ fileName: fileName!, description: description! }, { file: { name: 'doc.pdf', content: SAMPLE.pdf() } });
      const response = await t.app.inject({ method: 'POST', url: '/api/files', payload: body.payload, headers: { ...body.headers, ...bearer(admin) } });
      ids.push(response.json<{ id: number }>().id);
    }
  });

  const get = async (url: string, query: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url, query });
    expect(response.statusCode).toBe(200);
    return { ids: response.json<DocumentItem[]>().map((item) => item.id), total: response.headers[TOTAL_RECORDS_HEADER] };
  };

  it('is open to anyone, newest first, with the total', async () => {
    expect(await get('/api/files')).toEqual({ ids: [...ids].reverse(), total: '3' });
  });

  it('pages', async () => {
    expect(await get('/api/files', { page: '1', visibleRecords: '2' })).toEqual({ ids: [ids[2], ids[1]], total: '3' });
    expect(await get('/api/files', { page: '2', visibleRecords: '2' })).toEqual({ ids: [ids[0]], total: '3' });
  });

  it.each([
    ['GUIA', [0]],
    ['inscripción', [2, 0]],
    ['regente', [1]],
    ['categoria', [2]],
    ['nada parecido', []],
  ])('searches names and descriptions for %j', async (param, expected) => {
    expect(await get('/api/files/Filtered', { param })).toEqual({
      ids: expected.map((i) => ids[i]),
      total: String(expected.length),
    });
  });
});
