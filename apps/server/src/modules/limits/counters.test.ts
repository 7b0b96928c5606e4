import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { TestClock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { openTestDatabase } from '../../../test/harness.ts';
import { databaseCounters, type Counters } from './counters.ts';
import { redisCounters } from './redis-counters.ts';

/**
 * The shared rate-limit counters (issue 21), on the database (PGlite, and PostgreSQL in its pass) and on the real
 * Redis server (TEST_REDIS_URL, set by .ci/run). "Two processes" are two independent stores on the same database or
 * Redis: nothing is shared between them but what the store keeps there.
 */
const redisUrl = process.env.TEST_REDIS_URL;

/** The behaviour both stores must have; `pass` moves time past a window of `windowMs`. */
function sharedCounterCases(
  make: () => Promise<{ one: Counters; other: Counters; pass: (windowMs: number) => Promise<void> }>,
  windowMs: number,
) {
  let one: Counters;
  let other: Counters;
  let pass: (windowMs: number) => Promise<void>;
  beforeAll(async () => {
    ({ one, other, pass } = await make());
  });
  afterAll(async () => {
    await one?.close();
    await other?.close();
  });
  const key = () => `test:${randomUUID()}`;

  it('counts hits in a window, whichever process makes them, and peeking does not count', async () => {
    const k = key();
    expect(await one.peek(k, windowMs)).toEqual({ count: 0, ttlMs: 0 });
    const first = await one.hit(k, windowMs);
    expect(first.count).toBe(1);
    expect(first.ttlMs).toBeGreaterThan(0);
    expect(first.ttlMs).toBeLessThanOrEqual(windowMs);
    expect((await other.hit(k, windowMs)).count).toBe(2);
    expect((await one.hit(k, windowMs)).count).toBe(3);
    expect((await other.peek(k, windowMs)).count).toBe(3);
    expect((await one.peek(k, windowMs)).count).toBe(3);
    // another key is another count
    expect((await other.hit(key(), windowMs)).count).toBe(1);
  });

  it('starts again once the window has ended', async () => {
    const k = key();
    await one.hit(k, windowMs);
    await other.hit(k, windowMs);
    await pass(windowMs);
    expect((await other.peek(k, windowMs)).count).toBe(0);
    expect((await one.hit(k, windowMs)).count).toBe(1);
  });

  it('loses no hit when both processes hit the same key at once', async () => {
    const k = key();
    const counts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? one : other).hit(k, windowMs).then((c) => c.count)),
    );
    // every hit saw a different count: none was lost or counted twice
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
}

describe('counters in the database', () => {
  let database: Database;
  let drop: () => Promise<void>;
  const clock = new TestClock(new Date('2026-11-27T10:00:00Z'));
  sharedCounterCases(async () => {
    ({ database, drop } = await openTestDatabase());
    return {
      one: databaseCounters(database.db, clock),
      other: databaseCounters(database.db, clock),
      pass: async (ms) => clock.advance(ms + 1),
    };
  }, 60_000);
  afterAll(async () => {
    await drop?.();
  });

  it('sweeps the windows that have ended, and only those', async () => {
    const counters = databaseCounters(database.db, clock);
    await counters.hit('sweep:old', 1000);
    clock.advance(2000);
    await counters.hit('sweep:live', 60_000);
    expect(await counters.sweep()).toBeGreaterThanOrEqual(1);
    expect((await counters.peek('sweep:live', 60_000)).count).toBe(1);
    // swept or not, an ended window counts as none
    expect((await counters.hit('sweep:old', 1000)).count).toBe(1);
  });
});

describe.skipIf(!redisUrl)('counters in Redis', () => {
  sharedCounterCases(async () => {
    const prefix = `afb-test:${randomUUID()}:`;
    return {
      one: await redisCounters(redisUrl!, prefix),
      other: await redisCounters(redisUrl!, prefix),
      // Redis keeps its own time: wait the window out
      pass: (ms) => sleep(ms + 50),
    };
  }, 300);

  it('refuses to start without a reachable Redis, and says which setting', async () => {
    await expect(redisCounters('redis://127.0.0.1:1')).rejects.toThrow(/REDIS_URL: cannot reach Redis/);
  });

  it('answers "service unavailable" while Redis is away, then counts on once it is back', async () => {
    // Redis reached through a TCP relay this test can cut and restore, as a Redis restart or a network fault would
    const target = new URL(redisUrl!);
    const sockets = new Set<net.Socket>();
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('error', () => s.destroy());
        s.on('close', () => sockets.delete(s));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const port = (relay.address() as net.AddressInfo).port;
    const viaRelay = new URL(redisUrl!);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(port);
    const counters = await redisCounters(viaRelay.toString(), `afb-test:${randomUUID()}:`);
    try {
      expect((await counters.hit('k', 60_000)).count).toBe(1);
      await new Promise<void>((resolve) => {
        relay.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
      await sleep(50);
      const err = await counters.hit('k', 60_000).then(
        () => 'counted',
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('SERVICE_UNAVAILABLE');
      // back on the same port: the client reconnects by itself, and the count kept in Redis goes on
      await new Promise<void>((resolve) => relay.listen(port, '127.0.0.1', resolve));
      let again: number | undefined;
      for (let i = 0; i < 50 && again === undefined; i++) {
        again = await counters.hit('k', 60_000).then(
          (c) => c.count,
          () => undefined,
        );
        if (again === undefined) await sleep(100);
      }
      expect(again).toBe(2);
    } finally {
      await counters.close();
      relay.close();
      for (const s of sockets) s.destroy();
    }
  });
});
