import { expect, test } from '@playwright/test';
import { DEMO, logIn, recordRequests } from './helpers';
import { FRAME_TEXTS as FRAME } from '../../shell/src/texts';

const HOMES = {
  Administrador: 'Panel de administración',
  Cliente: 'Bienvenido, ',
  Regente: 'Bienvenido, ',
  Contador: 'Bienvenido, ',
} as const;

for (const [role, email] of Object.entries(DEMO) as [keyof typeof DEMO, string][]) {
  test(`the demo ${role} lands on the ${role} home`, async ({ page }) => {
    const urls = recordRequests(page);
    await logIn(page, email);
    await expect(page.getByRole('button', { name: new RegExp(`^${role} - `) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(HOMES[role]);
    const remote = { Administrador: 'admin', Cliente: 'client', Regente: 'regent', Contador: 'public' }[role];
    expect(urls.some((u) => u.startsWith(`/remotes/${remote}/`))).toBe(true);
    if (role !== 'Administrador') expect(urls.filter((u) => u.startsWith('/remotes/admin/'))).toEqual([]);
  });
}

test('the envelope opens the chat panel from mfe-chat, and logout ends the session', async ({ page }) => {
  const urls = recordRequests(page);
  await logIn(page, DEMO.Cliente);
  await page.getByRole('button', { name: FRAME.messages }).click();
  await expect(page.getByRole('dialog', { name: FRAME.messages })).toBeVisible();
  await expect.poll(() => urls.some((u) => u.startsWith('/remotes/chat/'))).toBe(true);
  await page.getByRole('button', { name: FRAME.closeMessages }).click();
  await page.getByRole('button', { name: FRAME.logout }).click();
  await expect(page.getByRole('link', { name: FRAME.login })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
