import { stringify, type Stringifier } from 'csv-stringify';
import type { PortfolioRow } from '@portal/shared-api';
import { dataValue, type Language } from '@portal/shared-api/i18n';
import { csvDate, csvNumber, spreadsheetCsv } from '../../../lib/csv';
import { translations } from '../../../lib/language';

/** The file's name in each language (`?lang=en`: a buyer reading the portfolio in English). */
export const PORTFOLIO_CSV_FILE_NAMES: Record<Language, string> = { es: 'proveedores-certificados.csv', en: 'certified-providers.csv' };

/** The portfolio's columns in the order of spec §2 "Portafolio", then the certificate's status, validity and volume (beyond it). */
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
  'Volumen certificado del período',
  'Volumen disponible',
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
  'Certified volume of the period (m³)',
  'Volume available (m³)',
] as const;

const HEADERS_BY_LANGUAGE: Record<Language, readonly string[]> = { es: PORTFOLIO_CSV_HEADERS, en: PORTFOLIO_CSV_HEADERS_EN };

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
    csvNumber(row.certifiedVolume?.authorised ?? null, language),
    csvNumber(row.certifiedVolume?.remaining ?? null, language),
  ];
}

/**
 * The CSV writer: UTF-8 byte order mark (Excel then reads the accents right), the header line, CRLF
 * line ends, quoting where a cell needs it, and a `'` before any cell a spreadsheet would take for a
 * formula (=, +, -, @): the names and addresses come from the public.
 */
export function portfolioCsvWriter(language: Language = 'es'): Stringifier {
  return stringify({ ...spreadsheetCsv(language), header: true, columns: [...HEADERS_BY_LANGUAGE[language]] });
}
