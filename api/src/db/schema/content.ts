import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { storedFiles } from './files';
import { users } from './users';
import { at, namedBy } from './columns';

/** Messages of the public contact form (spec §3 Contact). */
export const contacts = pgTable(
  'contacts',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('contacts_created_at_idx').on(t.createdAt.desc(), t.id.desc())],
);

/** Public downloadable documents (spec §3 Document); the bytes are a stored file. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    description: text('description').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id),
    createdAt: at('created_at').notNull().defaultNow(),
    modifiedAt: at('modified_at').notNull().defaultNow(),
  },
  (t) => [index('documents_created_at_idx').on(t.createdAt.desc(), t.id.desc()), index('documents_file_id_idx').on(t.fileId)],
);

/** News (spec §3 News); `body` is HTML already sanitised when it was saved. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    body: text('body').notNull(),
    /** The author's name as it was when the news was published. */
    author: text('author').notNull(),
    authorId: namedBy('author_id', () => users.id),
    thumbnailId: integer('thumbnail_id').references(() => storedFiles.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('news_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    index('news_thumbnail_id_idx').on(t.thumbnailId),
    index('news_author_id_idx').on(t.authorId),
  ],
);
