import { stringify, type Stringifier } from 'csv-stringify';
import type { PortfolioRow } from '@portal/shared-api';

export const PORTFOLIO_CSV_FILE_NAME = 'proveedores-certificados.csv';

/**
 * Semicolon: Excel splits a CSV file on the list separator of the computer's regional settings,
 * which is `;` for Spanish (Costa Rica), where the comma is the decimal separator.
 */
export const PORTFOLIO_CSV_DELIMITER = ';';

/** The portfolio's columns in the order of spec §2 "Portafolio", then the certificate's status and validity (beyond it). */
export const PORTFOLIO_CSV_HEADERS = [
  'Finca',
  'Identificación',
  'Nombre',
  'Provincia',
  'Cantón',
  'Distrito',
  'Dirección',
  'Fecha de aprobación',
  'Categoría',
  'Área',
  'Volumen',
  'Visitas',
  'Tipo de inscripción',
  'Dominio',
  'Fecha de inscripción',
  'Estado del certificado',
  'Vigente hasta',
] as const;

const costaRicaDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Costa_Rica',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of an instant, on the Costa Rican calendar (UTC-6). */
export function csvDate(iso: string): string {
  const parts = Object.fromEntries(costaRicaDay.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A number with the decimal comma of es-CR and no grouping, so Excel reads it as a number. */
export const csvNumber = (value: number | null): string => (value === null ? '' : String(value).replace('.', ','));

/** One portfolio row as the CSV's cells, in PORTFOLIO_CSV_HEADERS order. */
export function portfolioCsvRecord(row: PortfolioRow): string[] {
  return [
    row.sheetNumber ?? '',
    row.identification,
    row.name,
    row.province,
    row.canton,
    row.district,
    row.address,
    csvDate(row.dateApproved),
    row.category,
    csvNumber(row.area),
    csvNumber(row.volume),
    String(row.visitationAmount),
    row.inscriptionType,
    row.ownership,
    csvDate(row.inscriptionDate),
    row.certificateStatus,
    row.validUntil ? csvDate(row.validUntil) : '',
  ];
}

/**
 * How every CSV of the portal is written for a spreadsheet in Spanish: `;`, a UTF-8 byte order mark (Excel then
 * reads the accents right), CRLF line ends, quoting where a cell needs it, and a `'` before any cell a spreadsheet
 * would take for a formula (=, +, -, @): names, addresses and sheet numbers come from the public.
 */
export const SPREADSHEET_CSV = {
  bom: true,
  delimiter: PORTFOLIO_CSV_DELIMITER,
  record_delimiter: 'windows',
  // a line break inside a cell must be quoted too, not only the CRLF that ends a line
  quote_record_delimiter: true,
  escape_formulas: true,
} as const;

/**
 * The CSV writer: UTF-8 byte order mark (Excel then reads the accents right), the header line, CRLF
 * line ends, quoting where a cell needs it, and a `'` before any cell a spreadsheet would take for a
 * formula (=, +, -, @): the names and addresses come from the public.
 */
export function portfolioCsvWriter(): Stringifier {
  return stringify({ ...SPREADSHEET_CSV, header: true, columns: [...PORTFOLIO_CSV_HEADERS] });
}
