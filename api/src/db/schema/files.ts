import { bigint, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './users';
import { at, namedBy } from './columns';

/**
 * Every uploaded file: the bytes live on disk under `DATA_DIR/uploads/<storageName>` (a random
 * name), the metadata here. Whoever references a file decides who may download it.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    /** Random name on disk; never derived from the uploader's file name. */
    storageName: text('storage_name').notNull().unique('stored_files_storage_name_unique'),
    /** The uploader's file name, given back on download. */
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The purpose it was checked against (an UploadKind of the shared contract). */
    kind: text('kind').notNull(),
    uploadedBy: namedBy('uploaded_by', () => users.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('stored_files_uploaded_by_idx').on(t.uploadedBy)],
);
