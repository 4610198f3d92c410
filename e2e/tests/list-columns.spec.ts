import { expect, test, type Page } from '@playwright/test';
import { TEXTS as ADMIN } from '../../mfe-admin/src/texts';
import { TEXTS as CLIENT } from '../../mfe-client/src/texts';
import { TEXTS as PUBLIC } from '../../mfe-public/src/texts';
import { TEXTS as REGENT } from '../../mfe-regent/src/texts';
import { LIST_TEXTS } from '../../shared-ui/src/list/texts';
import { DEMO, logIn, reachFor } from './helpers';

/**
 * Every list of the spec that names its columns (spec §2), on the demo data, as an administrator, a client
 * and a regent see it on a desktop: at 1280×900 and 1600×900 each named column's header is in the row, on
 * screen, with no sideways scrolling, and the first row's status and actions are on screen too. The
 * portfolio (15 columns) shows its key columns and `Más datos` at 1280 px, and all 15 from 1600 px.
 */
interface SpecList {
  who: keyof typeof DEMO | null;
  path: string;
  columns: string[];
  /** Whether the first row has a status cell and actions. */
  status: boolean;
  actions: boolean;
}

const R = ADMIN.requests;
const E = ADMIN.enrolments;
const V = ADMIN.visits;
const L = CLIENT.list;
const P = CLIENT.properties.columns;
const MV = REGENT.visits;
const PR = REGENT.projects;
const PF = PUBLIC.portfolio.columns;

const LISTS: SpecList[] = [
  { who: 'Administrador', path: '/Citas/Solicitudes', columns: [R.sheetNumber, R.address, R.owner, R.count, R.cost, R.total, R.date, R.certificate, R.voucher], status: true, actions: true },
  ...['AdminIndex', 'AdminIndexPayable', 'AdminIndexAccepted', 'AdminIndexRejected', 'AdminIndexRemediated', 'AdminIndexRemediate', 'AdminIndexPayed'].map(
    (list): SpecList => ({ who: 'Administrador', path: `/Inscripcion/${list}`, columns: [E.name, E.category, E.email, E.phone, E.date, E.status, E.modality, E.days], status: true, actions: true }),
  ),
  { who: 'Administrador', path: '/Citas/CitasAdministrador', columns: [V.sheetNumber, V.address, V.owner, V.date, V.notes, V.status], status: true, actions: true },
  { who: 'Cliente', path: '/Inscripcion/ClientIndex', columns: [L.name, L.category, L.date, L.status, L.modality, L.days], status: true, actions: true },
  { who: 'Cliente', path: '/Informes', columns: [P.fantasyName, P.sheetNumber, P.province, P.canton, P.district, P.address, P.visitationAmount], status: false, actions: true },
  { who: 'Regente', path: '/Citas/MisCitas', columns: [MV.id, MV.sheetNumber, MV.address, MV.owner, MV.date, MV.notes, MV.status], status: true, actions: true },
  { who: 'Regente', path: '/DashboardRegent', columns: [PR.sheetNumber, PR.address, PR.owner], status: false, actions: true },
];

const PORTFOLIO_KEY = [PF.sheetNumber, PF.name, PF.province, PF.canton, PF.dateApproved, PF.category, PF.certificateStatus];

/** What the page shows of a list: the headers on screen, sideways scrolling, and where the first row's status and actions stand. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const onScreen = (element: Element | null) => {
      if (!element) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.left >= 0 && box.right <= window.innerWidth + 0.5;
    };
    const scroll = document.querySelector('.list-table__scroll') as HTMLElement;
    const row = document.querySelector('.list-table__row');
    return {
      headers: [...document.querySelectorAll('.list-table__table thead th:not(.list-table__toggle)')].filter(onScreen).map((th) => th.textContent ?? ''),
      pageScrolls: document.documentElement.scrollWidth > window.innerWidth,
      tableScrolls: scroll.scrollWidth > scroll.clientWidth,
      status: onScreen(row?.querySelector('.list-table__status') ?? null),
      actions: onScreen(row?.querySelector('.list-table__actions') ?? null),
      actionsOnScreen: [...(row?.querySelectorAll('.list-table__action-list > *') ?? [])].every(onScreen),
    };
  });
}

for (const width of [1280, 1600]) {
  test.describe(`${width}×900`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const who of ['Administrador', 'Cliente', 'Regente'] as const) {
      test(`the ${who}'s lists show every column the spec names, with no sideways scrolling`, async ({ page }) => {
        await logIn(page, DEMO[who]);
        for (const list of LISTS.filter((l) => l.who === who)) {
          await page.goto(list.path);
          await expect(page.locator('.list-table__row').first(), list.path).toBeVisible();
          const seen = await measure(page);
          expect(seen.headers, list.path).toEqual(expect.arrayContaining(list.columns));
          expect(seen.pageScrolls, `${list.path}: the page scrolls sideways`).toBe(false);
          expect(seen.tableScrolls, `${list.path}: the table scrolls sideways`).toBe(false);
          if (list.status) expect(seen.status, `${list.path}: status on screen`).toBe(true);
          if (list.actions) {
            expect(seen.actions, `${list.path}: actions on screen`).toBe(true);
            expect(seen.actionsOnScreen, `${list.path}: every action on screen`).toBe(true);
          }
          // nothing needs a row's expansion here: its toggle is gone
          await expect(page.getByRole('button', { name: LIST_TEXTS.expandRow }), list.path).toHaveCount(0);
        }
      });
    }

    test('the portfolio: its key columns, all 16 with Más datos or from 1600 px', async ({ page }) => {
      await page.goto('/Portafolio');
      await expect(page.locator('.list-table__row').first()).toBeVisible();
      const all = Object.values(PF);
      const seen = await measure(page);
      expect(seen.pageScrolls).toBe(false);
      if (width >= 1600) {
        expect(seen.headers).toEqual(all);
        expect(seen.tableScrolls).toBe(false);
        await expect(page.getByRole('switch', { name: LIST_TEXTS.moreData })).toBeHidden();
        return;
      }
      expect(seen.headers).toEqual(PORTFOLIO_KEY);
      expect(seen.tableScrolls).toBe(false);
      // the served page is read without the shell; the switch works once the shell has taken over
      await reachFor(page);
      const more = page.getByRole('switch', { name: LIST_TEXTS.moreData });
      await more.click();
      await expect(more).toHaveAttribute('aria-checked', 'true');
      const table = page.locator('.list-table__table');
      for (const name of all) await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
      // the table scrolls sideways inside its box, the page never; the first column stays in view
      const scrolled = await page.evaluate(() => {
        const scroll = document.querySelector('.list-table__scroll') as HTMLElement;
        scroll.scrollLeft = scroll.scrollWidth;
        const first = document.querySelector('.list-table__row .list-table__first')!.getBoundingClientRect();
        return { scrolls: scroll.scrollWidth > scroll.clientWidth, pageScrolls: document.documentElement.scrollWidth > window.innerWidth, firstLeft: first.left - scroll.getBoundingClientRect().left };
      });
      expect(scrolled.scrolls).toBe(true);
      expect(scrolled.pageScrolls).toBe(false);
      expect(Math.abs(scrolled.firstLeft)).toBeLessThan(1);
    });
  });
}

test.describe('375×812', () => {
  test('a list is a card per row, inside the screen', async ({ page }) => {
    // the phone's frame keeps the logout in its drawer: log in on a desktop, then turn to a phone
    await logIn(page, DEMO.Administrador);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/Citas/Solicitudes');
    const card = page.locator('.list-table__row').first();
    await expect(card).toBeVisible();
    await expect(page.locator('.list-table__table thead')).toBeHidden();
    const seen = await measure(page);
    expect(seen.pageScrolls).toBe(false);
    expect(seen.tableScrolls).toBe(false);
    const box = (await card.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    // the title heads the card, the status follows it, the actions close it
    const order = await card.evaluate((row) => [...row.children].filter((cell) => getComputedStyle(cell).display !== 'none').map((cell) => ({ cls: cell.className, top: cell.getBoundingClientRect().top })).sort((a, b) => a.top - b.top).map((cell) => cell.cls.split(' ')[0] ?? ''));
    expect(order[0]).toBe('list-table__title');
    expect(order[1]).toBe('list-table__status');
    expect(order.at(-1)).toBe('list-table__actions');
  });
});
