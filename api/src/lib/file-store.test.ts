import { VISIT_MSG, type VisitRequest } from '@portal/shared-api';
import { build } from '../../test/build';
import { bearer } from '../../test/fixtures';
import { multipart, SAMPLE } from '../../test/multipart';
import { startTestS3, type TestS3 } from '../../test/s3';
import { ConfigError, loadConfig } from '../config';
import { call, purchaseCast, purchaseImages as images, send } from '../../test/operations';

describe('file storage settings from the environment', () => {
  const base = { DATA_DIR: '/srv/portal' };

  it('keeps files under DATA_DIR/uploads without S3_BUCKET', () => {
    expect(loadConfig(base).storage).toEqual({ kind: 'local', dir: '/srv/portal/uploads' });
  });

  it('uses the bucket, with a normalised prefix and path-style addressing for an S3-compatible endpoint', () => {
    const storage = loadConfig({
      ...base,
      S3_BUCKET: 'portal-archivos',
      S3_PREFIX: '/produccion',
      S3_ENDPOINT: 'https://objetos.interno:9000',
      S3_ACCESS_KEY_ID: 'clave',
      S3_SECRET_ACCESS_KEY: 'secreto',
    }).storage;
    expect(storage).toEqual({
      kind: 's3',
      bucket: 'portal-archivos',
      prefix: 'produccion/',
      endpoint: 'https://objetos.interno:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'clave', secretAccessKey: 'secreto' },
      forcePathStyle: true,
    });
  });

  it("uses AWS's own host names and credentials chain when only the bucket and region are given", () => {
    expect(loadConfig({ ...base, S3_BUCKET: 'portal-archivos', S3_REGION: 'us-east-2' }).storage).toEqual({
      kind: 's3',
      bucket: 'portal-archivos',
      prefix: '',
      endpoint: undefined,
      region: 'us-east-2',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it.each([
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'portal', S3_ACCESS_KEY_ID: 'clave' }, 'S3_SECRET_ACCESS_KEY'],
    [{ S3_BUCKET: 'portal', S3_ENDPOINT: 'ftp://objetos' }, 'S3_ENDPOINT'],
    [{ S3_BUCKET: 'pb' }, 'S3_BUCKET'],
  ])('refuses %j, naming %s', (env, variable) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(variable);
  });
});

describe('the API with its files in S3-compatible object storage (s3rver)', () => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startTestS3();
  });
  afterAll(() => s3.close());

  const t = build({ env: () => s3.env });
  const cast = purchaseCast(t);

  it('stores uploads in the bucket under the prefix, never in a local folder', () => {
    expect(t.files.location).toBe('s3://portal-uploads/archivos/');
    expect(() => t.uploadsDir).toThrow('s3://portal-uploads/archivos/');
  });

  it('uploads the files of a request and streams a private one only to those allowed to see the record', async () => {
    const before = await s3.keys();
    const files = images();
    const created = await send(t, cast.owner, 'POST', '/api/extravisitations', { propertyId: String(cast.farmId), visitationAmount: '2' }, files);
    expect(created.statusCode).toBe(200);
    const visit = created.json<VisitRequest>();

    const added = (await s3.keys()).filter((key) => !before.includes(key));
    expect(added).toHaveLength(2);
    expect(added.every((key) => /^archivos\/[0-9a-f-]{36}$/.test(key))).toBe(true);

    const url = visit.certificationCIARGO!.url;
    const mine = await call(t, cast.owner, 'GET', url);
    expect(mine.statusCode).toBe(200);
    expect(mine.rawPayload).toEqual(files.certificationCIARGO!.content);
    expect(mine.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(files.certificationCIARGO!.content.length),
      'cache-control': 'private, no-store',
    });
    expect((await call(t, cast.admin, 'GET', visit.paymentVoucher!.url)).rawPayload).toEqual(files.paymentVoucher!.content);

    expect((await call(t, cast.stranger, 'GET', url)).statusCode).toBe(404);
    expect((await call(t, cast.regent, 'GET', url)).statusCode).toBe(403);
    expect((await call(t, undefined, 'GET', url)).statusCode).toBe(401);
  });

  it('removes the uploaded objects when the request fails after they were written', async () => {
    const before = await s3.keys();
    // both images pass their checks and reach the bucket; the property is not the caller's, so the record is refused
    const refused = await send(t, cast.stranger, 'POST', '/api/extravisitations', { propertyId: String(cast.farmId), visitationAmount: '2' }, images());
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual([VISIT_MSG.propertyNotYours]);

    const invalid = await send(t, cast.owner, 'POST', '/api/extravisitations', { propertyId: String(cast.farmId), visitationAmount: 'dos' }, images());
    expect(invalid.statusCode).toBe(400);

    expect(await s3.keys()).toEqual(before);
  });

  it('deletes the object with its record', async () => {
    const body = multipart({ fileName: 'Reglamento', description: 'Reglamento de certificación' }, { file: { name: 'reglamento.pdf', content: SAMPLE.pdf() } });
    const before = await s3.keys();
    const created = await t.app.inject({ method: 'POST', url: '/api/files', payload: body.payload, headers: { ...body.headers, ...bearer(cast.admin.token) } });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const [key] = (await s3.keys()).filter((k) => !before.includes(k));
    expect(key).toBeDefined();

    expect((await t.app.inject({ method: 'GET', url: `/api/files/${id}/download` })).rawPayload).toEqual(SAMPLE.pdf());
    expect((await call(t, cast.admin, 'DELETE', `/api/files/${id}`)).statusCode).toBe(204);

    expect(await s3.keys()).toEqual(before);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${id}/download` })).statusCode).toBe(404);
  });
});
