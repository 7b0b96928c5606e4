import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import { sha256, randomToken } from '../lib/tokens.ts';
import { insertSession, insertUser } from '../modules/auth/auth.repository.ts';
import { CHECKOUT_DETAILS } from '../../test/flows.ts';
import { productBody } from '../../test/fixtures.ts';
import { Http, isCleanUnavailable, type Sample } from '../../test/fetch-client.ts';
import {
  createPrivatePostgres,
  freePort,
  privatePostgresUnavailable,
  type PrivatePostgres,
} from '../../test/private-postgres.ts';
import { openDatabase, pingDatabase, queryRows, type Database } from './client.ts';
import { PgListener } from './pg-listener.ts';

const serverDir = path.resolve(import.meta.dirname, '../..');

const unavailable = privatePostgresUnavailable();
if (unavailable) console.warn(`Skipping the PostgreSQL restart test: ${unavailable}`);

describe.skipIf(unavailable !== null)('PostgreSQL restart under load (private cluster, real server process)', () => {
  let cluster: PrivatePostgres;
  let server: ChildProcess;
  let serverExit: { code: number | null; signal: string | null } | null = null;
  let serverOutput = '';
  let base = '';
  let database: Database;
  const poolErrors: unknown[] = [];
  let probe: PgListener;
  const probeHeard: string[] = [];

  beforeAll(async () => {
    cluster = await createPrivatePostgres();
    const admin = new pg.Client({ connectionString: cluster.url() });
    await admin.connect();
    await admin.query('CREATE DATABASE afb');
    await admin.end();
    const port = await freePort(45_000, 5_000);
    base = `http://127.0.0.1:${port}`;
    const env: Record<string, string> = { ...(process.env as Record<string, string>) };
    for (const k of Object.keys(env))
      if (/^(TEST_DATABASE_URL|DATABASE_URL|SMTP_URL|S3_|PAYPAL_|SHIPPO_|ADMIN_)/.test(k)) delete env[k];
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...env,
        NODE_ENV: 'test',
        DATABASE_URL: cluster.url('afb'),
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        DATA_DIR: path.join(cluster.dir, 'app-data'),
        WEB_DIST_DIR: '/nonexistent',
        LOG_LEVEL: 'warn',
        // The mail dispatcher polls the database (and fails to reach this SMTP port): one more background loop.
        SMTP_URL: `smtp://127.0.0.1:${await freePort(50_000, 5_000)}`,
        MAIL_POLL_MS: '200',
        // No catalogue page cache: every request really asks the database.
        BROWSE_CACHE_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d: Buffer) => (serverOutput += d.toString()));
    server.stderr!.on('data', (d: Buffer) => (serverOutput += d.toString()));
    server.on('exit', (code, signal) => (serverExit = { code, signal }));
    const deadline = Date.now() + 100_000;
    while ((await new Http(base).get('/api/health')).status !== 200) {
      if (serverExit || Date.now() > deadline) throw new Error(`server did not start: ${serverOutput}`);
      await sleep(250);
    }
    database = await openDatabase({ url: cluster.url('afb'), logger: { error: (obj) => poolErrors.push(obj) } });
    probe = new PgListener(cluster.url('afb'), { error: (obj) => poolErrors.push(obj) });
    await probe.listen('afb_restart_probe', (p) => probeHeard.push(p));
  }, 150_000);

  afterAll(async () => {
    if (server && !serverExit) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (!serverExit) server.kill('SIGKILL');
    }
    await probe?.close();
    await database?.close();
    await cluster?.destroy();
  }, 60_000);

  /** A verified user with a live session, made directly in the database; returns a client holding its cookies. */
  async function signedInUser(roles: ('buyer' | 'vendor')[]): Promise<{ http: Http; id: string }> {
    const id = randomUUID();
    await insertUser(database.db, {
      id,
      email: `restart.${id.slice(0, 8)}@example.com`,
      passwordHash: 'x',
      firstName: 'Restart',
      lastName: roles[0]!,
      roles,
      activeRole: roles[0]!,
      kycStatus: 'VERIFIED',
      emailVerifiedAt: new Date(),
      notificationPreferences: {
        emailNotifications: false,
        orderUpdates: false,
        marketingEmails: false,
        securityAlerts: false,
      },
    });
    const token = randomToken(32);
    const now = new Date();
    await insertSession(database.db, {
      id: randomUUID(),
      tokenHash: sha256(token),
      userId: id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
    const http = new Http(base);
    http.cookies.set('sid', token);
    expect((await http.get('/api/auth/session')).body.user.id).toBe(id);
    return { http, id };
  }

  it('a pooled client killed inside a transaction fails that transaction (as unavailable), never the process', async () => {
    const admin = new pg.Client({ connectionString: cluster.url('afb') });
    await admin.connect();
    let err: unknown = null;
    try {
      await database.db.transaction(async (tx) => {
        const [row] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        await admin.query('select pg_terminate_backend($1)', [row!.pid]);
        await sleep(300); // the 'error' event arrives while the client is checked out and idle
        await tx.execute(sql`select 1`);
      });
    } catch (e) {
      err = e;
    }
    await admin.end();
    expect(err).not.toBeNull();
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(poolErrors.length).toBeGreaterThan(0);
    expect(await pingDatabase(database.db)).toBeGreaterThanOrEqual(0);
  });

  it('survives a restart: 503 + Retry-After while down, recovers by itself, checkouts are exactly-once', async () => {
    const vendor = await signedInUser(['vendor', 'buyer']);
    const buyer = await signedInUser(['buyer']);
    const product = await vendor.http.post(
      '/api/vendor/products',
      productBody({ name: 'Restart shea butter', price: '100.00', minOrder: 1, stock: 500, leadTime: 10 }),
    );
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    const productId = product.body.id as string;

    // The server's own LISTEN connection (messaging) is opened by a live stream.
    const stream = new AbortController();
    const live = await fetch(`${base}/api/messaging/stream`, {
      headers: { cookie: `sid=${buyer.http.cookies.get('sid')}` },
      signal: stream.signal,
    });
    const reader = live.body!.getReader();
    let seen = '';
    while (!seen.includes('event: ready')) seen += new TextDecoder().decode((await reader.read()).value);
    void (async () => {
      while (!(await reader.read().catch(() => ({ done: true }))).done);
    })();

    // An idle plain client sees the shutdown for what it is.
    const idle = new pg.Client({ connectionString: cluster.url('afb') });
    const idleError = new Promise<unknown>((resolve) => idle.on('error', resolve));
    await idle.connect();

    const samples: Sample[] = [];
    const attempts: {
      key: string;
      steps: Sample[];
      checkoutId?: string;
      providerOrderId?: string;
      orderId?: string;
      recovered?: boolean;
    }[] = [];
    let running = true;
    const loaders = [0, 1, 2].map(async (n) => {
      const who = n === 2 ? buyer.http : new Http(base);
      const paths =
        n === 2 ? ['/api/cart', '/api/auth/session'] : ['/api/products', '/api/health', '/api/products/featured'];
      while (running) {
        for (const p of paths) samples.push(await who.get(p));
        await sleep(40);
      }
    });
    const checkouts = (async () => {
      while (running && attempts.length < 40) {
        const a: (typeof attempts)[number] = { key: `restart-${attempts.length}-${randomUUID()}`, steps: [] };
        attempts.push(a);
        const step = async (r: Promise<Sample>) => {
          const s = await r;
          a.steps.push(s);
          return s.status === 200 ? s : null;
        };
        if (await step(buyer.http.post('/api/cart/items', { productId, quantity: 1 }))) {
          const started = await step(buyer.http.post('/api/checkout', { ...CHECKOUT_DETAILS, idempotencyKey: a.key }));
          if (started) {
            a.checkoutId = started.body.checkoutId;
            a.providerOrderId = started.body.providerOrderId;
            if (await step(buyer.http.post(`/api/payments/sandbox/orders/${a.providerOrderId}/approve`))) {
              const captured = await step(buyer.http.post(`/api/checkout/${a.checkoutId}/capture`));
              if (captured) a.orderId = captured.body.orderId;
            }
          }
        }
        await sleep(a.orderId ? 150 : 400);
      }
    })();
    const placed = () => attempts.filter((a) => a.orderId).length;

    const t0 = Date.now();
    while (placed() < 2 && Date.now() - t0 < 15_000) await sleep(100);
    expect(placed(), 'checkouts before the restart').toBeGreaterThanOrEqual(1);
    await cluster.stop();
    const stopped = Date.now();
    await sleep(3000);
    const restarting = Date.now();
    await cluster.start();
    const started = Date.now();
    let recovered = 0;
    while (!recovered) {
      const s = await new Http(base).get('/api/products');
      if (s.status === 200) recovered = Date.now();
      else if (Date.now() - started > 20_000) break;
      else await sleep(200);
    }
    const placedBeforeEnd = placed();
    const t1 = Date.now();
    while (placed() === placedBeforeEnd && Date.now() - t1 < 15_000) await sleep(100);
    await sleep(1000);
    running = false;
    await Promise.all([...loaders, checkouts]);

    // The process never went down, and nothing reached the last-resort handlers.
    expect(serverExit, serverOutput.slice(-3000)).toBeNull();
    expect(serverOutput).not.toMatch(/uncaught exception|unhandled rejection|"msg":"unhandled error"/);
    expect(recovered, 'requests succeed again within 20 s of the database being back').toBeGreaterThan(0);
    expect(placed(), 'a checkout succeeded after the restart').toBeGreaterThan(placedBeforeEnd);

    // Load: only 200s, and 503s of the right shape; while the database was down, only 503s.
    const bad = samples.filter((s) => s.status !== 200 && !isCleanUnavailable(s));
    expect(bad.map((s) => `${s.url} ${s.status} ${JSON.stringify(s.body)}`)).toEqual([]);
    const whileDown = samples.filter((s) => s.started >= stopped && s.ended <= restarting);
    expect(whileDown.length).toBeGreaterThanOrEqual(5);
    expect(whileDown.filter((s) => s.status !== 503)).toEqual([]);
    expect(samples.filter((s) => s.started >= recovered + 2000 && s.status !== 200)).toEqual([]);

    // Checkout steps failed cleanly when they failed: never a 500, never a dropped connection, always an error code.
    const failed = attempts.flatMap((a) => a.steps).filter((s) => s.status !== 200);
    for (const s of failed) {
      expect(s.status, `${s.url} ${JSON.stringify(s.body)}`).not.toBe(0);
      expect(s.status, `${s.url} ${JSON.stringify(s.body)}`).not.toBe(500);
      expect(typeof s.body?.error?.code).toBe('string');
      if (s.status === 503) expect(isCleanUnavailable(s)).toBe(true);
    }

    // A capture cut by the restart is retried: the same order (already committed) or the order placed now, once.
    for (const a of attempts.filter((x) => x.providerOrderId && !x.orderId)) {
      await buyer.http.post(`/api/payments/sandbox/orders/${a.providerOrderId}/approve`);
      const retry = await buyer.http.post(`/api/checkout/${a.checkoutId}/capture`);
      expect([200, 409, 502], JSON.stringify(retry.body)).toContain(retry.status);
      if (retry.status === 200) Object.assign(a, { orderId: retry.body.orderId, recovered: true });
    }
    const known = attempts.filter((a) => a.orderId).map((a) => a.orderId!);
    expect(new Set(known).size).toBe(known.length);
    const inDb = await queryRows<{ id: string; checkout_id: string }>(
      database.db,
      sql`select id, checkout_id from orders where buyer_id = ${buyer.id}`,
    );
    expect(inDb.map((o) => o.id).sort()).toEqual([...known].sort());
    expect(new Set(inDb.map((o) => o.checkout_id)).size).toBe(inDb.length);
    const [ledger] = await queryRows<{ holds: number; vos: number; unbalanced: number }>(
      database.db,
      sql`select (select count(*)::int from ledger_transactions t join vendor_orders v on v.id = t.vendor_order_id join orders o on o.id = v.order_id where t.kind = 'HOLD' and o.buyer_id = ${buyer.id}) as holds,
                 (select count(*)::int from vendor_orders v join orders o on o.id = v.order_id where o.buyer_id = ${buyer.id}) as vos,
                 (select count(*)::int from (select transaction_id from ledger_entries group by transaction_id, currency having sum(amount_cents) <> 0) u) as unbalanced`,
    );
    expect(ledger).toEqual({ holds: inDb.length, vos: inDb.length, unbalanced: 0 });

    // LISTEN connections come back by themselves: the server's (messaging) and one made here.
    expect(isDatabaseUnavailable(await idleError)).toBe(true);
    await idle.end().catch(() => {});
    const deadline = Date.now() + 20_000;
    let serverListening = 0;
    while ((probeHeard.length === 0 || serverListening === 0) && Date.now() < deadline) {
      await database.db.execute(sql`select pg_notify('afb_restart_probe', 'back')`);
      const [row] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pg_stat_activity where query ilike 'LISTEN%afb_messaging%'`,
      );
      serverListening = row!.n;
      await sleep(250);
    }
    stream.abort();
    expect(probeHeard).toContain('back');
    expect(serverListening).toBeGreaterThanOrEqual(1);

    // The job queue (pg-boss) carries on by itself: a periodic job runs again after the restart, and succeeds.
    const jobsBack = Date.now() + 100_000;
    let ranAfter: { n: number }[] = [{ n: 0 }];
    while (ranAfter[0]!.n === 0 && Date.now() < jobsBack) {
      await sleep(1000);
      ranAfter = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from job_runs
             where name = 'checkout-reconciliation' and ok and started_at > ${new Date(started).toISOString()}::timestamptz`,
      );
    }
    expect(ranAfter[0]!.n, 'a periodic job ran after the restart').toBeGreaterThanOrEqual(1);
    expect(serverExit).toBeNull();
    expect(serverOutput).not.toMatch(/uncaught exception|unhandled rejection|"msg":"unhandled error"/);
  }, 240_000);
});
