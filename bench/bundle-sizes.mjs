// JS a visitor of each role downloads (gzip), measured in a real Chromium against the running portal.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { firstOriginNumber } from './lighthouse.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Maps a served URL path to the built file behind it. */
function builtFile(pathname) {
  const remote = pathname.match(/^\/remotes\/(\w+)\/(.+)$/);
  return remote ? path.join(ROOT, `mfe-${remote[1]}`, 'dist', remote[2]) : path.join(ROOT, 'shell', 'dist', pathname);
}

async function measure(browser, baseURL, journey) {
  // a visitor in Costa Rica (the profiles are written in English for a browser that asks for it)
  const context = await browser.newContext({ locale: 'es-CR' });
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await journey(page, baseURL);
  await context.close();
  let raw = 0;
  let gzip = 0;
  let map = 0;
  let editor = 0;
  const remotes = new Set();
  for (const script of scripts) {
    const content = readFileSync(builtFile(script));
    raw += content.length;
    const packed = gzipSync(content, { level: 9 }).length;
    gzip += packed;
    // the map chunk: Leaflet (its container class) and the code beside it (the chunk named "map")
    if (content.includes('leaflet-container') || /\/map\.[\da-f]+\.js$/.test(script)) map += packed;
    // CKEditor's chunk (its editable's class), which the news form loads after it is on screen
    if (content.includes('ck-editor__editable')) editor += packed;
    const remote = script.match(/^\/remotes\/(\w+)\//);
    if (remote) remotes.add(remote[1]);
  }
  return { files: scripts.size, raw, gzip, map, editor, remotes: [...remotes].sort().join(', ') };
}

const loggedIn = (email, expectedText) => async (page, baseURL) => {
  await page.goto(`${baseURL}/Login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Demo1234!');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await page.getByRole('heading', { level: 1, name: new RegExp(expectedText) }).waitFor();
  await page.waitForLoadState('networkidle');
};

/** Every signed-in journey's JS, gzip (issue #45: a list of enrolments should cost a fraction of a web page's median). */
export const SIGNED_IN_BUDGET = 300 * 1024;

/** The demo account of each role, with its home's heading. */
const DEMO = {
  Administrador: { email: 'admin@demo.cr', home: 'Panel de administración' },
  Cliente: { email: 'cliente@demo.cr', home: 'Bienvenido' },
  Regente: { email: 'regente@demo.cr', home: 'Bienvenido' },
  Contador: { email: 'contador@demo.cr', home: '.' },
};
const ROLE_OF_REMOTE = { mfe_admin: 'Administrador', mfe_client: 'Cliente', mfe_regent: 'Regente', mfe_public: 'Cliente' };

/**
 * A signed-in journey to every list and form screen of the route table (the shell's built routes.json): each route
 * without a parameter that only a signed-in person opens, by the role whose remote shows it. A journey = open
 * /Login, sign in, open the screen; every script once.
 */
function signedInJourneys() {
  const { routes } = JSON.parse(readFileSync(path.join(ROOT, 'shell/dist/routes.json'), 'utf8'));
  return routes
    .filter((route) => !route.anyone && !route.path.includes(':') && ROLE_OF_REMOTE[route.remote])
    .map((route) => {
      const role = ROLE_OF_REMOTE[route.remote];
      return {
        name: `${role}: /Login → ${route.path}`,
        budget: SIGNED_IN_BUDGET,
        // the news form's rich-text editor comes after the form is on screen ("Cargando editor…"): outside the budget
        editorAfterForm: route.path === '/Noticias/Crear',
        run: async (page, baseURL) => {
          await loggedIn(DEMO[role].email, DEMO[role].home)(page, baseURL);
          await page.goto(`${baseURL}${route.path}`);
          await page.locator('main h1').first().waitFor();
          if (route.path === '/Noticias/Crear') await page.locator('.ck-editor__editable').waitFor();
          await page.waitForLoadState('networkidle');
        },
      };
    });
}

/** The API's answer to `GET /api/<url>` as a demo account (`token`). */
async function apiGet(baseURL, token, url) {
  const response = await fetch(`${baseURL}/api/${url}${url.includes('?') ? '&' : '?'}page=1&visibleRecords=50`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET /api/${url}: ${response.status}`);
  return response.json();
}

/** The first row's id (or `pick` of it) of a list the demo data fills. */
async function firstId(baseURL, token, url, pick = (row) => row.id) {
  const rows = await apiGet(baseURL, token, url);
  if (!Array.isArray(rows) || rows.length === 0) throw new Error(`GET /api/${url}: sin filas en los datos de demostración`);
  return String(pick(rows[0]));
}

/**
 * The screens of one record (a route with a parameter that only a signed-in person opens), each with a record of the
 * demo data read through the API as its role, as the e2e's screen checks find them (e2e/tests/screens.ts).
 */
async function recordJourneys(baseURL) {
  const token = async (role) => {
    const response = await fetch(`${baseURL}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: DEMO[role].email, password: 'Demo1234!' }) });
    if (!response.ok) throw new Error(`login ${role}: ${response.status}`);
    return (await response.json()).token;
  };
  const [admin, client, regent] = [await token('Administrador'), await token('Cliente'), await token('Regente')];
  const property = await firstId(baseURL, client, 'properties/myacceptedproperties');
  const project = await firstId(baseURL, regent, 'projects', (row) => row.propertyID);
  const records = {
    '/CitasAdmin/:id': await firstId(baseURL, admin, 'appointments/adminappointments'),
    '/Documentos/Editar/:id': await firstId(baseURL, admin, 'files'),
    '/Inscripcion/AdminDisplay/:id': await firstId(baseURL, admin, 'inscriptions/adminindex'),
    '/Propiedades/LimiteAdmin/:id': property,
    '/Inscripcion/ClientDisplay/:id': await firstId(baseURL, client, 'inscriptions/clientindex'),
    '/Propiedades/Renovar/:id': property,
    '/usuarios/Asignar/:email': DEMO.Regente.email,
    '/Propiedades/CitasPropiedad/:id': property,
    '/Propiedades/Limite/:id': property,
    '/Propiedades/Origen/:id': property,
    '/Despachos/:id': await firstId(baseURL, client, 'shipments'),
    '/CitasCliente/:id': await firstId(baseURL, client, `appointments/appointmentsbyproperty/${property}`),
    '/Propiedades/ComprarVisitas/:id': property,
    '/Propiedades/CrearCitaPropiedad/:id': property,
    '/Propiedades/CrearCitaRegente/:id': property,
    '/DashboardRegent/Informacion/:id': project,
    '/DashboardRegent/DatosCertificacion/:id': project,
    '/DashboardRegent/Informes/:id': project,
    '/DashboardRegent/InscripcionVisita/:id': project,
    '/DashboardRegent/Limite/:id': project,
    '/DashboardRegent/Origen/:id': project,
    '/Citas/:id': await firstId(baseURL, regent, 'appointments/appointments'),
  };
  const { routes } = JSON.parse(readFileSync(path.join(ROOT, 'shell/dist/routes.json'), 'utf8'));
  const wanted = routes.filter((route) => !route.anyone && route.path.includes(':') && ROLE_OF_REMOTE[route.remote]);
  const unknown = wanted.filter((route) => !(route.path in records)).map((route) => route.path);
  if (unknown.length) throw new Error(`Rutas de un registro sin registro de demostración en el banco: ${unknown.join(', ')}`);
  return wanted.map((route) => {
    const role = ROLE_OF_REMOTE[route.remote];
    const url = route.path.replace(/:\w+/, encodeURIComponent(records[route.path]));
    const journey = {
      name: `${role}: /Login → ${route.path.replace(/:(\w+)/, '{$1}')}`,
      budget: SIGNED_IN_BUDGET,
      run: async (page, baseURL) => {
        await loggedIn(DEMO[role].email, DEMO[role].home)(page, baseURL);
        await page.goto(`${baseURL}${url}`);
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        // a boundary's screen, or a visit's photos, show their map: there the map's chunk belongs
        journey.showsMap = (await page.locator('.leaflet-container').count()) > 0;
      },
    };
    return journey;
  });
}

export const JOURNEYS = [
  {
    name: 'anónimo: /',
    budget: 200 * 1024,
    run: async (page, baseURL) => {
      await page.goto(`${baseURL}/`);
      await page.getByRole('heading', { name: 'Certificación de Madera Legal' }).waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  ...Object.entries(DEMO).map(([role, { email, home }]) => ({ name: `${role}: /Login → inicio`, budget: SIGNED_IN_BUDGET, run: loggedIn(email, home) })),
  {
    // what a phone opens from a certificate's QR code, cold
    name: 'anónimo: /PerfilPropiedad/{id} (QR)',
    budget: 250 * 1024,
    run: async (page, baseURL) => {
      const [first] = await (await fetch(`${baseURL}/api/properties/portfolio?page=1&visibleRecords=1`)).json();
      await page.goto(`${baseURL}/PerfilPropiedad/${first.id}`);
      await page.getByText('Estado de la certificación').waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    // the same QR opened by a buyer abroad: the profile in English (its texts are in the same files)
    name: 'anónimo: /PerfilPropiedad/{id}?lang=en (QR, en inglés)',
    budget: 250 * 1024,
    run: async (page, baseURL) => {
      const [first] = await (await fetch(`${baseURL}/api/properties/portfolio?page=1&visibleRecords=1`)).json();
      await page.goto(`${baseURL}/PerfilPropiedad/${first.id}?lang=en`);
      await page.getByText('Certification status').waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    // what a phone opens from an origin certificate's QR code, cold: within the profile's budget
    name: 'anónimo: /Origen/{number} (QR)',
    budget: 250 * 1024,
    run: async (page, baseURL) => {
      await page.goto(`${baseURL}/Origen/${await firstOriginNumber(baseURL)}`);
      await page.getByText('Especies').waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'anónimo: /Noticias',
    run: async (page, baseURL) => {
      await page.goto(`${baseURL}/Noticias`);
      await page.locator('.news-card').first().waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    name: 'anónimo: /Portafolio',
    run: async (page, baseURL) => {
      await page.goto(`${baseURL}/Portafolio`);
      await page.getByRole('columnheader', { name: 'Finca' }).waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    // a buyer abroad: the same list in English (its texts are in the same files)
    name: 'anónimo: /Portafolio?lang=en (en inglés)',
    run: async (page, baseURL) => {
      await page.goto(`${baseURL}/Portafolio?lang=en`);
      await page.getByRole('columnheader', { name: 'Land registry' }).waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
  {
    // the map chunk comes only now: no journey above may download it
    name: 'anónimo: /Portafolio → Ver en el mapa',
    showsMap: true,
    run: async (page, baseURL) => {
      await page.goto(`${baseURL}/Portafolio`);
      await page.getByRole('columnheader', { name: 'Finca' }).waitFor();
      await page.getByRole('button', { name: 'Ver en el mapa' }).click();
      await page.locator('.map-cluster, .map-marker').first().waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
    },
  },
];

export async function bundleSizes(baseURL) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  try {
    const rows = [];
    for (const journey of [...JOURNEYS, ...signedInJourneys(), ...(await recordJourneys(baseURL))]) {
      const sizes = await measure(browser, baseURL, journey.run);
      // what the budget counts: everything, less the editor where it comes after the form
      const counted = sizes.gzip - (journey.editorAfterForm ? sizes.editor : 0);
      rows.push({ journey: journey.name, budget: journey.budget, showsMap: journey.showsMap === true, counted, ...sizes });
    }
    return rows;
  } finally {
    await browser.close();
  }
}
