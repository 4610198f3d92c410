import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { BULK_LOOKUP_MAX_ROWS, BULK_STATUS_CSV_BY_LANGUAGE, PORTFOLIO_MSG, propertyProfilePath} from '@portal/shared-api';
import type { Database } from '../../../db/client';
import { HttpProblem } from '../../../lib/problem';
import { csvDate, spreadsheetCsv } from '../../../lib/csv';
import { DEFAULT_LANGUAGE, type Language } from '@portal/shared-api/i18n';
import { translations } from '../../../lib/language';
import { resolveLookup, type LookupLine } from '../../certificates';

export type { LookupLine };


const normal = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** What a header cell says its column holds: certificate numbers, sheet numbers, or it does not say. */
function headerKind(cell: string): LookupLine['kind'] {
  const word = normal(cell);
  const certificate = /certificado/.test(word);
  const sheet = /finca|folio/.test(word);
  return certificate && !sheet ? 'certificado' : sheet && !certificate ? 'finca' : 'cualquiera';
}

/**
 * The numbers of a buyer's CSV: the first column of each line, separated by commas or semicolons (Excel in Spanish).
 * A first cell without any digit is a header; it may say whether digits alone are certificate or sheet numbers.
 * Blank lines are skipped; 400 with a Spanish message when none is left or there are too many.
 */
export function parseLookup(text: string): LookupLine[] {
  let rows: string[][];
  try {
    const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
    const delimiter = firstLine.includes(';') ? ';' : ',';
    rows = parse(text.replace(/^\uFEFF/, ''), { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][];
  } catch {
    throw new HttpProblem(400, PORTFOLIO_MSG.bulkUnreadable);
  }
  const cells = rows.map((row) => row[0] ?? '').filter((cell) => cell !== '');
  const header = cells.length > 0 && !/\d/.test(cells[0]!) ? cells[0] : undefined;
  const declared = header === undefined ? 'cualquiera' : headerKind(header);
  const values = header === undefined ? cells : cells.slice(1);
  if (values.length === 0) throw new HttpProblem(400, PORTFOLIO_MSG.bulkEmpty);
  if (values.length > BULK_LOOKUP_MAX_ROWS) throw new HttpProblem(400, PORTFOLIO_MSG.bulkTooMany(BULK_LOOKUP_MAX_ROWS));
  // more than digits can only be a sheet number, whatever the header says
  return values.map((value) => ({ value, kind: /^\d+$/.test(value) ? declared : 'finca' }));
}

/**
 * One row per line asked, in the order asked (a sheet number held by several certificates gives one row each, an
 * unknown number one row saying so): the status and dates a buyer checks, and the public profile to confirm it.
 */
export async function bulkStatusCsv(
  db: Database,
  lines: readonly LookupLine[],
  origin: string,
  language: Language = DEFAULT_LANGUAGE,
  now = new Date(),
): Promise<{ csv: string; rows: number; notFound: number }> {
  const file = BULK_STATUS_CSV_BY_LANGUAGE[language];
  const i18n = language === DEFAULT_LANGUAGE ? undefined : translations(language);
  const resolved = await resolveLookup(db, lines, now);
  const records: string[][] = [];
  let notFound = 0;
  for (const { line, found } of resolved) {
    if (found.length === 0) {
      records.push([line.value, '', '', file.notFound, '', '', '', '', '']);
      notFound += 1;
    }
    for (const row of found) {
      const status = row.status;
      const validUntil = row.validUntil;
      records.push([
        line.value,
        String(row.id),
        row.sheetNumber ?? '',
        i18n ? i18n.t(`certificate:status.${status}`) : status,
        row.ownerName ?? '',
        row.category ? `${row.categoryConsecutive} ${row.category}` : '',
        row.certifiedAt ? csvDate(row.certifiedAt.toISOString()) : '',
        validUntil ? csvDate(validUntil.toISOString()) : '',
        `${origin}${propertyProfilePath(row.id)}`,
      ]);
    }
  }
  // as every CSV of the portal; the first column is the buyer's own text, the holders' names are typed by applicants
  const csv = stringify(records, { ...spreadsheetCsv(language), header: true, columns: [...file.headers] });
  return { csv, rows: records.length, notFound };
}
