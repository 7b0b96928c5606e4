import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { databaseCounters, type Counters } from './counters.ts';
import { redisCounters } from './redis-counters.ts';

/** Redis when REDIS_URL is set, else the database (PostgreSQL or the embedded one): shared by every process either way. */
export function buildCounters(
  config: Pick<Config, 'REDIS_URL' | 'REDIS_KEY_PREFIX'>,
  database: Database,
  clock: Clock,
): Promise<Counters> {
  return config.REDIS_URL
    ? redisCounters(config.REDIS_URL, `${config.REDIS_KEY_PREFIX}rate:`)
    : Promise.resolve(databaseCounters(database.db, clock));
}
