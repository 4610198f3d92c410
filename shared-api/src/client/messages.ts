import { CHAT_WAIT_SECONDS, type ChatMessage, type Conversation, type ConversationSummary, type ReplyRequest } from '../messages';
import { call, createHeaders, http, type CreateOptions } from './http';

/** What a poll found: something new (with its version), nothing new, or nothing at all. */
export type PollResult<T> = { status: 'changed'; data: T; etag: string | null } | { status: 'unchanged' } | { status: 'empty' };

/**
 * A conditional GET: with the last ETag the server answers 304 when nothing changed (spec §9 polling,
 * made cheap), after waiting up to CHAT_WAIT_SECONDS for a change (a long poll). Author-set If-None-Match
 * keeps the browser's cache out of the way. `signal` ends a waiting poll (the page closed the chat).
 */
async function poll<T>(path: string, etag: string | null, signal?: AbortSignal): Promise<PollResult<T>> {
  return call(async () => {
    const response = await http.get(path, {
      headers: etag ? { 'If-None-Match': etag } : {},
      searchParams: etag ? { wait: CHAT_WAIT_SECONDS } : {},
      // the wait, and the usual time for the answer after it
      timeout: (CHAT_WAIT_SECONDS + 30) * 1000,
      cache: 'no-store',
      signal,
      throwHttpErrors: (status) => status !== 304 && status >= 400,
    });
    if (response.status === 304) return { status: 'unchanged' };
    if (response.status === 204) return { status: 'empty' };
    return { status: 'changed', data: await response.json<T>(), etag: response.headers.get('ETag') };
  });
}

export const pollLastConversation = (etag: string | null, signal?: AbortSignal) => poll<Conversation>('messages/getlastconversation', etag, signal);
export const pollConversation = (id: number, etag: string | null, signal?: AbortSignal) => poll<Conversation>(`messages/getconversation/${id}`, etag, signal);

export const getConversations = () =>
  call(() => http.get('messages/getconversations', { searchParams: { page: 1, visibleRecords: 100 } }).json<ConversationSummary[]>());

export const replyThread = (body: ReplyRequest, options?: CreateOptions) =>
  call(() => http.post('messages/ReplyThread', { json: body, headers: createHeaders(options) }).json<ChatMessage>());

/** POST CreateNewThread: 200 with the new conversation's id. */
export const createNewThread = (subject: string, email: string, options?: CreateOptions) =>
  call(() => http.post('messages/CreateNewThread', { json: { subject, email }, headers: createHeaders(options) }).json<number>());
