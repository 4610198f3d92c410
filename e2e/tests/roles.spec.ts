import { expect, test, type Page } from '@playwright/test';
import { DEMO, logIn, recordRequests } from './helpers';
import { FRAME_TEXTS as FRAME } from '../../shell/src/texts';
import { TEXTS as ADMIN } from '../../mfe-admin/src/texts';
import { TEXTS as CLIENT } from '../../mfe-client/src/texts';
import { TEXTS as PUBLIC } from '../../mfe-public/src/texts';
import { TEXTS as REGENT } from '../../mfe-regent/src/texts';

const HOMES = {
  Administrador: ADMIN.home.title,
  Cliente: 'Bienvenido, ',
  Regente: 'Bienvenido, ',
  Contador: 'Bienvenido, ',
} as const;

/** A count of a home's work queue: its link names the count and the queue. */
const queue = (label: string) => new RegExp(`^\\d+ ${label}$`);

/** What each home's work queue shows on the demo data, counted by the API. */
const WORK: Record<keyof typeof HOMES, (page: Page) => Promise<void>> = {
  Administrador: async (page) => {
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: queue(ADMIN.home.toReview) })).toHaveAttribute('href', '/Inscripcion/AdminIndex');
    await expect(main.getByRole('link', { name: queue(ADMIN.home.paid) })).toHaveAttribute('href', '/Inscripcion/AdminIndexPayed');
    await expect(main.getByRole('link', { name: queue(ADMIN.home.extraVisits) })).toHaveAttribute('href', '/Citas/Solicitudes');
    await expect(main.getByRole('link', { name: queue(ADMIN.home.boundaries) })).toHaveAttribute('href', '/Propiedades/Limites');
    await expect(main.getByRole('region', { name: ADMIN.home.messages })).toBeVisible();
  },
  Cliente: async (page) => {
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: CLIENT.home.newEnrolment })).toHaveAttribute('href', '/Inscripcion');
    const enrolments = main.getByRole('region', { name: CLIENT.home.enrolments });
    await expect(enrolments.getByText(CLIENT.home.steps.uploadRemediation).first()).toBeVisible();
    await expect(enrolments.getByRole('link', { name: /^Inscripción N\.º \d+/ }).first()).toHaveAttribute('href', /^\/Inscripcion\/ClientDisplay\/\d+$/);
  },
  Regente: async (page) => {
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: queue(REGENT.home.toReport) })).toHaveAttribute('href', '/Citas/MisCitas');
    await expect(main.getByRole('link', { name: queue(REGENT.home.projectsCount) })).toHaveAttribute('href', '/DashboardRegent');
  },
  Contador: async (page) => {
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: PUBLIC.accountantHome.latest })).toBeVisible();
    await expect(main.getByRole('button', { name: PUBLIC.accountantHome.exportCsv })).toBeEnabled();
  },
};

for (const [role, email] of Object.entries(DEMO) as [keyof typeof DEMO, string][]) {
  test(`the demo ${role} lands on the ${role} home`, async ({ page }) => {
    const urls = recordRequests(page);
    await logIn(page, email);
    await expect(page.getByRole('button', { name: new RegExp(`^${role} - `) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(HOMES[role]);
    await WORK[role](page);
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
