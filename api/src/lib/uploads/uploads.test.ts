import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import multipartPlugin from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MSG, UPLOAD_MSG, documentFormSchema } from '@portal/shared-api';
import { openTestDatabase } from '../../../test/database';
import { expectProblem, postRaw } from '../../../test/fixtures';
import { multipart, SAMPLE } from '../../../test/multipart';
import { startTestS3, type TestS3 } from '../../../test/s3';
import type { DatabaseHandle } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { API_MSG } from '../../messages';
import { dbPlugin } from '../../plugins/db';
import { errorsPlugin } from '../../plugins/errors';
import { localFileStore, s3FileStore, type FileStore } from '../file-store';
import { notFound } from '../problem';
import { cleanFileName, contentDisposition, readUpload, removeStoredFiles, sendStoredFile, uploadsPlugin } from '.';

const CAP = 4096;

/** A bare app with one route per use of the library, on a fresh database and file store. */
async function testApp(store: FileStore, database: DatabaseHandle): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(multipartPlugin, { limits: { fileSize: CAP, files: 10 } });
  await app.register(errorsPlugin);
  await app.register(dbPlugin, { database: database.db });
  await app.register(uploadsPlugin, { store, maxFileBytes: CAP });

  const spec = {
    fields: documentFormSchema,
    files: { main: { kind: 'document', required: true }, photos: { kind: 'image', multiple: true } },
  } as const;

  app.post('/upload', async (request, reply) => {
    const upload = await readUpload(request, spec);
    const ids = await upload.save(async (_tx, fileIds) => fileIds);
    return reply.code(201).send({ fields: upload.fields, ids, names: [upload.files.main, ...upload.files.photos].map((f) => f.storageName) });
  });

  app.post('/upload-then-fail', async (request) => {
    const upload = await readUpload(request, spec);
    await upload.save(async () => {
      throw new Error('the record could not be written');
    });
  });

  app.get<{ Params: { id: string } }>('/stored/:id', async (request, reply) => {
    const [file] = await app.db.select().from(storedFiles).where(eq(storedFiles.id, Number(request.params.id)));
    if (!file) throw notFound();
    return sendStoredFile(reply, file);
  });

  app.delete<{ Params: { id: string } }>('/stored/:id', async (request, reply) => {
    const id = Number(request.params.id);
    const found = await removeStoredFiles(app, async (tx) => {
      const [row] = await tx.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.id, id));
      return row && [row.id];
    });
    return reply.code(found ? 204 : 404).send();
  });

  await app.ready();
  return app;
}

/** A file store for the tests, with a way to list what it holds (storage names, sorted). */
interface StoreUnderTest {
  store: FileStore;
  stored(): Promise<string[]>;
  close(): Promise<void>;
}

async function localStore(): Promise<StoreUnderTest> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'portal-uploads-test-'));
  return {
    store: localFileStore(dir),
    stored: async () => (await fs.promises.readdir(dir)).sort(),
    close: () => fs.promises.rm(dir, { recursive: true, force: true }),
  };
}

async function s3Store(): Promise<StoreUnderTest> {
  const s3: TestS3 = await startTestS3();
  const { prefix } = s3.settings;
  return {
    store: s3FileStore(s3.settings),
    // every key is under the prefix
    stored: async () => (await s3.keys()).map((key) => (key.startsWith(prefix) ? key.slice(prefix.length) : `outside the prefix: ${key}`)),
    close: () => s3.close(),
  };
}

const readAll = async (store: FileStore, name: string): Promise<Buffer | undefined> => {
  const stored = await store.read(name);
  if (!stored) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

describe.each([
  ['a local folder', localStore],
  ['S3-compatible object storage (s3rver)', s3Store],
])('uploads to %s', (_where, open) => {
  let files: StoreUnderTest;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    files = await open();
    database = await openTestDatabase();
    app = await testApp(files.store, database);
  }, 30_000);

  afterAll(async () => {
    await app.close();
    await database.close();
    await files.close();
  });

  const onDisk = () => files.stored();
  const rowCount = async () => (await database.db.select({ id: storedFiles.id }).from(storedFiles)).length;
  const post = (url: string, body: ReturnType<typeof multipart>) => app.inject({ method: 'POST', url, ...body });
  const fields = { fileName: 'Guía', description: 'Requisitos' };

  it('writes accepted files under random names with their exact bytes and records them', async () => {
    const pdf = SAMPLE.pdf();
    const photos = [SAMPLE.png(), SAMPLE.jpeg()];
    const response = await post(
      '/upload',
      multipart(fields, {
        main: { name: 'Guía de inscripción.PDF', content: pdf, type: 'text/html' },
        photos: [
          { name: 'finca.png', content: photos[0]! },
          { name: 'C:\\Fotos\\aserradero.jpeg', content: photos[1]! },
        ],
      }),
    );

    expect(response.statusCode).toBe(201);
    const { ids, names } = response.json<{ ids: { main: number; photos: number[] }; names: string[] }>();
    expect(names.every((name) => /^[0-9a-f-]{36}$/.test(name))).toBe(true);
    expect(await readAll(files.store, names[0]!)).toEqual(pdf);
    expect(await readAll(files.store, names[2]!)).toEqual(photos[1]);

    const rows = await database.db.select().from(storedFiles).orderBy(storedFiles.id);
    expect(rows.map((row) => row.id)).toEqual([ids.main, ...ids.photos]);
    expect(rows.map(({ originalName, contentType, size, kind }) => ({ originalName, contentType, size, kind }))).toEqual([
      // the type comes from the checked content, never from what the browser claimed
      { originalName: 'Guía de inscripción.PDF', contentType: 'application/pdf', size: pdf.length, kind: 'document' },
      { originalName: 'finca.png', contentType: 'image/png', size: photos[0]!.length, kind: 'image' },
      { originalName: 'aserradero.jpeg', contentType: 'image/jpeg', size: photos[1]!.length, kind: 'image' },
    ]);
  });

  it('serves a stored file with its type, length and original name, never cached', async () => {
    const pdf = SAMPLE.pdf('Informe de visita');
    const created = await post('/upload', multipart(fields, { main: { name: 'Informe año 2024 (final).pdf', content: pdf } }));
    const { ids } = created.json<{ ids: { main: number } }>();

    const response = await app.inject({ method: 'GET', url: `/stored/${ids.main}` });

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(pdf);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(pdf.length),
      'content-disposition': `attachment; filename="Informe ano 2024 (final).pdf"; filename*=UTF-8''Informe%20a%C3%B1o%202024%20%28final%29.pdf`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  it('deletes the rows and the bytes of removed files', async () => {
    const created = await post('/upload', multipart(fields, { main: { name: 'borrar.pdf', content: SAMPLE.pdf() } }));
    const { ids, names } = created.json<{ ids: { main: number }; names: string[] }>();
    expect(await onDisk()).toContain(names[0]);

    expect((await app.inject({ method: 'DELETE', url: `/stored/${ids.main}` })).statusCode).toBe(204);

    expect(await onDisk()).not.toContain(names[0]);
    expect((await app.inject({ method: 'GET', url: `/stored/${ids.main}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: `/stored/${ids.main}` })).statusCode).toBe(404);
  });

  it('answers 404 when the bytes of a recorded file are gone', async () => {
    const created = await post('/upload', multipart(fields, { main: { name: 'perdido.pdf', content: SAMPLE.pdf() } }));
    const { ids, names } = created.json<{ ids: { main: number }; names: string[] }>();
    await files.store.remove([names[0]!]);

    const response = await app.inject({ method: 'GET', url: `/stored/${ids.main}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, title: MSG.notFound });
  });

  describe('refusals leave nothing behind', () => {
    let filesBefore: string[];
    let rowsBefore: number;
    beforeEach(async () => {
      filesBefore = await onDisk();
      rowsBefore = await rowCount();
    });
    afterEach(async () => {
      expect(await onDisk()).toEqual(filesBefore);
      expect(await rowCount()).toBe(rowsBefore);
    });

    it('refuses a file whose extension the purpose does not allow', async () => {
      const response = await post('/upload', multipart(fields, { main: { name: 'foto.png', content: SAMPLE.png() } }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([UPLOAD_MSG.fileType('document')]);
    });

    it.each([
      ['NUL', 'guia\u0000.pdf'],
      ['a tab', 'gu\tia.pdf'],
      ['ESC', '\u001b[31mguia.pdf'],
      ['DEL', 'guia\u007f.pdf'],
    ])('refuses a file name with %s before storing anything', async (_what, name) => {
      const response = await post('/upload', multipart(fields, { main: { name, content: SAMPLE.pdf() } }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([MSG.controlCharacters]);
    });

    it('refuses a renamed executable', async () => {
      const response = await post('/upload', multipart(fields, { main: { name: 'guia.pdf', content: SAMPLE.exe() } }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([UPLOAD_MSG.fileContent]);
    });

    it('refuses a file whose content is of another allowed type', async () => {
      const response = await post(
        '/upload',
        multipart(fields, { main: { name: 'guia.pdf', content: SAMPLE.pdf() }, photos: { name: 'foto.png', content: SAMPLE.jpeg() } }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([UPLOAD_MSG.fileContent]);
    });

    it('refuses an empty file and a file without extension', async () => {
      const response = await post(
        '/upload',
        multipart(fields, { main: { name: 'vacio.pdf', content: Buffer.alloc(0) }, photos: { name: 'foto', content: SAMPLE.png() } }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([UPLOAD_MSG.fileContent, UPLOAD_MSG.fileType('image')]);
    });

    it('asks for a required file, also when the input was left empty', async () => {
      const missing = await post('/upload', multipart(fields));
      expect(missing.json()).toEqual([UPLOAD_MSG.fileRequired]);
      const empty = await post('/upload', multipart(fields, { main: { name: '', content: Buffer.alloc(0) } }));
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual([UPLOAD_MSG.fileRequired]);
    });

    it('lists the field messages and the file messages together', async () => {
      const response = await post(
        '/upload',
        multipart({ fileName: ' ' }, { main: { name: 'guia.exe', content: SAMPLE.exe() }, photos: { name: 'a.jpg', content: SAMPLE.exe() } }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([MSG.required, UPLOAD_MSG.fileType('document'), UPLOAD_MSG.fileContent]);
    });

    it('refuses a second file for a one-file field', async () => {
      const response = await post(
        '/upload',
        multipart(fields, { main: [{ name: 'a.pdf', content: SAMPLE.pdf() }, { name: 'b.pdf', content: SAMPLE.pdf() }] }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual([UPLOAD_MSG.tooManyFiles]);
    });

    it('answers 413 for a file over the size cap', async () => {
      const big = Buffer.concat([SAMPLE.pdf(), Buffer.alloc(CAP * 2, 0x20)]);
      const response = await post('/upload', multipart(fields, { photos: { name: 'a.png', content: SAMPLE.png() }, main: { name: 'grande.pdf', content: big } }));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ status: 413, title: UPLOAD_MSG.fileTooLarge });
    });

    it('does not count a file of exactly the size cap as too large', async () => {
      const exact = Buffer.concat([SAMPLE.pdf(), Buffer.alloc(CAP - SAMPLE.pdf().length, 0x20)]);
      const response = await post('/upload-then-fail', multipart(fields, { main: { name: 'justo.pdf', content: exact } }));
      // written, then removed because the record could not be saved
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ status: 500, title: MSG.serverError });
    });

    it('answers 413 for more files than allowed in one request', async () => {
      const photos = Array.from({ length: 11 }, (_, i) => ({ name: `foto${i}.png`, content: SAMPLE.png() }));
      const response = await post('/upload', multipart(fields, { main: { name: 'a.pdf', content: SAMPLE.pdf() }, photos }));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ status: 413, title: UPLOAD_MSG.tooManyFiles });
    });

    it('answers 415 to a request that is not multipart', async () => {
      const response = await app.inject({ method: 'POST', url: '/upload', payload: fields });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ status: 415, title: API_MSG.unsupportedMediaType });
    });

    it('answers 400 to a multipart body it cannot read', async () => {
      expectProblem(await postRaw(app, '/upload', 'multipart/form-data', 'fileName=x'), 400, MSG.invalidRequest);

      const { payload, headers } = multipart(fields, { main: { name: 'a.pdf', content: SAMPLE.pdf() } });
      const cut = await app.inject({ method: 'POST', url: '/upload', headers, payload: payload.subarray(0, payload.length - 40) });
      expect(cut.statusCode).toBe(400);
    });

    it('removes written files when the record cannot be saved', async () => {
      const response = await post('/upload-then-fail', multipart(fields, { main: { name: 'a.pdf', content: SAMPLE.pdf() } }));
      expect(response.statusCode).toBe(500);
    });
  });
});

describe('cleanFileName', () => {
  it.each([
    ['guia.pdf', 'guia.pdf'],
    ['C:\\fakepath\\guía.pdf', 'guía.pdf'],
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['  nombre con espacios.pdf ', 'nombre con espacios.pdf'],
    ['', ''],
    [undefined, ''],
  ])('%j -> %j', (raw, clean) => {
    expect(cleanFileName(raw)).toBe(clean);
  });

  it('shortens long names and keeps the extension', () => {
    const clean = cleanFileName(`${'a'.repeat(300)}.docx`);
    expect(clean).toHaveLength(200);
    expect(clean.endsWith('.docx')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(contentDisposition('Resolución N°5 (2024).pdf')).toBe(
      `attachment; filename="Resolucion N_5 (2024).pdf"; filename*=UTF-8''Resoluci%C3%B3n%20N%C2%B05%20%282024%29.pdf`,
    );
    expect(contentDisposition('foto.png', true)).toBe(`inline; filename="foto.png"; filename*=UTF-8''foto.png`);
  });

  it('never lets a name break out of the header', () => {
    const header = contentDisposition('a"; filename="x.exe\\.pdf');
    expect(header).toBe(`attachment; filename="a_; filename=_x.exe_.pdf"; filename*=UTF-8''a%22%3B%20filename%3D%22x.exe%5C.pdf`);
    expect(z.string().regex(/^[\x20-\x7e]+$/).safeParse(header).success).toBe(true);
  });
});
