import { expect, type Page, type Request } from '@playwright/test';
import { FRAME_TEXTS as FRAME } from '../../shell/src/texts';
import { TEXTS } from '../../mfe-public/src/texts';

const LOGIN = TEXTS.login;

export const DEMO_PASSWORD = 'Demo1234!';

export const DEMO = {
  Administrador: 'admin@demo.cr',
  Cliente: 'cliente@demo.cr',
  Regente: 'regente@demo.cr',
  Contador: 'contador@demo.cr',
} as const;

/** Logs in through the /Login screen, as a person would, and waits for the home. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/Login');
  await page.getByLabel(LOGIN.email).fill(email);
  await page.getByLabel(LOGIN.password).fill(password);
  await page.getByRole('button', { name: LOGIN.submit }).click();
  await expect(page.getByRole('button', { name: FRAME.logout })).toBeVisible();
}

/** Collects the URLs of every request the page makes. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

/** Picks an option of an antd select by typing part of it, as a keyboard user would. */
export async function choose(page: Page, label: string, option: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(option);
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}
