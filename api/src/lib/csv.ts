import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Language } from '@portal/shared-api';

/**
 * Semicolon: Excel splits a CSV file on the list separator of the computer's regional settings,
 * which is `;` for Spanish (Costa Rica), where the comma is the decimal separator.
 */
export const CSV_DELIMITER = ';';

/**
 * How every CSV of the portal is written for a spreadsheet in Spanish: `;`, a UTF-8 byte order mark (Excel then
 * reads the accents right), CRLF line ends, quoting where a cell needs it, and a `'` before any cell a spreadsheet
 * would take for a formula (=, +, -, @): names, addresses and sheet numbers come from the public.
 */
export const SPREADSHEET_CSV = {
  bom: true,
  delimiter: CSV_DELIMITER,
  record_delimiter: 'windows',
  // a line break inside a cell must be quoted too, not only the CRLF that ends a line
  quote_record_delimiter: true,
  escape_formulas: true,
} as const;

/** The same file for a spreadsheet in English, whose list separator is the comma (and the decimal mark the point). */
export const spreadsheetCsv = (language: Language) => (language === 'es' ? SPREADSHEET_CSV : { ...SPREADSHEET_CSV, delimiter: ',' });

const costaRicaDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Costa_Rica',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of an instant, on the Costa Rican calendar (UTC-6). */
/** The start of a Costa Rican day (UTC-6, no daylight saving) as an instant. */
export const costaRicaDayStart = (day: string) => new Date(`${day}T00:00:00-06:00`);

export function csvDate(iso: string): string {
  const parts = Object.fromEntries(costaRicaDay.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * A number without grouping, so a spreadsheet reads it as a number: with the decimal comma of es-CR, or in English
 * with the decimal point.
 */
export const csvNumber = (value: number | null, language: Language = 'es'): string =>
  value === null ? '' : language === 'es' ? String(value).replace('.', ',') : String(value);

/** Answers a CSV file (text or a stream) as a download named `fileName`. */
export function sendCsv(reply: FastifyReply, csv: Readable | string, fileName: string): FastifyReply {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(csv);
}
