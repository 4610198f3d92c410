import type { FastifyInstance } from 'fastify';

/** How long a stopping server waits for the answers it is sending. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops taking requests and lets those in flight finish, but not for ever: a client that stops reading its
 * answer (an unread response body, a stalled phone) would otherwise hold the process open, and a Ctrl+C or a
 * deploy's SIGTERM would hang. After `graceMs` the remaining connections are cut.
 */
export async function closeWithin(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
