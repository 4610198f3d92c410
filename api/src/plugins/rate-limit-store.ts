import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

type Answer = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes to `child` at run time (its typings name fastify's route options instead). */
interface ChildOptions {
  routeInfo?: { method?: string; url?: string };
}

/** Rows whose window ended longer ago than this are deleted now and then. */
const KEEP_EXPIRED_MS = 60 * 60 * 1000;

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL (table `rate_limits`), so every process sharing
 * the database enforces one limit: with N processes a client still gets the limit, not N times it. One
 * upsert per request: the window starts with the first request and the counter restarts once it ended.
 * The plugin builds the store itself (`new Store(options)`), hence a class made per database.
 */
export function postgresRateLimitStore(db: Database) {
  let lastSweep = 0;
  const sweep = () => {
    if (Date.now() - lastSweep < KEEP_EXPIRED_MS / 4) return;
    lastSweep = Date.now();
    db.execute(sql`delete from rate_limits where reset_at < now() - make_interval(secs => ${KEEP_EXPIRED_MS / 1000})`).catch(() => undefined);
  };

  return class PostgresRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(caller: string, answer: Answer, timeWindow: number): void {
      const key = this.prefix + caller;
      const windowSecs = timeWindow / 1000;
      db.execute(
        sql`insert into rate_limits (key, count, reset_at) values (${key}, 1, now() + make_interval(secs => ${windowSecs}))
            on conflict (key) do update set
              count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
              reset_at = case when rate_limits.reset_at <= now() then now() + make_interval(secs => ${windowSecs}) else rate_limits.reset_at end
            returning count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl`,
      )
        .then((result) => {
          const [row] = (result as unknown as { rows: { count: number; ttl: number }[] }).rows;
          answer(null, { current: Number(row!.count), ttl: Number(row!.ttl) });
          sweep();
        })
        .catch((error: Error) => answer(error));
    }

    read(caller: string, answer: Answer): void {
      db.execute(
        sql`select count, greatest(0, ceil(extract(epoch from (reset_at - now())) * 1000))::int as ttl
            from rate_limits where key = ${this.prefix + caller} and reset_at > now()`,
      )
        .then((result) => {
          const [row] = (result as unknown as { rows: { count: number; ttl: number }[] }).rows;
          answer(null, row ? { current: Number(row.count), ttl: Number(row.ttl) } : { current: 0, ttl: 0 });
        })
        .catch((error: Error) => answer(error));
    }

    child(options: unknown): PostgresRateLimitStore {
      const { routeInfo } = options as ChildOptions;
      return new PostgresRateLimitStore(options, `${routeInfo?.method ?? ''}${routeInfo?.url ?? ''}-`);
    }
  };
}
