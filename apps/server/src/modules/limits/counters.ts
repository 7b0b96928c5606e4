import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { rateCounters } from './limits.schema.ts';

/** A key's count in its current window, and how long that window has left. */
export interface Count {
  count: number;
  ttlMs: number;
}

/**
 * Counters in fixed windows shared by every process of a deployment: the rate limits and the sign-in throttle keep
 * their counts here, so two processes do not give an attacker twice the attempts (issue 21). A window opens at a key's
 * first hit and lasts `windowMs`; the next hit after it ends opens a new one.
 */
export interface Counters {
  /** Adds one to `key` and gives its count in the window (1 for the first hit). Atomic across processes. */
  hit(key: string, windowMs: number): Promise<Count>;
  /** The count without adding to it (0 when no window is open). */
  peek(key: string, windowMs: number): Promise<Count>;
  /** Drops windows that have ended (the PostgreSQL store's rows); nothing to do where keys expire by themselves. */
  sweep(): Promise<number>;
  /** `postgres` (also the embedded database) or `redis` */
  readonly kind: 'postgres' | 'redis';
  close(): Promise<void>;
}

/**
 * The counters in the database (the default: PostgreSQL or the embedded one): one upsert per hit, atomic under
 * concurrent hits (the row is locked by ON CONFLICT). Time is the injected clock's, so tests can move past a window.
 */
export function databaseCounters(db: Db, clock: Clock): Counters {
  const count = (r: { hits: number; ends: string | Date } | undefined, now: number): Count =>
    r ? { count: r.hits, ttlMs: Math.max(0, new Date(r.ends).getTime() - now) } : { count: 0, ttlMs: 0 };
  return {
    kind: 'postgres',
    async hit(key, windowMs) {
      const now = clock.now();
      const ends = new Date(now.getTime() + windowMs);
      const [row] = await queryRows<{ hits: number; ends: string | Date }>(
        db,
        sql`insert into ${rateCounters} as c (key, hits, window_ends_at) values (${key}, 1, ${ends.toISOString()}::timestamptz)
          on conflict (key) do update set
            hits = case when c.window_ends_at <= ${now.toISOString()}::timestamptz then 1 else c.hits + 1 end,
            window_ends_at = case when c.window_ends_at <= ${now.toISOString()}::timestamptz then excluded.window_ends_at else c.window_ends_at end
          returning c.hits as hits, c.window_ends_at as ends`,
      );
      return count(row, now.getTime());
    },
    async peek(key) {
      const now = clock.now();
      const [row] = await queryRows<{ hits: number; ends: string | Date }>(
        db,
        sql`select hits, window_ends_at as ends from ${rateCounters} where key = ${key} and window_ends_at > ${now.toISOString()}::timestamptz`,
      );
      return count(row, now.getTime());
    },
    async sweep() {
      const gone = await db
        .delete(rateCounters)
        .where(lt(rateCounters.windowEndsAt, clock.now()))
        .returning({ key: rateCounters.key });
      return gone.length;
    },
    close: async () => {},
  };
}
