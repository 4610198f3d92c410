import { bigint, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Backups taken by `npm run backup` (the administrator's home shows the last one). A row is written once the
 * archive is complete, so a database restored from an archive does not list that archive itself.
 */
export const backups = pgTable('backups', {
  id: serial('id').primaryKey(),
  takenAt: at('taken_at').notNull().defaultNow(),
  fileName: text('file_name').notNull(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  engine: text('engine').notNull(),
});
