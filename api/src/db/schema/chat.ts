import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A client's thread with the administration (spec §3 Conversation). It is active until `endedAt`:
 * starting a new one ends the previous, so a client has at most one active conversation (spec §4).
 * `version` grows with every change (a message, the end), so pollers can ask "anything new?".
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The creation time until the first message. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('conversations_one_active_per_customer').on(t.customerId).where(sql`${t.endedAt} is null`),
    index('conversations_customer_id_idx').on(t.customerId, t.id.desc()),
    index('conversations_last_message_at_idx').on(t.lastMessageAt.desc(), t.id.desc()),
    check('conversations_version_positive', sql`${t.version} > 0`),
  ],
);

/** One message of a conversation (spec §3: userEmail, messageText); the author is a user of either side. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_id_idx').on(t.conversationId, t.id),
    index('chat_messages_author_id_idx').on(t.authorId),
    check('chat_messages_text_length', sql`char_length(${t.text}) between 1 and 2000`),
  ],
);
