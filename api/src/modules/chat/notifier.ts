import type { FastifyBaseLogger } from 'fastify';
import { Client, Pool, type Notification } from 'pg';
import type { Database } from '../../db/client';
import type { ChatVersions, ConversationVersion } from './versions';

/** Channel the `conversations_notify` trigger (migration 0003_chat) writes every new version to. */
export const CHAT_CHANNEL = 'chat_conversations';

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

export interface ChatListener {
  /** Whether the notification connection is open (the readiness check asks). */
  listening(): boolean;
  close(): Promise<void>;
}

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
 * On a PostgreSQL server (several API processes may share it) one dedicated connection LISTENs to
 * the conversations' changes, so this process's versions follow the others' writes. While that
 * connection is down the versions are not trusted (every poll reads the database) and it is
 * reopened with a growing delay. PGlite has one process only: nothing to listen to.
 */
export async function listenToOtherServers(
  db: Database,
  versions: ChatVersions,
  log: FastifyBaseLogger,
): Promise<ChatListener | undefined> {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof Pool)) return undefined;
  const options = pool.options;

  let current: Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = FIRST_RETRY_MS;

  const onNotification = (notification: Notification) => {
    const next = notification.channel === CHAT_CHANNEL ? parseVersion(notification.payload) : undefined;
    if (next) versions.noteConversation(next, versions.epoch);
  };

  const lost = (client: Client, error?: Error) => {
    if (client !== current) return;
    current = undefined;
    versions.distrust();
    log.warn({ err: error }, 'chat: lost the notification connection; polls read the database until it is back');
    client.end().catch(() => undefined);
    schedule();
  };

  async function connect(): Promise<void> {
    const client = new Client(options);
    client.on('notification', onNotification);
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHAT_CHANNEL}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end();
      return;
    }
    current = client;
    delay = FIRST_RETRY_MS;
    // only what is learnt from now on: every later change is notified
    versions.trust();
  }

  function schedule(): void {
    if (closed) return;
    retry = setTimeout(() => {
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'chat: could not reopen the notification connection');
        schedule();
      });
    }, delay);
    delay = Math.min(delay * 2, LAST_RETRY_MS);
  }

  versions.distrust();
  try {
    await connect();
  } catch (error) {
    log.warn({ err: error }, 'chat: could not open the notification connection; polls read the database until it is up');
    schedule();
  }

  return {
    listening: () => current !== undefined,
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      await client?.end();
    },
  };
}
