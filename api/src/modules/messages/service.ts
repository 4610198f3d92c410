import type { ChatMessage, Conversation, PagingQuery } from '@portal/shared-api';
import type { Author, ChatRepository, VersionedConversation } from './repository';
import { matchesIfNoneMatch } from '../../lib/etag';
import { etagOf, type ChatVersions, type ConversationVersion } from './versions';

/** What a poll answers: nothing new (304), no conversation at all (204 or 404), or the conversation. */
export type PollAnswer =
  | { kind: 'unchanged'; etag: string; id: number }
  | { kind: 'none' }
  | { kind: 'changed'; etag: string; conversation: Conversation };

export type ReplyAnswer = { kind: 'sent'; message: ChatMessage } | { kind: 'not-found' } | { kind: 'closed' };

/**
 * The chat's reads and writes with their bookkeeping of versions: a poll that names the current
 * ETag is answered from memory, and every write records the version it committed.
 */
export function chatService(repository: ChatRepository, versions: ChatVersions) {
  const changed = ({ version, customerId: _customerId, ...conversation }: VersionedConversation): PollAnswer => ({
    kind: 'changed',
    etag: etagOf({ id: conversation.id, version }),
    conversation,
  });

  const note = (conversation: VersionedConversation, epoch: number) =>
    versions.noteConversation(
      { id: conversation.id, customerId: conversation.customerId, version: conversation.version, active: conversation.active },
      epoch,
    );

  /** The version a poll compares with: from memory, else one small query (remembered). */
  async function knownVersion(id: number): Promise<ConversationVersion | undefined> {
    const epoch = versions.epoch;
    const known = versions.conversation(id);
    if (known) return known;
    const loaded = await repository.versionOf(id);
    if (loaded) versions.noteConversation(loaded, epoch);
    return loaded;
  }

  async function knownActive(customerId: number): Promise<ConversationVersion | null> {
    const epoch = versions.epoch;
    const active = versions.activeOf(customerId);
    if (active?.conversationId === null) return null;
    if (active) {
      const known = versions.conversation(active.conversationId);
      // an ended one means its successor is not known here yet
      if (known?.active) return known;
    }
    const loaded = await repository.activeVersionOf(customerId);
    if (loaded) versions.noteConversation(loaded, epoch);
    else versions.noteActive(customerId, { conversationId: null }, epoch);
    return loaded;
  }

  /**
   * A long poll: asks `poll` again each time what it compared with may have changed, until it answers something
   * else than "unchanged", `waitMs` pass, memory is no longer trusted or `signal` aborts (the client left, the
   * server closes). Without trusted memory (PostgreSQL's notifications down) it answers at once.
   */
  async function held(poll: () => Promise<PollAnswer>, customerId: number | undefined, waitMs: number, signal: AbortSignal): Promise<PollAnswer> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const answer = await poll();
      const left = deadline - Date.now();
      if (answer.kind !== 'unchanged' || left <= 0 || !versions.isTrusted || signal.aborted) return answer;
      // a notification may have raced the read this answer came from: memory knows better, ask again
      const current = versions.conversation(answer.id);
      if (current && etagOf(current) !== answer.etag) continue;
      await versions.changed({ conversationId: answer.id, customerId }, left, signal);
    }
  }

  return {
    /** GET getlastconversation?wait=: the client's active conversation, answered when it changes or after `waitMs`. */
    waitActive(customerId: number, ifNoneMatch: string | undefined, waitMs: number, signal: AbortSignal): Promise<PollAnswer> {
      return held(() => this.pollActive(customerId, ifNoneMatch), customerId, waitMs, signal);
    },

    /** GET getconversation/:id?wait=: one conversation, answered when it changes or after `waitMs`. */
    waitOne(id: number, ownerId: number | undefined, ifNoneMatch: string | undefined, waitMs: number, signal: AbortSignal): Promise<PollAnswer> {
      return held(() => this.pollOne(id, ownerId, ifNoneMatch), undefined, waitMs, signal);
    },

    /** GET getlastconversation: the client's active conversation. */
    async pollActive(customerId: number, ifNoneMatch: string | undefined): Promise<PollAnswer> {
      const epoch = versions.epoch;
      const known = await knownActive(customerId);
      if (!known) return { kind: 'none' };
      if (matchesIfNoneMatch(ifNoneMatch, etagOf(known))) return { kind: 'unchanged', etag: etagOf(known), id: known.id };
      const conversation = await repository.findActive(customerId);
      if (!conversation) return { kind: 'none' };
      note(conversation, epoch);
      return changed(conversation);
    },

    /** GET getconversation/:id: any conversation for the administration (`ownerId` undefined), else only the owner's. */
    async pollOne(id: number, ownerId: number | undefined, ifNoneMatch: string | undefined): Promise<PollAnswer> {
      const epoch = versions.epoch;
      if (ifNoneMatch) {
        const known = await knownVersion(id);
        if (!known || (ownerId !== undefined && known.customerId !== ownerId)) return { kind: 'none' };
        if (matchesIfNoneMatch(ifNoneMatch, etagOf(known))) return { kind: 'unchanged', etag: etagOf(known), id: known.id };
      }
      const conversation = await repository.find(id, ownerId);
      if (!conversation) return { kind: 'none' };
      note(conversation, epoch);
      return changed(conversation);
    },

    /** GET getconversations: the administrator's inbox (not polled). */
    summaries: (query: PagingQuery) => repository.summaries(query),

    /** POST ReplyThread; `ownerId` when a client writes (own and active conversations only). */
    async reply(conversationId: number, author: Author, text: string, ownerId: number | undefined): Promise<ReplyAnswer> {
      const epoch = versions.epoch;
      const outcome = await repository.reply(conversationId, author, text, ownerId);
      if (outcome.kind !== 'sent') return outcome;
      versions.noteConversation(outcome.conversation, epoch);
      return { kind: 'sent', message: outcome.message };
    },

    /** POST CreateNewThread: ends the client's active conversation and answers the new one's id. */
    async start(customerId: number, subject: string): Promise<number> {
      const epoch = versions.epoch;
      const { created, ended } = await repository.start(customerId, subject);
      for (const conversation of ended) versions.noteConversation(conversation, epoch);
      versions.noteConversation(created, epoch);
      return created.id;
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;
