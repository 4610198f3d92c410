import { expect, test, type Browser, type Page } from '@playwright/test';
import { TEXTS as CHAT } from '../../mfe-chat/src/texts';
import { FRAME_TEXTS as FRAME } from '../../shell/src/texts';
import { DEMO, logIn } from './helpers';

async function openChat(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email);
  await page.getByRole('button', { name: FRAME.messages }).click();
  return page;
}

test('the demo client writes, the administrator sees it within two seconds and replies, the client sees the reply', async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const question = `¿Cuándo programan la visita de mi finca? (${stamp})`;
  const answer = `La visita queda para el martes a las 8 am (${stamp})`;

  const client = await openChat(browser, DEMO.Cliente);
  await client.getByRole('button', { name: CHAT.newButton }).click();
  const dialog = client.getByRole('dialog', { name: CHAT.newTitle });
  await expect(dialog.getByText(CHAT.warning)).toBeVisible();
  await dialog.getByLabel(CHAT.subject).fill(`Visita ${stamp}`);
  await dialog.getByRole('button', { name: CHAT.start }).click();
  await expect(client.getByRole('heading', { name: `Visita ${stamp}` })).toBeVisible();

  // the administrator has the new conversation open before the client writes in it
  const admin = await openChat(browser, DEMO.Administrador);
  await expect(admin.getByRole('heading', { name: CHAT.inbox })).toBeVisible();
  await admin.getByRole('button', { name: new RegExp(`Visita ${stamp}`) }).click();
  await expect(admin.getByRole('textbox', { name: CHAT.reply })).toBeVisible();

  await client.getByRole('textbox', { name: CHAT.reply }).fill(question);
  await client.getByRole('button', { name: CHAT.send }).click();
  await expect(client.getByText(question)).toBeVisible();
  // the administrator's open thread polls every second: the question shows within two
  await expect(admin.getByText(question)).toBeVisible({ timeout: 2000 });
  await admin.getByRole('textbox', { name: CHAT.reply }).fill(answer);
  await admin.getByRole('button', { name: CHAT.send }).click();

  // the client's panel polls every second and shows the reply without reloading
  await expect(client.getByText(answer)).toBeVisible({ timeout: 3000 });
});
