import type { FastifyBaseLogger } from 'fastify';
import { Pool } from 'pg';
import type { Database } from '../../db/client';
import { listenToChannel, type ChannelListener } from '../../lib/pg-listen';
import type { ChatVersions, ConversationVersion } from './versions';

/** Channel the `conversations_notify` trigger (migration 0003_chat) writes every new version to. */
export const CHAT_CHANNEL = 'chat_conversations';

/** Whether the notification connection is open (the readiness check asks). */
export type ChatListener = ChannelListener;

function parseVersion(payload: string | undefined): ConversationVersion | undefined {
  try {
    const value = JSON.parse(payload ?? '') as Partial<ConversationVersion>;
    const { id, customerId, version, active } = value;
    if (![id, customerId, version].every(Number.isSafeInteger) || typeof active !== 'boolean') return undefined;
    return { id: id!, customerId: customerId!, version: version!, active };
  } catch {
    return undefined;
  }
}

/**
 * On a PostgreSQL server (several API processes may share it) the conversations' changes are followed
 * through its notifications, so this process's versions follow the others' writes. While the
 * notification connection is down the versions are not trusted (every poll reads the database).
 * PGlite has one process only: nothing to listen to.
 */
export async function listenToOtherServers(
  db: Database,
  versions: ChatVersions,
  log: FastifyBaseLogger,
): Promise<ChatListener | undefined> {
  if (!((db as { $client?: unknown }).$client instanceof Pool)) return undefined;
  return listenToChannel(
    db,
    CHAT_CHANNEL,
    {
      notified(payload) {
        const next = parseVersion(payload);
        if (next) versions.noteConversation(next, versions.epoch);
      },
      // only what is learnt from now on: every later change is notified
      up: () => versions.trust(),
      down: () => versions.distrust(),
    },
    log,
  );
}
