import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { TEXTS as ADMIN } from '../../mfe-admin/src/texts';
import { dataDir } from '../playwright.config';
import { DEMO, logIn } from './helpers';

const ROOT = path.resolve(__dirname, '../..');

test('an operator runs npm run backup while the portal serves; the administrator sees when on the home, on a phone', async ({ browser }) => {
  test.setTimeout(120_000);
  const folder = mkdtempSync(path.join(tmpdir(), 'portal-e2e-respaldo-'));
  try {
    // exactly the operator's command, against the portal this worker's tests run (its DATA_DIR)
    const output = execFileSync('npm', ['run', '--silent', 'backup', '--', folder], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir },
      encoding: 'utf8',
    });
    expect(output).toMatch(/Respaldo listo: .*\.tar\.gz/);
    expect(output).toContain('tomado por el portal en marcha');
    const [archive] = readdirSync(folder);
    expect(archive).toMatch(/^madera-legal-respaldo-\d{4}-\d{2}-\d{2}-\d{6}-\w+\.tar\.gz$/);

    const page = await (await browser.newContext()).newPage();
    await logIn(page, DEMO.Administrador);
    // then on a phone (at 375 px the logout button that logIn waits for sits in the menu)
    await page.setViewportSize({ width: 375, height: 812 });
    const card = page.getByRole('main').getByRole('region', { name: ADMIN.home.backup });
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeInViewport();
    const today = new Date().toLocaleDateString('sv-SE');
    await expect(card).toContainText(new RegExp(`${ADMIN.home.lastBackup}: ${today} \\d{2}:\\d{2} [ap]m \\(Hace \\d+ \\p{L}+\\) · [\\d,]+ (KB|MB)`, 'u'));
    await expect(card).toContainText(archive);
    await expect(card.getByText(ADMIN.home.noBackup)).toHaveCount(0);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
