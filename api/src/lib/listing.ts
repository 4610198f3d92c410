import { or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { TOTAL_RECORDS_HEADER, type Page, type PagingQuery } from '@portal/shared-api';

/** Rows to skip for a page (pages start at 1); a page far beyond any list is simply empty. */
export const offsetOf = ({ page, visibleRecords }: PagingQuery): number =>
  Math.min((page - 1) * visibleRecords, Number.MAX_SAFE_INTEGER);

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
