import { sql } from 'drizzle-orm';
import { integer, numeric, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

// The column shapes the tables share, so each is written once.

/** A moment, with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** Colones, to the céntimo. */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

/** A row this one belongs to: required, and deleted with it. */
export const belongsTo = (name: string, id: () => AnyPgColumn) => integer(name).notNull().references(id, { onDelete: 'cascade' });

/** A row this one names when there is one: left empty when that row goes (a person, a file). */
export const namedBy = (name: string, id: () => AnyPgColumn) => integer(name).references(id, { onDelete: 'set null' });

/** The values of a check constraint's `in (…)`, as SQL literals. */
export const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
