import { count, desc, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { TOTAL_RECORDS_HEADER, type FilteredQuery, type Page, type PagingQuery } from '@portal/shared-api';
import type { Database } from '../db/client';

/** Rows to skip for a page (pages start at 1); a page far beyond any list is simply empty. */
export const offsetOf = ({ page, visibleRecords }: PagingQuery): number =>
  Math.min((page - 1) * visibleRecords, Number.MAX_SAFE_INTEGER);

/**
 * One page of a list and the number of rows of the whole list, read together (the embedded database runs them
 * one after the other on its one connection), each row made an item by `toItem`.
 */
export async function readPage<R, T = R>(rows: PromiseLike<R[]>, total: PromiseLike<Array<{ n: number | string }>>, toItem?: (row: R) => T): Promise<Page<T>> {
  const [page, [counted]] = await Promise.all([rows, total]);
  return { rows: toItem ? page.map(toItem) : (page as unknown as T[]), total: Number(counted?.n ?? 0) };
}

/** Answers one page of a list, with the number of rows of the whole list in `totalrecords`. */
export function sendPage<T>(reply: FastifyReply, { rows, total }: Page<T>): T[] {
  reply.header(TOTAL_RECORDS_HEADER, String(total));
  return rows;
}

const ACCENTED = 'áéíóúü';
const PLAIN = 'aeiouu';

/** Text as searches compare it: lower case, vowels without accents (ñ stays ñ). */
export const foldText = (text: string): string =>
  text.toLowerCase().replace(/[áéíóúü]/g, (c) => PLAIN[ACCENTED.indexOf(c)]!);

/**
 * Whether any of the columns (or computed texts, such as a full name) contains the text, ignoring
 * case and accents; no condition for an empty text. Wildcards typed by the user match themselves.
 */
export function containsText(columns: ReadonlyArray<AnyColumn | SQL>, text: string): SQL | undefined {
  const folded = foldText(text.trim());
  if (!folded) return undefined;
  const pattern = `%${folded.replace(/[\\%_]/g, '\\$&')}%`;
  return or(...columns.map((column) => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN}) like ${pattern}`));
}

/** A count of rows (`select({ n: count() })`), made dynamic to be filtered. */
type CountQuery = PgSelect & PromiseLike<Array<{ n: number | string }>>;

/** What `pageOf` reads: the rows and their count, both filtered by `where`, the rows in `order`. */
export interface OrderedList<S extends PgSelect, C extends CountQuery, T> {
  /** The rows, made dynamic to be filtered, ordered and paged. */
  rows: S;
  /** The count of all the rows (`{ n }`), made dynamic to be filtered alike. */
  total: C;
  where: SQL | undefined;
  order: SQL[];
  toItem: (row: Awaited<S>[number]) => T;
}

/** One page of an ordered list and the number of rows of the whole list (see `readPage`). */
export function pageOf<S extends PgSelect, C extends CountQuery, T>(query: PagingQuery, list: OrderedList<S, C, T>): Promise<Page<T>> {
  return readPage(
    list.rows
      .where(list.where)
      .orderBy(...list.order)
      .limit(query.visibleRecords)
      .offset(offsetOf(query)),
    list.total.where(list.where),
    list.toItem,
  );
}

/** A list of one table, newest first, searched in some of its columns: what `newestFirstPage` reads. */
export interface NewestFirstList<S extends PgSelect, T> {
  table: PgTable;
  /** The rows of `table` (joined as needed), made dynamic to be filtered, ordered and paged. */
  rows: S;
  searched: ReadonlyArray<AnyColumn | SQL>;
  createdAt: AnyColumn;
  id: AnyColumn;
  toItem: (row: Awaited<S>[number]) => T;
}

/** One page of a list, newest first (the higher id first at the same instant); `param` searches the list's columns. */
export function newestFirstPage<S extends PgSelect, T>(db: Database, query: FilteredQuery, list: NewestFirstList<S, T>): Promise<Page<T>> {
  return pageOf(query, {
    rows: list.rows,
    total: db.select({ n: count() }).from(list.table).$dynamic(),
    where: containsText(list.searched, query.param),
    order: [desc(list.createdAt), desc(list.id)],
    toItem: list.toItem,
  });
}
