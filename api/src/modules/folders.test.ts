import fs from 'node:fs';
import path from 'node:path';
import { build } from '../../test/build';

/** Base paths whose module folder has another name: the three place lookups and the maps' background share one module. */
const FOLDER_OF: Record<string, string> = { provinces: 'places', cantons: 'places', districts: 'places', basemap: 'places', ready: 'health' };

/** Every source of a module folder (tests aside), as one text to search. */
function sourcesOf(folder: string): string {
  const dir = path.join(__dirname, folder);
  if (!fs.existsSync(dir)) return '';
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

describe('one name per area: every call is written, literally, in the module folder of its base path', () => {
  const t = build();

  it('finds each operation of the OpenAPI document in api/src/modules/<base>/', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, unknown> }>();
    const misplaced: string[] = [];
    for (const documented of Object.keys(document.paths)) {
      const [, base = '', ...rest] = documented.replace(/^\/api\//, '/').split('/');
      const folder = FOLDER_OF[base.toLowerCase()] ?? base;
      // the route as the module writes it: /accept/:id for /api/inscriptions/accept/{id}; a search (…/Filtered)
      // is the generic variant of its list (spec §7), written where the list is
      const route = `/${rest.join('/')}`.replace(/\{(\w+)\}/g, ':$1').replace(/\/?Filtered$/, '') || '/';
      const sources = sourcesOf(folder);
      const literal = (text: string) => sources.includes(`'${text}'`);
      const written =
        literal(route) ||
        // a module registered without a prefix writes its base path too (the place lookups)
        literal(`/${base}${route === '/' ? '' : route}`) ||
        // a list at the base path itself, through the paged-list helper
        (route === '/' && (literal('/') || sources.includes('pagedListRoutes(')));
      if (!written) misplaced.push(`${documented} → api/src/modules/${folder}/ (${route})`);
    }
    expect(misplaced).toEqual([]);
    expect(Object.keys(document.paths).length).toBeGreaterThan(80);
  });
});
