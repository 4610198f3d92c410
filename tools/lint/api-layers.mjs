// The API's layers, as an ESLint rule (`portal/api-layers`): every import in api/src points down, and a module reaches
// another only through that module's public index, where the list below says why.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../api/src');

/**
 * The layers from the bottom: a file imports its own layer or one below. What is not named here (seed/, backup/, the
 * app, the server and their start-up) is the top, which may import anything below it.
 */
export const LAYERS = [
  { rank: 0, folders: ['lib', 'db'], files: ['paths', 'messages', 'config', 'jwt-secret', 'pid-lock'], what: 'lib/ y db/ (la capa de abajo)' },
  { rank: 1, folders: ['events'], what: 'events/ (los cambios que alguien debe saber)' },
  { rank: 2, folders: ['domain'], what: 'domain/ (lo que los módulos comparten)' },
  { rank: 3, folders: ['mail'], what: 'mail/ (la bandeja de salida, el transporte y las preferencias)' },
  { rank: 4, folders: ['plugins'], what: 'plugins/ (lo que la app da a sus rutas)' },
  { rank: 5, folders: ['modules'], what: 'modules/ (un módulo por ruta base del API)' },
  { rank: 6, folders: ['notifications'], what: 'notifications/ (las cartas de los cambios)' },
];
const TOP = { rank: 7, what: 'la aplicación, el servidor, las semillas y los respaldos' };

/**
 * The imports of one module's public index by another (or by notifications/), each with its reason. Anything else
 * that crosses from one module to another is an error, as is reaching past a module's index.
 */
export const MODULE_IMPORTS = {
  accounts: { users: 'the accounts list names people and their roles as the users module writes them' },
  inscriptions: { categories: 'an enrolment is priced by its category', certificates: 'accepting an enrolment issues its properties’ certificates' },
  projects: { appointments: 'a regent’s project lists the reports of its visits', certificates: 'the project data says whether the certificate is in force' },
  properties: {
    appointments: 'a public profile lists the property’s approved visits',
    certificates: 'every list, profile, map and file of properties states the certificate’s status by its rule',
    users: 'a client assigns a property to one of their regents',
  },
  renewals: { certificates: 'accepting a renewal extends the certificate' },
  origin: {
    certificates: 'an origin certificate is drawn from the certificate’s period while it is in force, and shows its status now',
    properties: 'the public page of an origin certificate shows the plot as the property’s profile does',
  },
  shipments: {
    certificates: 'a shipment draws only from properties whose certificate is in force on its date, and shows each one’s status now',
    origin: 'a shipment is made of origin certificates and states their species; its file holds their PDFs',
    properties: 'a shipment’s file holds each property’s certificate as its PDF',
  },
  watchlist: { certificates: 'a watch list names certificates and shows their status by its rule' },
  home: { certificates: 'the homes count certified properties by its rule' },
  notifications: {
    home: 'the administrators’ daily summary counts what the home counts',
    certificates: 'renewal reminders go to the certificates still renewable',
    origin: 'a certificate’s letters name the origin certificates drawn from it',
  },
};

/** Where a file of api/src stands: its layer, and its module when it is in one (`index` when it is that module's index). */
export function placeOf(file) {
  const relative = path.relative(API_SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const parts = relative.split(path.sep);
  const base = parts[0].replace(/\.tsx?$/, '');
  const layer = LAYERS.find((l) => (parts.length > 1 ? l.folders.includes(parts[0]) : l.files?.includes(base))) ?? TOP;
  const module = parts[0] === 'modules' && parts.length > 2 ? parts[1] : parts[0] === 'notifications' ? 'notifications' : undefined;
  const index = module !== undefined && parts[0] === 'modules' && parts.length === 3 && /^index\.tsx?$/.test(parts[2]);
  // modules/index.ts registers every module's routes: the API's one list of them
  const registry = parts[0] === 'modules' && parts.length === 2;
  return { layer, module, index, registry };
}

/** The file an import names, for a relative specifier (`../certificates` is that folder's index); undefined for a package. */
function targetOf(specifier, importer) {
  if (!specifier.startsWith('.')) return undefined;
  const resolved = path.resolve(path.dirname(importer), specifier);
  for (const candidate of [`${resolved}.ts`, `${resolved}.tsx`, path.join(resolved, 'index.ts'), resolved]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  // not there (yet): as written
  return `${resolved}.ts`;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'The API’s layers point down, and modules meet only through listed public indexes' },
    messages: {
      upward: '{{from}} no importa {{to}}: las capas del API apuntan hacia abajo (lib, db → events → domain → mail → plugins → modules → notifications) / layers point down.',
      internals: 'Un módulo se usa por su índice (modules/{{module}}/index.ts), no por {{file}} / reach another module through its public index.',
      unlisted: '{{from}} no usa el módulo {{module}}: si lo necesita, anótelo con su motivo en MODULE_IMPORTS (tools/lint/api-layers.mjs) / list the import with its reason.',
    },
    schema: [],
  },
  create(context) {
    const importer = context.filename ?? context.getFilename();
    const from = placeOf(importer);
    if (!from || /\.test\.tsx?$/.test(importer)) return {};
    const check = (node, specifier) => {
      const file = targetOf(specifier, importer);
      const to = file && placeOf(file);
      if (!to) return;
      if (to.layer.rank > from.layer.rank) {
        context.report({ node, messageId: 'upward', data: { from: from.layer.what, to: to.layer.what } });
        return;
      }
      if (!to.module || to.module === from.module || to.module === 'notifications' || from.registry) return;
      if (!to.index) {
        context.report({ node, messageId: 'internals', data: { module: to.module, file: path.relative(API_SRC, file) } });
        return;
      }
      // the top (app, server, seeds) composes the modules: it may use any module's index
      if (from.layer === TOP) return;
      if (!MODULE_IMPORTS[from.module ?? '']?.[to.module]) {
        context.report({ node, messageId: 'unlisted', data: { from: from.module ? `El módulo ${from.module}` : from.layer.what, module: to.module } });
      }
    };
    const source = (node) => node.source && typeof node.source.value === 'string' && check(node, node.source.value);
    return {
      ImportDeclaration: source,
      ExportNamedDeclaration: source,
      ExportAllDeclaration: source,
      ImportExpression: (node) => node.source.type === 'Literal' && typeof node.source.value === 'string' && check(node, node.source.value),
    };
  },
};

export const apiLayersPlugin = { rules: { 'api-layers': rule } };
