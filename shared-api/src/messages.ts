import { z } from 'zod';
import type { chatMessageSchema, conversationSchema, conversationSummarySchema } from './responses/messages';

/** Chat between a client and the administration (spec §2 Chat panel, §3 Conversation, §4 Chat, §7, §9). */
export const CHAT_POLL_MS = 1000;
/**
 * A poll with the last ETag waits on the server up to these seconds for a change (a long poll): a message
 * arrives as soon as it is written, and an idle conversation costs a request every 16–20 s instead of every
 * second. A poll is never sent sooner than CHAT_POLL_MS after the one before.
 */
export const CHAT_WAIT_SECONDS = 20;
/** Inbox preview: the first characters of the last message, then an ellipsis (spec §9). */
export const CHAT_PREVIEW_LENGTH = 35;

export const CHAT_MSG = {
  messageEmpty: 'El mensaje no puede estar vacío',
  messageTooLong: 'El mensaje no puede tener más de 2000 caracteres',
  subjectRequired: 'Debe indicar el asunto de la conversación',
  conversationClosed: 'Esta conversación ya terminó. Inicie una nueva para escribir a la administración.',
  conversationNotFound: 'La conversación no existe',
} as const;

/** POST messages/ReplyThread (spec §3 reply payload; `userEmail` is ignored, the author is the token). */
export const replySchema = z.object({
  conversationId: z.coerce.number().int().positive(),
  message: z
    .string({ error: CHAT_MSG.messageEmpty })
    .trim()
    .min(1, { error: CHAT_MSG.messageEmpty })
    .max(2000, { error: CHAT_MSG.messageTooLong }),
  userEmail: z.string().optional(),
});
export type ReplyRequest = z.input<typeof replySchema>;

/** POST messages/CreateNewThread (spec §3 new-thread payload; `email` is ignored, the client is the token). */
export const newThreadSchema = z.object({
  subject: z.string({ error: CHAT_MSG.subjectRequired }).trim().min(1, { error: CHAT_MSG.subjectRequired }).max(200),
  email: z.string().optional(),
});
export type NewThreadRequest = z.input<typeof newThreadSchema>;

/** Whether a reply may be sent: empty or whitespace-only messages are not (spec §5). */
export const isSendable = (message: string): boolean => message.trim().length > 0;

/** The inbox preview of a message (spec §9). */
export const chatPreview = (message: string | null): string =>
  message === null ? '' : `${message.slice(0, CHAT_PREVIEW_LENGTH)}...`;

/** One message of a thread (spec §3: userEmail, messageText), with who wrote it and when. */
export type ChatMessage = z.output<typeof chatMessageSchema>;
/** Conversation (spec §3): one client's thread with the administration; only the newest is active (spec §4). */
export type Conversation = z.output<typeof conversationSchema>;
/** A row of the administrator's inbox. */
export type ConversationSummary = z.output<typeof conversationSummarySchema>;
