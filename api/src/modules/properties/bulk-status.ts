import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { BULK_LOOKUP_MAX_ROWS, PORTFOLIO_MSG, propertyProfilePath } from '@portal/shared-api';
import type { Database } from '../../db/client';
import { categories, enrolments, properties } from '../../db/schema';
import { HttpProblem } from '../../lib/problem';
import { certificateValidity } from './certificate';
import { csvDate, PORTFOLIO_CSV_DELIMITER } from './portfolio-csv';

export const BULK_STATUS_FILE_NAME = 'estados-de-certificados.csv';

/** What a buyer's line asks for: a certificate number (digits, as on the PDF) or a sheet number (2-345678-000). */
export interface LookupLine {
  value: string;
  kind: 'certificado' | 'finca';
}

export const BULK_STATUS_HEADERS = ['Consulta', 'Certificado N.º', 'Finca', 'Estado', 'Titular', 'Categoría', 'Emitido', 'Vigente hasta', 'Perfil'] as const;
const NOT_FOUND = 'No encontrado';

const normal = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** A first line naming its column ("certificado", "N.º de finca"…) says what its values are. */
function headerKind(cell: string): LookupLine['kind'] | undefined {
  const word = normal(cell);
  if (/certificado/.test(word)) return 'certificado';
  if (/finca|folio/.test(word)) return 'finca';
  return undefined;
}

/**
 * The numbers of a buyer's CSV: the first column of each line, separated by commas or semicolons (Excel in Spanish),
 * an optional header naming it; digits alone are a certificate number, anything else a sheet number unless the
 * header says which. Blank lines are skipped; 400 with a Spanish message when none is left or there are too many.
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
  const declared = cells.length > 0 ? headerKind(cells[0]!) : undefined;
  const values = declared || (cells[0] !== undefined && /[a-z]{4,}/i.test(cells[0])) ? cells.slice(1) : cells;
  if (values.length === 0) throw new HttpProblem(400, PORTFOLIO_MSG.bulkEmpty);
  if (values.length > BULK_LOOKUP_MAX_ROWS) throw new HttpProblem(400, PORTFOLIO_MSG.bulkTooMany(BULK_LOOKUP_MAX_ROWS));
  return values.map((value) => ({ value, kind: declared ?? (/^\d+$/.test(value) ? 'certificado' : 'finca') }));
}

interface Found {
  id: number;
  sheetNumber: string | null;
  ownerName: string | null;
  category: string | null;
  categoryConsecutive: string | null;
  certifiedAt: Date | null;
  enrolmentStatus: string;
}

/**
 * One row per line asked, in the order asked (a sheet number held by several certificates gives one row each, an
 * unknown number one row saying so): the status and dates a buyer checks, and the public profile to confirm it.
 * Two queries at most, whatever the number of lines.
 */
export async function bulkStatusCsv(
  db: Database,
  lines: readonly LookupLine[],
  origin: string,
  now = new Date(),
): Promise<{ csv: string; rows: number; notFound: number }> {
  const ids = [...new Set(lines.filter((l) => l.kind === 'certificado' && /^\d{1,9}$/.test(l.value)).map((l) => Number(l.value)))];
  const sheets = [...new Set(lines.filter((l) => l.kind === 'finca').map((l) => l.value))];
  const wanted = [...(ids.length ? [inArray(properties.id, ids)] : []), ...(sheets.length ? [inArray(properties.sheetNumber, sheets)] : [])];
  const rows: Found[] = wanted.length
    ? await db
        .select({
          id: properties.id,
          sheetNumber: properties.sheetNumber,
          ownerName: properties.ownerName,
          category: categories.name,
          categoryConsecutive: categories.consecutive,
          certifiedAt: properties.certifiedAt,
          enrolmentStatus: enrolments.status,
        })
        .from(properties)
        .innerJoin(enrolments, eq(enrolments.id, properties.enrolmentId))
        .leftJoin(categories, eq(categories.id, properties.categoryId))
        .where(and(isNotNull(properties.certifiedAt), or(...wanted)))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const bySheet = new Map<string, Found[]>();
  for (const row of rows) if (row.sheetNumber) bySheet.set(row.sheetNumber, [...(bySheet.get(row.sheetNumber) ?? []), row]);

  const records: string[][] = [];
  let notFound = 0;
  for (const line of lines) {
    const found = line.kind === 'certificado' ? [byId.get(Number(line.value))].filter((row): row is Found => row !== undefined) : (bySheet.get(line.value) ?? []);
    if (found.length === 0) {
      records.push([line.value, '', '', NOT_FOUND, '', '', '', '', '']);
      notFound += 1;
    }
    for (const row of found.sort((a, b) => a.id - b.id)) {
      const { status, validUntil } = certificateValidity(row.enrolmentStatus as Parameters<typeof certificateValidity>[0], row.certifiedAt, now);
      records.push([
        line.value,
        String(row.id),
        row.sheetNumber ?? '',
        status,
        row.ownerName ?? '',
        row.category ? `${row.categoryConsecutive} ${row.category}` : '',
        row.certifiedAt ? csvDate(row.certifiedAt.toISOString()) : '',
        validUntil ? csvDate(validUntil.toISOString()) : '',
        `${origin}${propertyProfilePath(row.id)}`,
      ]);
    }
  }
  // with a BOM and semicolons, as the portfolio's CSV, so Excel in Spanish opens it in columns
  return { csv: `\uFEFF${stringify([[...BULK_STATUS_HEADERS], ...records], { delimiter: PORTFOLIO_CSV_DELIMITER })}`, rows: records.length, notFound };
}
