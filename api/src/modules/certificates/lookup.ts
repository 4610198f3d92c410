import { and, eq, inArray, or } from 'drizzle-orm';
import type { CertificateLifecycleStatus } from '@portal/shared-api';
import type { Database } from '../../db/client';
import { categories, properties } from '../../db/schema';
import { inInt4 } from '../../lib/sql';
import { certified, statusSql } from './status';


/**
 * What a buyer's line asks for: a sheet number (anything with more than digits, such as 2-345678-000) or, for
 * digits alone, a certificate number (the PDF's N.º), a sheet number, or either when no header says which.
 */
export interface LookupLine {
  value: string;
  kind: 'certificado' | 'finca' | 'cualquiera';
}

/** A certificate number as the database holds it (leading zeros dropped), or undefined when it cannot be one. */
function certificateId(value: string): number | undefined {
  if (!/^\d+$/.test(value)) return undefined;
  const id = Number(value.replace(/^0+(?=\d)/, ''));
  return inInt4(id) ? id : undefined;
}

export interface Found {
  id: number;
  sheetNumber: string | null;
  ownerName: string | null;
  category: string | null;
  categoryConsecutive: string | null;
  certifiedAt: Date | null;
  /** Its status at the lookup's `now`. */
  status: CertificateLifecycleStatus;
  validUntil: Date | null;
}

/**
 * The certified properties each line names, in the order asked: a certificate of that number first, then the
 * certificates of a farm of that sheet number (several farms may share one). Two queries at most, whatever the number
 * of lines.
 */
export async function resolveLookup(db: Database, lines: readonly LookupLine[], now = new Date()): Promise<Array<{ line: LookupLine; found: Found[] }>> {
  const ids = [...new Set(lines.filter((l) => l.kind !== 'finca').flatMap((l) => certificateId(l.value) ?? []))];
  const sheets = [...new Set(lines.filter((l) => l.kind !== 'certificado').map((l) => l.value))];
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
          status: statusSql(now).mapWith((value: CertificateLifecycleStatus) => value),
          validUntil: properties.validUntil,
        })
        .from(properties)
        .leftJoin(categories, eq(categories.id, properties.categoryId))
        .where(and(certified, or(...wanted)))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const bySheet = new Map<string, Found[]>();
  for (const row of rows) if (row.sheetNumber) bySheet.set(row.sheetNumber, [...(bySheet.get(row.sheetNumber) ?? []), row]);
  return lines.map((line) => {
    const asId = line.kind === 'finca' ? undefined : byId.get(certificateId(line.value) ?? 0);
    const asSheet = line.kind === 'certificado' ? [] : (bySheet.get(line.value) ?? []);
    return { line, found: [...(asId ? [asId] : []), ...asSheet.filter((row) => row.id !== asId?.id).sort((a, b) => a.id - b.id)] };
  });
}

