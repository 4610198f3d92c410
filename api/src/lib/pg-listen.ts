import { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { Client, Pool, type Notification } from 'pg';
import type { Database } from '../db/client';

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

export interface ChannelListener {
  /** Whether notifications arrive now (the readiness check asks). */
  listening(): boolean;
  close(): Promise<void>;
}

export interface ListenHandlers {
  /** A notification's payload. */
  notified(payload: string | undefined): void;
  /** Notifications arrive from now on; what happened before is not known. */
  up(): void;
  /** Notifications may be missed until `up` is called again. */
  down(): void;
}

/**
 * Follows a notification channel of the database, with `handlers` told when notifications can be trusted.
 *
 * - PostgreSQL (several API processes may share it): one dedicated connection LISTENs; when it drops,
 *   `down` is called and it is reopened with a growing delay.
 * - PGlite (one process, one connection): a notification is delivered when the writing commit returns,
 *   before anyone can read after it; the channel never goes down.
 */
export async function listenToChannel(
  db: Database,
  channel: string,
  handlers: ListenHandlers,
  log: FastifyBaseLogger,
): Promise<ChannelListener | undefined> {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) return listenOnPglite(client, channel, handlers);
  if (client instanceof Pool) return listenOnServer(client, channel, handlers, log);
  return undefined;
}

async function listenOnPglite(client: PGlite, channel: string, handlers: ListenHandlers): Promise<ChannelListener> {
  const unlisten = await client.listen(channel, (payload) => handlers.notified(payload));
  handlers.up();
  let open = true;
  return {
    listening: () => open,
    async close() {
      if (!open) return;
      open = false;
      handlers.down();
      // the database may already be closed by whoever owns it
      await unlisten().catch(() => undefined);
    },
  };
}

async function listenOnServer(pool: Pool, channel: string, handlers: ListenHandlers, log: FastifyBaseLogger): Promise<ChannelListener> {
  const { options } = pool;
  let current: Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let delay = FIRST_RETRY_MS;

  const onNotification = (notification: Notification) => {
    if (notification.channel === channel) handlers.notified(notification.payload);
  };

  const lost = (client: Client, error?: Error) => {
    if (client !== current) return;
    current = undefined;
    handlers.down();
    log.warn({ err: error, channel }, 'lost the notification connection; reading the database until it is back');
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
      await client.query(`LISTEN ${channel}`);
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
    handlers.up();
  }

  function schedule(): void {
    if (closed) return;
    retry = setTimeout(() => {
      connect().catch((error: unknown) => {
        log.warn({ err: error, channel }, 'could not reopen the notification connection');
        schedule();
      });
    }, delay);
    delay = Math.min(delay * 2, LAST_RETRY_MS);
  }

  handlers.down();
  try {
    await connect();
  } catch (error) {
    log.warn({ err: error, channel }, 'could not open the notification connection; reading the database until it is up');
    schedule();
  }

  return {
    listening: () => current !== undefined,
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = undefined;
      handlers.down();
      await client?.end();
    },
  };
}
