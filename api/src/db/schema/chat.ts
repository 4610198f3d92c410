import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';
import { at, belongsTo } from './columns';

/**
 * A client's thread with the administration (spec §3 Conversation). It is active until `endedAt`:
 * starting a new one ends the previous, so a client has at most one active conversation (spec §4).
 * `version` grows with every change (a message, the end), so pollers can ask "anything new?".
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    customerId: belongsTo('customer_id', () => users.id),
    subject: text('subject').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The creation time until the first message. */
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    endedAt: at('ended_at'),
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
    conversationId: belongsTo('conversation_id', () => conversations.id),
    authorId: belongsTo('author_id', () => users.id),
    text: text('text').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_conversation_id_idx').on(t.conversationId, t.id),
    index('chat_messages_author_id_idx').on(t.authorId),
    check('chat_messages_text_length', sql`char_length(${t.text}) between 1 and 2000`),
  ],
);
