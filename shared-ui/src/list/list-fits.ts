import { waitFor } from '@testing-library/react';
import { LIST_ALL_FIT_WIDTH, LIST_FIT_WIDTH, LIST_WIDE_FIT_WIDTH } from './list-columns';

/**
 * Checks that a ListTable's columns fit its screens without scrolling sideways: what it shows below 1280 px
 * within 992 px, what it shows from 1280 px within 1280 px and (for a list with detail columns) every column
 * within 1600 px. The browser journeys measure the same on the real page (e2e/tests/list-columns.spec.ts).
 */
export function expectListFits(table: HTMLElement, { all = false }: { all?: boolean } = {}) {
  const width = (name: string) => parseFloat(table.style.getPropertyValue(name));
  expect(width('--table-width')).toBeGreaterThan(0);
  expect(width('--table-width')).toBeLessThanOrEqual(LIST_FIT_WIDTH);
  expect(width('--wide-width')).toBeLessThanOrEqual(LIST_WIDE_FIT_WIDTH);
  if (all) expect(width('--all-width')).toBeLessThanOrEqual(LIST_ALL_FIT_WIDTH);
}

/**
 * The row of a ListTable that a phone shows as a card (list-table.css), found by the text of its title cell
 * (inside `scope`): checks that every field of the card carries its label.
 */
export function getCard(name?: string, scope: HTMLElement = document.body): HTMLElement {
  const titles = [...scope.querySelectorAll<HTMLElement>('td.list-table__title')].filter((cell) => name === undefined || cell.textContent === name);
  if (titles.length === 0) throw new Error(`No card titled ${name ?? '(any)'}`);
  if (name !== undefined && titles.length > 1) throw new Error(`${titles.length} cards titled ${name}`);
  const row = titles[0].closest('tr') as HTMLElement;
  for (const cell of row.querySelectorAll('td:not(.list-table__toggle):not(.list-table__actions):not(.list-table__title)')) expect(cell).toHaveAttribute('data-label');
  return row;
}

/** getCard once the list has loaded. */
export const findCard = (name?: string, scope?: HTMLElement) => waitFor(() => getCard(name, scope));

/** A ListTable's column headers: all of them in their order, those a row shows below 1280 px and those from 1280 px. */
export function listHeaders(table: HTMLElement) {
  const cells = [...table.querySelectorAll('thead th')].filter((cell) => !cell.classList.contains('list-table__toggle'));
  const names = (keep: (cell: Element) => boolean) => cells.filter(keep).map((cell) => cell.textContent);
  return {
    all: names(() => true),
    narrow: names((cell) => !cell.matches('.list-table__secondary, .list-table__detail')),
    wide: names((cell) => !cell.matches('.list-table__detail')),
  };
}
