import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { apiLayersPlugin } from './tools/lint/api-layers.mjs';

/** One `no-restricted-imports` rule per area: what its files (tests included) may not import. */
function boundaries(areas) {
  return areas.map(({ files, ignores = [], forbid, message, browser = false }) => ({
    files: files.map((glob) => `${glob}/*.{ts,tsx}`),
    ignores,
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: forbid, message }, ...(browser ? [SERVER_ONLY] : [])] }] },
  }));
}

/** What runs in the browser never builds the API's response schemas: it takes their types from shared-api. */
const SERVER_ONLY = {
  group: ['@portal/shared-api/responses', '**/shared-api/src/responses/**'],
  message:
    'Los esquemas de las respuestas son del servidor: el navegador usa sus tipos desde @portal/shared-api / response schemas are for the API; the browser imports their types.',
};

/** A string that starts like a path of this site (not the API's, nor a file's): a route's path written by hand. */
const ROUTE_START = '/^\\/(?!api\\/|remotes\\/|releases\\/)[A-Za-z]/';
const ROUTE_LITERAL = `Literal[value=${ROUTE_START}]`;
const ROUTE_TEMPLATE = `TemplateLiteral > TemplateElement:first-child[value.raw=${ROUTE_START}]`;
const ROUTE_MESSAGE = 'Un enlace del portal se construye con paths de @portal/shared-api, nunca con una cadena / build a route link with `paths`, never a string.';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.reports/**', 'test-results/**', 'api/drizzle/**', 'e2e/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  // boundaries: each role area is released alone, so it reaches the others only through federation and
  // the shared packages; shared packages know no app; the API's layers point one way
  ...boundaries([
    {
      files: ['mfe-*/src/**'],
      browser: true,
      forbid: ['**/mfe-*/**', '@portal/mfe-*', '**/shell/**', '@portal/shell', 'mfe_*', '**/api/src/**', '@portal/api'],
      message: 'Un remoto no importa otro remoto, el shell ni la API: comparta por shared-* / a remote never imports another remote, the shell or the API.',
    },
    {
      files: ['shell/src/**'],
      browser: true,
      forbid: ['**/mfe-*/**', '@portal/mfe-*', '**/api/src/**', '@portal/api'],
      message: 'El shell carga los remotos por federación (mfe_<área>/…), nunca su código / the shell loads remotes through federation, never their source.',
    },
    {
      files: ['shared-*/src/**'],
      browser: true,
      forbid: ['**/mfe-*/**', '@portal/mfe-*', '**/shell/**', '@portal/shell', 'mfe_*', '**/api/src/**', '@portal/api'],
      message: 'Un paquete compartido no conoce ninguna aplicación / a shared package knows no app.',
    },
    {
      files: ['api/src/lib/**'],
      // a library's test may drive it through the whole app
      ignores: ['**/*.test.ts'],
      forbid: ['**/modules/**', '**/plugins/**', '**/src/seed/**'],
      message: 'lib/ es la capa de abajo: no importa módulos, plugins ni semillas / lib/ is the bottom layer.',
    },
    {
      files: ['api/src/domain/**'],
      ignores: ['**/*.test.ts'],
      forbid: ['**/modules/**', '**/plugins/**', '**/src/seed/**', '**/mail/**', '**/notifications/**'],
      message: 'domain/ es lo que los módulos comparten: no importa módulos, plugins, correo ni semillas / domain/ is what modules share.',
    },
    {
      files: ['api/src/mail/**'],
      ignores: ['**/*.test.ts'],
      forbid: ['**/modules/**', '**/plugins/**', '**/src/seed/**', '**/domain/**', '**/notifications/**'],
      message: 'mail/ es la bandeja de salida, el transporte y las preferencias: no importa módulos ni sabe de cartas / mail/ knows no module.',
    },
    {
      files: ['api/src/modules/**', 'api/src/events/**', 'api/src/seed/**'],
      ignores: ['**/*.test.ts'],
      forbid: ['**/mail/outbox'],
      message:
        'Un cambio no escribe cartas: registra el aviso con recordNotices (events/) en su transacción, y las escribe notifications/ / a change records a notice; notifications/ writes the letters.',
    },
    {
      files: ['api/src/plugins/**'],
      ignores: ['**/*.test.ts'],
      forbid: ['**/modules/**', '**/src/seed/**'],
      message: 'Un plugin no conoce los módulos de rutas / a plugin knows no route module.',
    },
  ]),
  // one router for the whole portal: the browser's code takes it from @portal/shared-auth/router, the singleton the
  // apps share (mf-shared.cjs); react-router-dom imported anywhere else would bundle a second copy, whose links
  // would not see the shell's router. Tests and the server's renderers run one copy and may import it directly.
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared-*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/server.tsx', 'shared-auth/src/router.ts', 'shell/src/test/**', 'shared-ui/src/testing.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
              message: 'El enrutador se importa de @portal/shared-auth/router, el único que comparten las aplicaciones / import the router from @portal/shared-auth/router.',
            },
          ],
        },
      ],
    },
  },
  // the API's layers point down, and a module reaches another only through its listed public index
  // (tools/lint/api-layers.mjs, tried in tools/lint/boundaries.test.mjs)
  {
    files: ['api/src/**/*.ts'],
    plugins: { portal: apiLayersPlugin },
    rules: { 'portal/api-layers': 'error' },
  },
  // links are typed: a remote and a shared package build every route's path with `paths` (shared-api's
  // paths.ts, which the shell's route table uses too), never with a string of their own
  {
    files: ['mfe-*/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: ROUTE_LITERAL, message: ROUTE_MESSAGE },
        { selector: ROUTE_TEMPLATE, message: ROUTE_MESSAGE },
      ],
    },
  },
  {
    files: ['**/*.{cjs,js}'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
);
