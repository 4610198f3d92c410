import { sql } from 'drizzle-orm';

/** ISO 8601 of a timestamp column (a Date from a column, a string from JSON built in SQL). */
export const iso = (date: Date | string): string => new Date(date).toISOString();
export const isoOrNull = (date: Date | string | null): string | null => (date === null ? null : iso(date));

/** `count(*)` as a number on both drivers. */
export const countAll = sql<number>`count(*)::int`;

/** The number of rows of the whole list on each row of a page: the page and its total in one query. */
export const windowTotal = sql<number>`(count(*) over ())::int`;

/** Ids in PostgreSQL `integer` range; anything else names nothing. */
export const INT4_MAX = 2_147_483_647;
export const inInt4 = (id: number): boolean => Number.isSafeInteger(id) && id > 0 && id <= INT4_MAX;
