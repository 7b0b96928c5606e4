import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { openDatabase, queryRows, type Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { SESSION_COOKIE } from '../../http/cookies.ts';
import { createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { signUp } from '../../../test/flows.ts';
import { productBody } from '../../../test/fixtures.ts';
import { SandboxPaymentProvider } from '../payments/sandbox-provider.ts';
import { PaymentRails } from '../payments/payment-rails.ts';
import { DatabaseLiveChannel } from './live-channel.ts';

interface SseEvent {
  event: string;
  data: string;
}

/** A minimal event-stream client over fetch (what the browser's EventSource does). */
async function openStream(baseUrl: string, sid: string) {
  const ac = new AbortController();
  const res = await fetch(`${baseUrl}/api/messaging/stream`, {
    headers: { cookie: `${SESSION_COOKIE}=${sid}` },
    signal: ac.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
  const events: SseEvent[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buf = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buf += decoder.decode(value, { stream: true });
        let i: number;
        while ((i = buf.indexOf('\n\n')) >= 0) {
          const chunk = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const event = /^event: (.*)$/m.exec(chunk)?.[1];
          const data = /^data: (.*)$/m.exec(chunk)?.[1];
          if (event) events.push({ event, data: data ?? '' });
        }
      }
    } catch {
      /* aborted */
    }
  })();
  const waitFor = async (pred: (e: SseEvent) => boolean, timeoutMs = 5000): Promise<SseEvent> => {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      const found = events.find(pred);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no matching event; got ${JSON.stringify(events)}`);
  };
  return { events, waitFor, close: () => ac.abort() };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no address');
  return `http://127.0.0.1:${addr.port}`;
}

async function startThread(env: TestEnv) {
  const vendor = await signUp(env, { role: 'vendor' });
  const buyer = await signUp(env);
  const productId = (await vendor.client.post('/api/vendor/products', productBody())).body.id as string;
  const conv = (
    await buyer.client.post('/api/messaging/inquiries', {
      productId,
      quantity: 5,
      unit: 'MT',
      currency: 'USD',
      destinationCountry: 'France',
      message: 'Please quote 5 MT delivered to Marseille.',
    })
  ).body;
  return { vendor, buyer, conv };
}

describe('live delivery (PGlite, in process)', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv();
  });
  afterAll(async () => {
    await env.close();
  });

  it('a reply reaches the buyer’s open event stream, and only the two parties hear it', async () => {
    const { vendor, buyer, conv } = await startThread(env);
    const stranger = await signUp(env);
    const base = await listen(env.app);
    const buyerStream = await openStream(base, buyer.client.cookie(SESSION_COOKIE)!);
    const strangerStream = await openStream(base, stranger.client.cookie(SESSION_COOKIE)!);
    await buyerStream.waitFor((e) => e.event === 'ready');
    await strangerStream.waitFor((e) => e.event === 'ready');
    const sent = await vendor.client.post(`/api/messaging/conversations/${conv.id}/messages`, {
      body: 'Quote coming today.',
    });
    const got = await buyerStream.waitFor((e) => e.event === 'message');
    expect(JSON.parse(got.data)).toEqual({ type: 'message', conversationId: conv.id, messageId: sent.body.id });
    await vendor.client.post(`/api/messaging/conversations/${conv.id}/read`);
    await new Promise((r) => setTimeout(r, 200));
    expect(strangerStream.events.filter((e) => e.event !== 'ready')).toEqual([]);
    buyerStream.close();
    strangerStream.close();
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)(
  'live delivery across two server processes on PostgreSQL (skipped without TEST_DATABASE_URL)',
  () => {
    let env: TestEnv;
    let second: { app: FastifyInstance; database: Database } | null = null;
    beforeAll(async () => {
      env = await createTestEnv();
    });
    afterAll(async () => {
      if (second) {
        await second.app.close();
        await second.database.close();
      }
      await env.close();
    });

    it('a message posted on instance A reaches an event-stream client of instance B (LISTEN/NOTIFY)', async () => {
      // Instance B: its own pool, its own LISTEN connection, its own HTTP server, on the same database as A.
      const name = (await queryRows<{ name: string }>(env.deps.db, sql`select current_database() as name`))[0]!.name;
      const url = new URL(pgUrl!);
      url.pathname = `/${name}`;
      const database = await openDatabase({ url: url.toString() });
      const depsB: Deps = {
        ...env.deps,
        database,
        db: database.db,
        rails: new PaymentRails([new SandboxPaymentProvider(database.db, env.clock)]),
        logger: pino({ level: 'silent' }),
      };
      const appB = await buildApp(depsB);
      second = { app: appB, database };
      const baseB = await listen(appB);

      const { vendor, buyer, conv } = await startThread(env);
      const stream = await openStream(baseB, buyer.client.cookie(SESSION_COOKIE)!);
      await stream.waitFor((e) => e.event === 'ready');
      // Posted through instance A (env.app), delivered by instance B.
      const sent = await vendor.client.post(`/api/messaging/conversations/${conv.id}/messages`, {
        body: 'Sent via A, read via B.',
      });
      expect(sent.status).toBe(201);
      const got = await stream.waitFor((e) => e.event === 'message');
      expect(JSON.parse(got.data)).toEqual({ type: 'message', conversationId: conv.id, messageId: sent.body.id });
      stream.close();
    });

    it('the channel port: one listener per process fans out to that process’s subscribers', async () => {
      const name = (await queryRows<{ name: string }>(env.deps.db, sql`select current_database() as name`))[0]!.name;
      const url = new URL(pgUrl!);
      url.pathname = `/${name}`;
      const a = await openDatabase({ url: url.toString() });
      const b = await openDatabase({ url: url.toString() });
      try {
        const channelA = new DatabaseLiveChannel(a);
        const channelB = new DatabaseLiveChannel(b);
        const got: string[] = [];
        const stop1 = await channelB.subscribe('u1', (e) => got.push(`1:${e.conversationId}`));
        const stop2 = await channelB.subscribe('u1', (e) => got.push(`2:${e.conversationId}`));
        await channelB.subscribe('u2', (e) => got.push(`u2:${e.conversationId}`));
        await a.db.transaction(async (tx) => {
          await channelA.publish(tx, { userIds: ['u1'], event: { type: 'message', conversationId: 'c1' } });
          // Not delivered before commit.
          await new Promise((r) => setTimeout(r, 150));
          expect(got).toEqual([]);
        });
        for (let i = 0; i < 100 && got.length < 2; i += 1) await new Promise((r) => setTimeout(r, 20));
        expect(got.sort()).toEqual(['1:c1', '2:c1']);
        await stop1();
        await stop2();
      } finally {
        await a.close();
        await b.close();
      }
    });
  },
);
