import { Redis } from 'ioredis';
import { msg } from '@app/shared/error-messages';
import { AppError } from '../../lib/errors.ts';
import type { Counters } from './counters.ts';

/** Seconds a caller is told to wait while Redis is unreachable. */
const REDIS_RETRY_AFTER_SECONDS = 5;

/** INCR, and on a window's first hit its expiry: one round trip, atomic (Redis runs a script alone). */
const HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

const PEEK = `
local n = redis.call('GET', KEYS[1])
if not n then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(n), ttl}`;

/**
 * The counters in Redis (REDIS_URL): keys `<prefix><key>` expire with their window, so nothing needs sweeping. Time is
 * Redis's own clock. Resolves once Redis answers (a server that cannot reach it at start says so and stops). Later, a
 * Redis that is down fails the hit at once with SERVICE_UNAVAILABLE (503 + Retry-After) instead of queueing it, and the
 * client reconnects by itself.
 */
export async function redisCounters(url: string, prefix = 'afb:rate:'): Promise<Counters> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let lastError: unknown;
  // errors reach the caller of each command; this only keeps the last one for the start-up message
  redis.on('error', (err: unknown) => (lastError = err));
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(`REDIS_URL: cannot reach Redis (${(err as Error).message ?? String(lastError)})`, { cause: err });
  }
  const run = async (script: string, key: string, windowMs: number) => {
    try {
      const [count, ttlMs] = (await redis.eval(script, 1, prefix + key, String(windowMs))) as [number, number];
      return { count, ttlMs };
    } catch {
      throw new AppError('SERVICE_UNAVAILABLE', msg('common.serviceUnavailable'), {
        retryAfterSeconds: REDIS_RETRY_AFTER_SECONDS,
      });
    }
  };
  return {
    kind: 'redis',
    hit: (key, windowMs) => run(HIT, key, windowMs),
    peek: (key, windowMs) => run(PEEK, key, windowMs),
    sweep: async () => 0,
    close: async () => {
      redis.disconnect();
    },
  };
}
