import { stringify, type Stringifier } from 'csv-stringify';
import type { PortfolioRow } from '@portal/shared-api';
import { dataValue, type Language } from '@portal/shared-api/i18n';
import { translations } from '../../lib/language';

/** The file's name in each language (`?lang=en`: a buyer reading the portfolio in English). */
export const PORTFOLIO_CSV_FILE_NAMES: Record<Language, string> = { es: 'proveedores-certificados.csv', en: 'certified-providers.csv' };
export const PORTFOLIO_CSV_FILE_NAME = PORTFOLIO_CSV_FILE_NAMES.es;

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

/** The same columns for a buyer abroad. */
export const PORTFOLIO_CSV_HEADERS_EN = [
  'Land registry No.',
  'Identification',
  'Name',
  'Province',
  'Canton',
  'District',
  'Address',
  'Date approved',
  'Category',
  'Area (ha)',
  'Volume (m³)',
  'Visits',
  'Enrolment type',
  'Tenure',
  'Enrolment date',
  'Certificate status',
  'Valid until',
] as const;

const HEADERS_BY_LANGUAGE: Record<Language, readonly string[]> = { es: PORTFOLIO_CSV_HEADERS, en: PORTFOLIO_CSV_HEADERS_EN };

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

/**
 * A number without grouping, so a spreadsheet reads it as a number: with the decimal comma of es-CR, or in English
 * with the decimal point.
 */
export const csvNumber = (value: number | null, language: Language = 'es'): string =>
  value === null ? '' : language === 'es' ? String(value).replace('.', ',') : String(value);

/**
 * One portfolio row as the CSV's cells, in PORTFOLIO_CSV_HEADERS order. In English the status and the stored types
 * (enrolment type, tenure) are translated; names, places and categories stay as written.
 */
export function portfolioCsvRecord(row: PortfolioRow, language: Language = 'es'): string[] {
  const i18n = language === 'es' ? undefined : translations(language);
  const word = (stored: string) => (i18n ? dataValue(i18n, stored) : stored);
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
    csvNumber(row.area, language),
    csvNumber(row.volume, language),
    String(row.visitationAmount),
    word(row.inscriptionType),
    word(row.ownership),
    csvDate(row.inscriptionDate),
    i18n ? i18n.t(`certificate:status.${row.certificateStatus}`) : row.certificateStatus,
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

/** The same file for a spreadsheet in English, whose list separator is the comma (and the decimal mark the point). */
export const spreadsheetCsv = (language: Language) => (language === 'es' ? SPREADSHEET_CSV : { ...SPREADSHEET_CSV, delimiter: ',' });

/**
 * The CSV writer: UTF-8 byte order mark (Excel then reads the accents right), the header line, CRLF
 * line ends, quoting where a cell needs it, and a `'` before any cell a spreadsheet would take for a
 * formula (=, +, -, @): the names and addresses come from the public.
 */
export function portfolioCsvWriter(language: Language = 'es'): Stringifier {
  return stringify({ ...spreadsheetCsv(language), header: true, columns: [...HEADERS_BY_LANGUAGE[language]] });
}
