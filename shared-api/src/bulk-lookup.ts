// The bulk status lookup's contract, without any schema (zod): the public pages read it without downloading the
// validation library.

import type { Language } from './languages';

/** Bulk status lookup (POST properties/status.csv): at most this many certificate or sheet numbers per file. */
export const BULK_LOOKUP_MAX_ROWS = 10_000;
/** Headers of the bulk lookup's answer: the rows it holds and how many numbers have no certificate. */
export const BULK_LOOKUP_HEADERS = { rows: 'x-lookup-rows', notFound: 'x-lookup-not-found' } as const;
/** The bulk lookup's answer file: its name, its columns, and what a number without a certificate says. */
export const BULK_STATUS_CSV = {
  fileName: 'estados-de-certificados.csv',
  headers: ['Consulta', 'Certificado N.º', 'Finca', 'Estado', 'Titular', 'Categoría', 'Emitido', 'Vigente hasta', 'Perfil'],
  notFound: 'No encontrado',
} as const;

/** The same file for a buyer who reads the portfolio in English. */
export const BULK_STATUS_CSV_EN = {
  fileName: 'certificate-statuses.csv',
  headers: ['Query', 'Certificate No.', 'Land registry No.', 'Status', 'Holder', 'Category', 'Issued', 'Valid until', 'Profile'],
  notFound: 'Not found',
} as const;

export const BULK_STATUS_CSV_BY_LANGUAGE: Record<Language, { fileName: string; headers: readonly string[]; notFound: string }> = { es: BULK_STATUS_CSV, en: BULK_STATUS_CSV_EN };
