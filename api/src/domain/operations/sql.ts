import { and, eq, exists, getTableName, sql, type AnyColumn, type Column, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties, propertyAssignments } from '../../db/schema';

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

/** The property (of the current row) is assigned to the regent. */
export const assignedTo = (db: Database, regentId: number): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(propertyAssignments)
      .where(and(eq(propertyAssignments.propertyId, properties.id), eq(propertyAssignments.regentId, regentId))),
  );
