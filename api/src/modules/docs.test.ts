import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from '../../test/build';
import { REPO_ROOT } from '../config';
import { certifiedProperties, person } from '../../test/operations';

describe('OpenAPI document of the certification operations', () => {
  const t = build();

  it('documents every route with its bearer requirement', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json<{ paths: Record<string, Record<string, { security?: unknown }>> }>().paths;
    const routes: Array<[string, string]> = [
      ['/api/users/GetRegents', 'get'],
      ['/api/users/MyRegents', 'get'],
      ['/api/users/AddRegentToCustomer', 'post'],
      ['/api/users/inviteuser', 'post'],
      ['/api/users/AddRegentRoleToCustomer', 'post'],
      ['/api/properties/myenabledproperties', 'get'],
      ['/api/properties/regentproperties', 'get'],
      ['/api/properties/myproperties', 'get'],
      ['/api/properties/myacceptedproperties', 'get'],
      ['/api/properties/certifiedproperties', 'get'],
      ['/api/properties/groupedcertifications', 'get'],
      ['/api/properties/item/{id}', 'get'],
      ['/api/properties/assignedProperties', 'get'],
      ['/api/properties/assignproperties', 'post'],
      ['/api/appointments', 'post'],
      ['/api/appointments', 'put'],
      ['/api/appointments/appointments', 'get'],
      ['/api/appointments/adminappointments', 'get'],
      ['/api/appointments/expiredappointments', 'get'],
      ['/api/appointments/appointmentsbyproperty/{id}', 'get'],
      ['/api/appointments/{id}', 'get'],
      ['/api/appointments/{id}/files/{fileId}', 'get'],
      ['/api/extravisitations', 'get'],
      ['/api/extravisitations', 'post'],
      ['/api/extravisitations/accept/{id}', 'put'],
      ['/api/extravisitations/reject/{id}', 'put'],
      ['/api/extravisitations/{id}/files/{fileId}', 'get'],
      ['/api/projects', 'get'],
      ['/api/projects/CertData', 'get'],
      ['/api/projects/VisitsDone', 'get'],
      ['/api/projects/Information', 'get'],
      ['/api/projects/Reports', 'get'],
    ];
    for (const [path, method] of routes) {
      expect({ path, method, security: paths[path]?.[method]?.security }).toEqual({ path, method, security: [{ bearerAuth: [] }] });
    }
  });
});

describe('the API description as a contract', () => {
  const t = build();
  const documentOf = async (headers: Record<string, string> = {}) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers });
    expect(response.statusCode).toBe(200);
    return response.json<OpenApiDocument>();
  };

  it('names every operation once, declares its security, and the server it was read from', async () => {
    const document = await documentOf({ host: 'madera.example.cr' });
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, ...operation })),
    );
    expect(operations.length).toBeGreaterThan(100);
    for (const { path, method, operationId, security } of operations) {
      expect({ path, method, named: typeof operationId === 'string', secured: Array.isArray(security) }).toEqual({ path, method, named: true, secured: true });
    }
    const ids = operations.map((o) => o.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    // the spec's call names stay in them
    const byRoute = new Map(operations.map((o) => [`${o.method} ${o.path}`, o]));
    expect(byRoute.get('post /api/users/AddUser')?.operationId).toBe('postUsersAddUser');
    expect(byRoute.get('get /api/properties/Profile/{id}/status')?.operationId).toBe('getPropertiesProfileByIdStatus');
    // open, optional token, token
    expect(byRoute.get('get /api/properties/Profile/{id}/status')?.security).toEqual([]);
    expect(byRoute.get('get /api/properties/{id}/geojson')?.security).toEqual([{}, { bearerAuth: [] }]);
    expect(byRoute.get('get /api/properties/myproperties')?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.servers).toEqual([{ url: 'http://madera.example.cr', description: 'Este portal' }]);
    expect(document.info.license?.name).toBeTruthy();
    expect(document.info.contact?.name).toBeTruthy();
  });

  it('passes Redocly\'s recommended rules with no error', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'openapi-'));
    try {
      const file = path.join(folder, 'openapi.json');
      writeFileSync(file, JSON.stringify(await documentOf()));
      const lint = spawnSync(path.join(REPO_ROOT, 'node_modules/.bin/redocly'), ['lint', file, '--config', path.join(REPO_ROOT, 'redocly.yaml'), '--format=json'], {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      });
      const report = JSON.parse(lint.stdout.slice(lint.stdout.indexOf('{'))) as { totals: { errors: number; warnings: number }; problems: Array<{ ruleId: string; severity: string; message: string }> };
      const errors = report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`);
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

const execFileAsync = promisify(execFile);

describe('a client generated from the API description', () => {
  const t = build();

  it('compiles and calls the public certificate status (openapi-typescript, tsc)', async () => {
    const owner = await person(t, 'Cliente', 'Dueña');
    const [farm] = await certifiedProperties(t, owner.id, 1);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const folder = mkdtempSync(path.join(tmpdir(), 'openapi-client-'));
    const run = (command: string, args: string[]) => {
      const result = spawnSync(command, args, { cwd: folder, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '' } });
      expect({ command: path.basename(command), status: result.status, output: result.status === 0 ? '' : `${result.stdout}${result.stderr}` }).toEqual({
        command: path.basename(command),
        status: 0,
        output: '',
      });
      return result.stdout;
    };
    try {
      writeFileSync(path.join(folder, 'openapi.json'), await (await fetch(`${base}/api/docs/json`)).text());
      run(path.join(REPO_ROOT, 'node_modules/.bin/openapi-typescript'), ['openapi.json', '-o', 'api.d.ts']);
      // a buyer's system: the status path and its answer typed by the generated description alone
      writeFileSync(
        path.join(folder, 'client.ts'),
        [
          "import type { paths, operations } from './api';",
          "type StatusPath = '/api/properties/Profile/{id}/status';",
          "type Status = operations['getPropertiesProfileByIdStatus']['responses'][200]['content']['application/json'];",
          "const path: StatusPath = '/api/properties/Profile/{id}/status';",
          'export async function certificateStatus(base: string, id: number): Promise<Status> {',
          "  const params: paths[StatusPath]['get']['parameters']['path'] = { id: String(id) };",
          "  const response = await fetch(base + path.replace('{id}', params.id));",
          '  return (await response.json()) as Status;',
          '}',
          'const [base, id] = process.argv.slice(2);',
          'certificateStatus(base!, Number(id)).then((status) => {',
          '  const line: string = `${status.kind} ${status.id} ${status.status} ${status.validUntil ?? "-"}`;',
          '  console.log(line);',
          '});',
        ].join('\n'),
      );
      run(path.join(REPO_ROOT, 'node_modules/.bin/tsc'), ['--strict', '--noUncheckedIndexedAccess', '--target', 'es2022', '--module', 'commonjs', '--types', 'node', '--typeRoots', path.join(REPO_ROOT, 'node_modules/@types'), '--skipLibCheck', 'client.ts']);
      // asynchronously: the server answering it runs in this very process
      const { stdout: printed } = await execFileAsync(process.execPath, ['client.js', base, String(farm)], { cwd: folder, env: { ...process.env, NODE_OPTIONS: '' } });
      expect(printed.trim()).toMatch(new RegExp(`^propiedad ${farm} Activa \\d{4}-\\d{2}-\\d{2}T`));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

interface OpenApiDocument {
  info: { license?: { name: string }; contact?: { name: string } };
  servers?: Array<{ url: string; description?: string }>;
  paths: Record<string, Record<string, { operationId?: string; security?: unknown }>>;
}
