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
  const remotes = new Set();
  for (const script of scripts) {
    const content = readFileSync(builtFile(script));
    raw += content.length;
    const packed = gzipSync(content, { level: 9 }).length;
    gzip += packed;
    // the map chunk: Leaflet (its container class) and the code beside it (the chunk named "map")
    if (content.includes('leaflet-container') || /\/map\.[\da-f]+\.js$/.test(script)) map += packed;
    const remote = script.match(/^\/remotes\/(\w+)\//);
    if (remote) remotes.add(remote[1]);
  }
  return { files: scripts.size, raw, gzip, map, remotes: [...remotes].sort().join(', ') };
}

const loggedIn = (email, expectedText) => async (page, baseURL) => {
  await page.goto(`${baseURL}/Login`);
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Demo1234!');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await page.getByRole('heading', { level: 1, name: new RegExp(expectedText) }).waitFor();
  await page.waitForLoadState('networkidle');
};

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
  { name: 'anónimo: /Login → Cliente (inicio)', run: loggedIn('cliente@demo.cr', 'Bienvenido') },
  { name: 'anónimo: /Login → Administrador (inicio)', run: loggedIn('admin@demo.cr', 'Panel de administración') },
  { name: 'anónimo: /Login → Regente (inicio)', run: loggedIn('regente@demo.cr', 'Bienvenido') },
  {
    // the installed app's start: the projects, with what keeps them offline (service worker, device store, outbox)
    name: 'Regente: /Login → /DashboardRegent (la aplicación del campo)',
    run: async (page, baseURL) => {
      await loggedIn('regente@demo.cr', 'Bienvenido')(page, baseURL);
      await page.goto(`${baseURL}/DashboardRegent`);
      await page.getByRole('heading', { level: 1, name: 'Mis Proyectos' }).waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
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
  {
    name: 'Administrador: inicio → /Noticias/Crear (CKEditor)',
    run: async (page, baseURL) => {
      await loggedIn('admin@demo.cr', 'Panel de administración')(page, baseURL);
      await page.goto(`${baseURL}/Noticias/Crear`);
      await page.locator('.ck-editor__editable').waitFor();
      await page.waitForLoadState('networkidle');
    },
  },
];

export async function bundleSizes(baseURL) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  try {
    const rows = [];
    for (const journey of JOURNEYS) rows.push({ journey: journey.name, budget: journey.budget, showsMap: journey.showsMap === true, ...(await measure(browser, baseURL, journey.run)) });
    return rows;
  } finally {
    await browser.close();
  }
}
