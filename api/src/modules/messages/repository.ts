import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ChatMessage, Conversation, ConversationSummary, Page, PagingQuery } from '@portal/shared-api';
import type { Database } from '../../db/client';
import { chatMessages, conversations, users } from '../../db/schema';
import { offsetOf } from '../../lib/listing';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/pg-error';
import type { ConversationVersion } from './versions';

/** A conversation as answered, with its owner and the version its ETag names. */
export type VersionedConversation = Conversation & { customerId: number; version: number };

export interface Author {
  id: number;
  email: string;
  name: string;
}

export type ReplyOutcome =
  | { kind: 'sent'; message: ChatMessage; conversation: ConversationVersion }
  | { kind: 'not-found' }
  | { kind: 'closed' };

export interface NewConversation {
  created: ConversationVersion;
  ended: ConversationVersion[];
}

/** Two clients' creations racing on a PostgreSQL server: the loser tries again (the index keeps one active). */
const CREATE_ATTEMPTS = 3;

const fullName = sql<string>`concat_ws(' ', ${users.firstName}, nullif(${users.middleName}, ''), ${users.lastName}, nullif(${users.secondLastName}, ''))`;

const versionColumns = {
  id: conversations.id,
  customerId: conversations.customerId,
  version: conversations.version,
  active: sql<boolean>`${conversations.endedAt} is null`,
};

const headerColumns = {
  ...versionColumns,
  subject: conversations.subject,
  email: users.email,
  customerName: fullName,
  createdAt: conversations.createdAt,
  lastMessageAt: conversations.lastMessageAt,
};

type HeaderRow = ConversationVersion & {
  subject: string;
  email: string;
  customerName: string;
  createdAt: Date;
  lastMessageAt: Date;
};

const toHeader = ({ createdAt, lastMessageAt, customerId: _customerId, version: _version, ...row }: HeaderRow) => ({
  ...row,
  dateCreated: createdAt.toISOString(),
  lastMessageDate: lastMessageAt.toISOString(),
});

const lastMessage = sql<string | null>`(select ${chatMessages.text} from ${chatMessages} where ${chatMessages.conversationId} = ${conversations.id} order by ${chatMessages.id} desc limit 1)`;

export function chatRepository(db: Database) {
  /** The conversation's row first, then its messages: the body holds at least what its version names. */
  async function read(where: SQL | undefined): Promise<VersionedConversation | undefined> {
    const [header] = await db
      .select(headerColumns)
      .from(conversations)
      .innerJoin(users, eq(users.id, conversations.customerId))
      .where(where)
      .limit(1);
    if (!header) return undefined;
    const messages = await db
      .select({
        id: chatMessages.id,
        authorId: chatMessages.authorId,
        userEmail: users.email,
        userName: fullName,
        messageText: chatMessages.text,
        createdAt: chatMessages.createdAt,
      })
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.authorId))
      .where(eq(chatMessages.conversationId, header.id))
      .orderBy(asc(chatMessages.id));
    return {
      ...toHeader(header),
      customerId: header.customerId,
      version: header.version,
      messages: messages.map(({ authorId, createdAt, ...message }) => ({
        ...message,
        dateCreated: createdAt.toISOString(),
        fromAdministration: authorId !== header.customerId,
      })),
    };
  }

  return {
    async versionOf(id: number): Promise<ConversationVersion | undefined> {
      const [row] = await db.select(versionColumns).from(conversations).where(eq(conversations.id, id));
      return row;
    },

    /** The client's active conversation's version, or null when there is none. */
    async activeVersionOf(customerId: number): Promise<ConversationVersion | null> {
      const [row] = await db
        .select(versionColumns)
        .from(conversations)
        .where(and(eq(conversations.customerId, customerId), isNull(conversations.endedAt)));
      return row ?? null;
    },

    /** One conversation; with `customerId`, only if it is that client's. */
    find(id: number, customerId?: number): Promise<VersionedConversation | undefined> {
      return read(and(eq(conversations.id, id), customerId === undefined ? undefined : eq(conversations.customerId, customerId)));
    },

    findActive(customerId: number): Promise<VersionedConversation | undefined> {
      return read(and(eq(conversations.customerId, customerId), isNull(conversations.endedAt)));
    },

    /** The administrator's inbox: latest activity first, with the last message's text. */
    async summaries(query: PagingQuery): Promise<Page<ConversationSummary>> {
      const [rows, [total]] = await Promise.all([
        db
          .select({ ...headerColumns, lastMessage })
          .from(conversations)
          .innerJoin(users, eq(users.id, conversations.customerId))
          .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
          .limit(query.visibleRecords)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(conversations),
      ]);
      return {
        rows: rows.map(({ lastMessage: text, ...row }) => ({ ...toHeader(row), lastMessage: text })),
        total: Number(total!.n),
      };
    },

    /**
     * Adds a message and moves the conversation to its next version, together. With `ownerId` (a
     * client writing) the conversation must be that client's and still active.
     */
    async reply(conversationId: number, author: Author, text: string, ownerId?: number): Promise<ReplyOutcome> {
      return db.transaction(async (tx) => {
        const [conversation] = await tx
          .update(conversations)
          .set({ version: sql`${conversations.version} + 1`, lastMessageAt: sql`now()` })
          .where(
            and(
              eq(conversations.id, conversationId),
              ownerId === undefined ? undefined : and(eq(conversations.customerId, ownerId), isNull(conversations.endedAt)),
            ),
          )
          .returning(versionColumns);
        if (!conversation) {
          if (ownerId === undefined) return { kind: 'not-found' };
          const [own] = await tx
            .select({ id: conversations.id })
            .from(conversations)
            .where(and(eq(conversations.id, conversationId), eq(conversations.customerId, ownerId)));
          return { kind: own ? 'closed' : 'not-found' };
        }
        const [message] = await tx
          .insert(chatMessages)
          .values({ conversationId, authorId: author.id, text })
          .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt });
        return {
          kind: 'sent',
          conversation,
          message: {
            id: message!.id,
            userEmail: author.email,
            userName: author.name,
            messageText: text,
            dateCreated: message!.createdAt.toISOString(),
            fromAdministration: author.id !== conversation.customerId,
          },
        };
      });
    },

    /** Ends the client's active conversation, if any, and opens a new one, in one transaction. */
    async start(customerId: number, subject: string): Promise<NewConversation> {
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction(async (tx) => {
            const ended = await tx
              .update(conversations)
              .set({ endedAt: sql`now()`, version: sql`${conversations.version} + 1` })
              .where(and(eq(conversations.customerId, customerId), isNull(conversations.endedAt)))
              .returning(versionColumns);
            const [created] = await tx.insert(conversations).values({ customerId, subject }).returning(versionColumns);
            return { created: created!, ended };
          });
        } catch (error) {
          if (attempt >= CREATE_ATTEMPTS || pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
        }
      }
    },
  };
}

export type ChatRepository = ReturnType<typeof chatRepository>;
