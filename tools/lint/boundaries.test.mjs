// The import boundaries of eslint.config.mjs, tried on small sources as if they were files of each area.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

/** The no-restricted-imports messages ESLint gives `code` as the file `file`. */
async function refusals(file, code) {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries between the areas', () => {
  it('keeps a remote out of the other remotes, the shell and the API', async () => {
    for (const source of [
      "import { x } from '../../mfe-admin/src/news/news-form';",
      "import { x } from '@portal/mfe-public';",
      "import { x } from '../../../shell/src/routes/route-table';",
      "import x from 'mfe_public/pages';",
      "import { x } from '../../api/src/messages';",
    ]) {
      const messages = await refusals('mfe-client/src/home/boundary-probe.tsx', source);
      assert.equal(messages.length, 1, source);
      assert.match(messages[0], /Un remoto no importa otro remoto/);
    }
  });

  it('lets a remote use its own files and the shared packages', async () => {
    assert.deepEqual(await refusals('mfe-client/src/home/boundary-probe.tsx', "import { x } from '../enrolment/enrolment-form-page';"), []);
    assert.deepEqual(await refusals('mfe-client/src/home/boundary-probe.tsx', "import { x } from '@portal/shared-ui';"), []);
  });

  it('lets the shell load remotes through federation only', async () => {
    assert.deepEqual(await refusals('shell/src/boundary-probe.ts', "import x from 'mfe_public/pages';"), []);
    const messages = await refusals('shell/src/boundary-probe.ts', "import { x } from '../../mfe-public/src/pages';");
    assert.match(messages[0] ?? '', /por federación/);
  });

  it('keeps the shared packages free of any app', async () => {
    const messages = await refusals('shared-ui/src/boundary-probe.ts', "import { x } from '../../mfe-client/src/home/home';");
    assert.match(messages[0] ?? '', /no conoce ninguna aplicación/);
  });

  it('keeps the response schemas out of the browser', async () => {
    for (const file of ['mfe-client/src/home/boundary-probe.tsx', 'shell/src/boundary-probe.ts', 'shared-ui/src/boundary-probe.ts', 'shared-api/src/client/boundary-probe.ts']) {
      const messages = await refusals(file, "import { x } from '@portal/shared-api/responses';");
      assert.equal(messages.length, 1, file);
      assert.match(messages[0], /esquemas de las respuestas son del servidor/);
    }
    assert.deepEqual(await refusals('api/src/modules/boundary-probe.ts', "import { x } from '@portal/shared-api/responses';"), []);
  });

  it("points the API's layers one way: lib knows no module, a plugin no route module", async () => {
    assert.match((await refusals('api/src/lib/boundary-probe.ts', "import { x } from '../modules/users/repository';"))[0] ?? '', /capa de abajo/);
    assert.match((await refusals('api/src/plugins/boundary-probe.ts', "import { x } from '../modules/users/repository';"))[0] ?? '', /plugin no conoce/);
    assert.deepEqual(await refusals('api/src/modules/boundary-probe.ts', "import { x } from '../lib/problem';"), []);
  });

  it('leaves the letters to notifications/: a module records a notice, it never queues an e-mail', async () => {
    const messages = await refusals('api/src/modules/renewals/boundary-probe.ts', "import { enqueueMail } from '../../mail/outbox';");
    assert.match(messages[0] ?? '', /Un cambio no escribe cartas/);
    assert.deepEqual(await refusals('api/src/notifications/boundary-probe.ts', "import { enqueueMail } from '../mail/outbox';"), []);
  });

  it('keeps domain/ out of mail/ and mail/ out of the modules', async () => {
    assert.match((await refusals('api/src/domain/boundary-probe.ts', "import { enqueueMail } from '../mail/outbox';"))[0] ?? '', /domain\/ es lo que los módulos comparten/);
    assert.match((await refusals('api/src/mail/boundary-probe.ts', "import { x } from '../modules/watchlist/repository';"))[0] ?? '', /mail\/ es la bandeja de salida/);
  });
});

/** The api-layers messages ESLint gives `code` as the file `file` (api/src/…, which need not exist). */
async function layerRefusals(file, code) {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'portal/api-layers').map((m) => m.message);
}

describe("the API's layers and modules (portal/api-layers)", () => {
  it('refuses an import into a higher layer: domain into mail, mail into a module, a module into notifications', async () => {
    for (const [file, code] of [
      ['api/src/domain/layer-probe.ts', "import { x } from '../mail/outbox';"],
      ['api/src/mail/layer-probe.ts', "import { x } from '../modules/watchlist';"],
      ['api/src/events/layer-probe.ts', "import { x } from '../domain/holder';"],
      ['api/src/modules/renewals/layer-probe.ts', "import { x } from '../../notifications/worker';"],
      ['api/src/lib/layer-probe.ts', "import { x } from '../events/notices';"],
    ]) {
      const messages = await layerRefusals(file, code);
      assert.equal(messages.length, 1, `${file}: ${code}`);
      assert.match(messages[0], /las capas del API apuntan hacia abajo/);
    }
  });

  it("refuses one module's internals from another, and an index no list allows", async () => {
    const internals = await layerRefusals('api/src/modules/watchlist/layer-probe.ts', "import { x } from '../certificates/lifecycle';");
    assert.match(internals[0] ?? '', /Un módulo se usa por su índice \(modules\/certificates\/index\.ts\)/);
    const deep = await layerRefusals('api/src/modules/properties/portfolio/layer-probe.ts', "import { x } from '../../users/regents/repository';");
    assert.match(deep[0] ?? '', /por su índice \(modules\/users\/index\.ts\)/);
    const unlisted = await layerRefusals('api/src/modules/news/layer-probe.ts', "import { x } from '../certificates';");
    assert.match(unlisted[0] ?? '', /El módulo news no usa el módulo certificates/);
  });

  it("lets a module use its own files, a listed index, and the layers below; the app and the seeds compose any module's index", async () => {
    for (const [file, code] of [
      ['api/src/modules/watchlist/layer-probe.ts', "import { x } from '../certificates';"],
      ['api/src/modules/watchlist/layer-probe.ts', "import { x } from './repository';"],
      ['api/src/modules/properties/portfolio/layer-probe.ts', "import { x } from '../boundaries/repository';"],
      ['api/src/modules/renewals/layer-probe.ts', "import { x } from '../../events/notices';"],
      ['api/src/notifications/layer-probe.ts', "import { x } from '../modules/home';"],
      ['api/src/seed/layer-probe.ts', "import { x } from '../modules/users';"],
      ['api/src/modules/layer-probe.ts', "import { x } from './news/routes';"],
    ]) {
      assert.deepEqual(await layerRefusals(file, code), [], `${file}: ${code}`);
    }
  });
});

/** The messages of the typed-links rule that ESLint gives `code` as the file `file`. */
async function linkRefusals(file, code) {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('typed links', () => {
  it('refuses a route path written as a string or a template in a remote or shared-ui', async () => {
    for (const [file, code] of [
      ['mfe-admin/src/home/link-probe.tsx', "export const to = '/Inscripcion/AdminIndex';"],
      ['mfe-admin/src/home/link-probe.tsx', 'export const to = (id: number) => `/Inscripcion/AdminDisplay/${id}`;'],
      ['mfe-public/src/home/link-probe.tsx', "export const link = <a href=\"/Portafolio\">x</a>;"],
      ['shared-ui/src/list/link-probe.tsx', "export const to = '/Login';"],
    ]) {
      const messages = await linkRefusals(file, code);
      assert.equal(messages.length, 1, code);
      assert.match(messages[0], /se construye con paths/);
    }
  });

  it('lets them build links with paths, call the API and name their files', async () => {
    for (const code of [
      "import { paths } from '@portal/shared-api';\nexport const to = paths.inscripcionAdminDisplay(7);",
      "export const url = '/api/inscriptions';",
      "export const file = '/remotes/admin/remoteEntry.js';",
      "export const relative = './form.css';",
    ]) {
      assert.deepEqual(await linkRefusals('mfe-admin/src/home/link-probe.tsx', code), [], code);
    }
  });
});
