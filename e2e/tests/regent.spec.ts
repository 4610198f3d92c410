import { expect, test } from '@playwright/test';
import { APPOINTMENT_STATUS } from '@portal/shared-api';
import { TEXTS as REGENT } from '../../mfe-regent/src/texts';
import { QR_TEXTS } from '../../shared-ui/src/qr/texts';
import { DEMO, logIn } from './helpers';

const P = REGENT.projects;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test('the demo regent reads a project’s four pages, registers a visit done and files it with a report', async ({ page }) => {
  const notes = `Visita realizada ${Date.now().toString(36)}`;
  await logIn(page, DEMO.Regente);
  await page.goto('/DashboardRegent');
  await expect(page.getByRole('heading', { name: P.title })).toBeVisible();
  const project = page.getByRole('row').filter({ has: page.getByRole('link', { name: new RegExp(`^${P.information} de la finca `) }) });
  await expect(project).toHaveCount(1);
  const owner = (await project.getByRole('cell').nth(2).textContent())!.trim();

  await project.getByRole('link', { name: new RegExp(`^${P.information} `) }).click();
  await expect(page.getByRole('heading', { name: REGENT.information.title })).toBeVisible();
  await expect(page.getByText(owner, { exact: true })).toBeVisible();
  await expect(page.getByText(REGENT.information.category)).toBeVisible();

  await page.goBack();
  await project.getByRole('link', { name: new RegExp(`^${P.certification} `) }).click();
  await expect(page.getByText(REGENT.certification.active, { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`^${QR_TEXTS.label('')}`) })).toBeVisible();
  await expect(page.getByText(REGENT.certification.visitsDone)).toBeVisible();

  await page.goBack();
  await project.getByRole('link', { name: new RegExp(`^${P.reports} `) }).click();
  await expect(page.getByRole('heading', { name: REGENT.reports.title })).toBeVisible();
  // the demo farm has reports of earlier visits
  await expect(page.getByRole('link', { name: /\.pdf$/ }).first()).toBeVisible();

  await page.goBack();
  await project.getByRole('link', { name: new RegExp(`^${P.registerVisit} `) }).click();
  await page.getByLabel(REGENT.registerVisit.notes).fill(notes);
  await page.getByRole('button', { name: REGENT.registerVisit.submit }).click();
  // registering cannot be undone: the regent confirms it
  await page.getByRole('dialog').getByRole('button', { name: REGENT.registerVisit.confirm }).click();
  await expect(page).toHaveURL(/\/Citas\/\d+$/);
  // a visit done starts and ends now, and waits for its report: never Expirada
  await expect(page.getByText(APPOINTMENT_STATUS.pending, { exact: true })).toBeVisible();

  await page.getByRole('radio', { name: APPOINTMENT_STATUS.regentRejected }).check();
  await page.getByRole('radio', { name: 'Informe de Subsanacion' }).check();
  await page.getByLabel(REGENT.visit.reports, { exact: true }).setInputFiles({ name: 'informe-de-subsanacion.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: REGENT.visit.submit }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/Citas/MisCitas');
  await expect(page.getByRole('row').filter({ hasText: notes })).toContainText(APPOINTMENT_STATUS.regentRejected);
  await page.goto('/Citas/MisCitasExpiradas');
  await expect(page.getByRole('heading', { name: REGENT.visits.expiredTitle })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: notes })).toHaveCount(0);
});
