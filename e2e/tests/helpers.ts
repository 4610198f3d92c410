import { expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import { FRAME_TEXTS as FRAME } from '../../shell/src/texts';
import { TEXTS } from '../../mfe-public/src/texts';
import { LIST_TEXTS } from '../../shared-ui/src/list/texts';

const LOGIN = TEXTS.login;

/** The demo account of each role (the API's demo seed), and their one password. */
import { DEMO_PASSWORD } from '../../api/src/seed/demo-accounts';
export { DEMO_EMAIL as DEMO, DEMO_PASSWORD, DEMO_SAWMILL_EMAIL } from '../../api/src/seed/demo-accounts';

/** Logs in through the /Login screen, as a person would, and waits for the home. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/Login');
  // the served page gives way to the shell's when the visitor first reaches for it: typing or pressing at the very
  // moment of the swap could land on neither page (a person reaches with the pointer or a tap first)
  await reachFor(page);
  await page.getByLabel(LOGIN.email).fill(email);
  await page.getByLabel(LOGIN.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: LOGIN.submit }).click();
  await expect(page.getByRole('button', { name: FRAME.logout })).toBeVisible();
}

/**
 * A served page is read without the shell, which takes over when the visitor reaches for the page
 * (shell/src/remote/take-over.ts): here a pointer moving over it. Resolves once the shell's page is in place.
 */
export async function reachFor(page: Page) {
  // two steps: one of them moves the pointer wherever it was (a move that moves nothing is not the visitor's)
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await expect(page.locator('#root[data-served]')).toHaveCount(0);
}

/** The requests of a page under way and when the last one started or ended (watchNetwork). */
const networks = new WeakMap<Page, { open: Set<Request>; since: number }>();

/** Follows a page's requests from now on, for networkQuiet; call it before the page loads anything. */
export function watchNetwork(page: Page): Page {
  if (networks.has(page)) return page;
  const network = { open: new Set<Request>(), since: Date.now() };
  const ended = (request: Request) => {
    network.open.delete(request);
    network.since = Date.now();
  };
  page.on('request', (request) => {
    network.open.add(request);
    network.since = Date.now();
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  networks.set(page, network);
  return page;
}

/**
 * Waits until a watched page has loaded and has had no request under way for `quietMs`. Playwright's 'networkidle'
 * waits half a second of quiet after every load, which on the screens' checks was half of each check's time; what
 * the screen shows while it loads (spinners, aria-busy) is what the checks wait for first.
 */
export async function networkQuiet(page: Page, quietMs = 150) {
  const network = networks.get(page);
  if (!network) throw new Error('networkQuiet: la página no se sigue (watchNetwork)');
  await page.waitForLoadState('load');
  await expect.poll(() => network.open.size === 0 && Date.now() - network.since >= quietMs, { intervals: [50], timeout: 20_000 }).toBe(true);
}

/** Collects the URLs of every request the page makes. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

/**
 * Picks an option of a select (inside `scope`, e.g. a dialog): the browser's select (the form fields) by the option's
 * text, antd's (a few tools) by typing part of it, as a keyboard user would.
 */
export async function choose(page: Page, label: string, option: string, scope: Page | Locator = page) {
  const input = scope.getByLabel(label, { exact: true });
  // the options of a dependent list arrive after its parent was chosen: try again until the choice shows
  if ((await input.evaluate((element) => element.tagName)) === 'SELECT') {
    await expect(input.getByRole('option', { name: option, exact: true })).toHaveCount(1, { timeout: 20_000 });
    await input.selectOption({ label: option });
    await expect(input.locator('option:checked')).toHaveText(option);
    return;
  }
  const select = input.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await expect(async () => {
    await input.click();
    await input.fill(option);
    await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).last().click({ timeout: 2000 });
    await expect(select).toContainText(option, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * The rows of the administrators' outbox (/Correos) that hold `text`, once there are some: a letter is written by the
 * notifications worker on the mailer's loop, a second or so after the change it tells of, so the list is opened again
 * until it shows. `search` types a search first.
 */
export async function outboxRows(page: Page, text: string | RegExp, search?: string): Promise<Locator> {
  const rows = page.locator('.list-table__row').filter({ hasText: text });
  await expect(async () => {
    await page.goto('/Correos');
    if (search) {
      await page.getByRole('searchbox').fill(search);
      await page.getByRole('button', { name: LIST_TEXTS.search }).click();
    }
    await expect(rows.first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  return rows;
}

/** The files a page's HTML names in preload hints (api/src/plugins/page-hints.ts). */
export const preloadHintsOf = (html: string): string[] => [...html.matchAll(/<link rel="preload"[^>]* href="([^"]+)"/g)].map((match) => match[1]);

/**
 * Asks for alerts of `certificates` for `email` through the API, as the /Alertas form does, and answers the token of
 * the confirmation link, read where the demo keeps its e-mail: the administrators' outbox (`GET /api/mail`).
 */
export async function watchToken(api: APIRequestContext, adminToken: string, email: string, certificates: string[]): Promise<string> {
  const asked = await api.post('/api/watchlist', { data: { email, certificates } });
  expect(asked.status(), await asked.text()).toBe(202);
  // the letter is written by the notifications worker on the mailer's loop, within a second or so of the request
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const found = await api.get('/api/mail/Filtered', { headers: { authorization: `Bearer ${adminToken}` }, params: { param: email, page: 1, visibleRecords: 10 } });
        const [message] = (await found.json()) as Array<{ link: string | null }>;
        token = /^\/Alertas\/([A-Za-z0-9_-]{43})$/.exec(message?.link ?? '')?.[1];
        return token;
      },
      { message: 'the confirmation e-mail links the watcher’s page' },
    )
    .toBeDefined();
  return token!;
}
