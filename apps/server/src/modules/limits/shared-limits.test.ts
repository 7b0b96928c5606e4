import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { signUp } from '../../../test/flows.ts';
import { buildCounters } from './build-counters.ts';

/**
 * Two server instances on one database (issue 21): a limit of 20 is 20 over both together, not 20 each. The second
 * instance is a second app with its own counters object: all they share is the database (or Redis).
 */
const redisUrl = process.env.TEST_REDIS_URL;

function twoInstanceCases(store: 'database' | 'redis') {
  let env: TestEnv;
  let second: FastifyInstance;
  beforeAll(async () => {
    const settings: Record<string, string> = { RATE_LIMIT_AUTH_PER_15MIN: '20' };
    if (store === 'redis')
      Object.assign(settings, { REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: `afb-test-${randomUUID()}:` });
    env = await createTestEnv(settings);
    const counters = await buildCounters(env.deps.config, env.deps.database, env.clock);
    expect(counters.kind).toBe(store === 'redis' ? 'redis' : 'postgres');
    second = await buildApp({ ...env.deps, counters });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await env?.close();
  });

  it('reaches a sign-in limit of 20 failures over both instances together', async () => {
    const { email, password } = await signUp(env);
    const clients = [new ApiClient(env.app), new ApiClient(second)];
    for (let i = 0; i < 20; i++) {
      const res = await clients[i % 2]!.post('/api/auth/login', { email, password: `Wrong-Password-${i}` });
      expect(res.status, `attempt ${i + 1}`).toBe(401);
    }
    for (const c of clients) {
      const refused = await c.post('/api/auth/login', { email, password });
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('reaches a route limit of 20 requests over both instances together', async () => {
    const clients = [new ApiClient(env.app), new ApiClient(second)];
    const codes: string[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await clients[i % 2]!.post('/api/auth/forgot-password', { email: `nobody-${i}@example.com` });
      codes.push(res.body.error.code);
    }
    // every request counts, answered or not (here: no such account)
    expect(codes).toEqual([...Array<string>(20).fill('NO_ACCOUNT'), 'RATE_LIMITED', 'RATE_LIMITED']);
  });
}

describe('two instances, counters in the database', () => twoInstanceCases('database'));
describe.skipIf(!redisUrl)('two instances, counters in Redis', () => twoInstanceCases('redis'));
