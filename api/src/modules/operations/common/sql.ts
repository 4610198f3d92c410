import { and, eq, exists, getTableName, isNotNull, or, sql, type AnyColumn, type Column, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { properties, propertyAssignments } from '../../../db/schema';
import { foldText } from '../../../lib/listing';

interface NameColumns {
  firstName: AnyColumn;
  middleName: AnyColumn;
  lastName: AnyColumn;
  secondLastName: AnyColumn;
}

/** A user's names joined by single spaces (absent middle or second last names skipped), for any alias of users. */
export const personName = (table: NameColumns): SQL<string> =>
  sql<string>`concat_ws(' ', ${table.firstName}, nullif(${table.middleName}, ''), ${table.lastName}, nullif(${table.secondLastName}, ''))`;

/**
 * A column with its table's name, also where drizzle would write it bare (the select list of a
 * one-table query): needed to refer to the outer row from a subquery.
 */
export const qualified = (column: Column): SQL => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);

/** Whether the regent is assigned to the property of the current row, as a value to select. */
export const isAssignedTo = (regentId: number): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${propertyAssignments} pa where pa.property_id = ${qualified(properties.id)} and pa.regent_id = ${regentId})`;

/** A property is certified once its enrolment is Aceptada. */
export const certified = isNotNull(properties.certifiedAt);

/** The property (of the current row) is assigned to the regent. */
export const assignedTo = (db: Database, regentId: number): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(propertyAssignments)
      .where(and(eq(propertyAssignments.propertyId, properties.id), eq(propertyAssignments.regentId, regentId))),
  );

/** ISO 8601 of a timestamp column (a Date from a column, a string from JSON built in SQL). */
export const iso = (date: Date | string): string => new Date(date).toISOString();
export const isoOrNull = (date: Date | string | null): string | null => (date === null ? null : iso(date));

/** `count(*)` as a number on both drivers. */
export const countAll = sql<number>`count(*)::int`;

/** The number of rows of the whole list on each row of a page: the page and its total in one query. */
export const windowTotal = sql<number>`(count(*) over ())::int`;

/**
 * Whether any of the expressions contains the text, ignoring case and accents (as lib/listing's
 * containsText, also for computed text such as a full name); no condition for an empty text.
 */
export function matchesText(expressions: ReadonlyArray<AnyColumn | SQL>, text: string): SQL | undefined {
  const folded = foldText(text.trim());
  if (!folded) return undefined;
  const pattern = `%${folded.replace(/[\\%_]/g, '\\$&')}%`;
  return or(...expressions.map((expression) => sql`translate(lower(${expression}), 'áéíóúü', 'aeiouu') like ${pattern}`));
}
