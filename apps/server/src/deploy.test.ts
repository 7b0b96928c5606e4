import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { productBody } from '../test/fixtures.ts';
import { Http } from '../test/fetch-client.ts';
import { freePort } from '../test/private-postgres.ts';
import { until } from '../test/until.ts';

/**
 * The documented deployment (issue 21, docs/deploy.md): two app processes on one PostgreSQL database behind nginx,
 * configured by the repository's own deploy/nginx/afribridge.conf. PostgreSQL pass only; nginx from Debian's
 * packages (.ci/run installs it).
 */
const serverDir = path.resolve(import.meta.dirname, '..');
const repoDir = path.resolve(serverDir, '../..');
const NGINX = '/usr/sbin/nginx';
const baseUrl = process.env.TEST_DATABASE_URL;
const missing = !baseUrl ? 'TEST_DATABASE_URL is not set' : !fs.existsSync(NGINX) ? `${NGINX} is not installed` : null;
if (missing && baseUrl && process.env.CI === 'true')
  throw new Error(`the deployment test cannot run in CI: ${missing}`);
if (missing) console.warn(`Skipping the nginx deployment test: ${missing}`);

interface Proc {
  child: ChildProcess;
  output: string;
  exit: { code: number | null; signal: string | null } | null;
}

function start(cmd: string, args: string[], opts: { cwd: string; env?: Record<string, string> }): Proc {
  const child = spawn(cmd, args, { ...opts, stdio: ['ignore', 'pipe', 'pipe'] });
  const p: Proc = { child, output: '', exit: null };
  child.stdout.on('data', (d: Buffer) => (p.output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (p.output += d.toString()));
  child.on('exit', (code, signal) => (p.exit = { code, signal }));
  return p;
}

/** A demo account signed in through `base` (the demo data's password). */
async function demoSignedIn(base: string, who: 'vendor' | 'buyer'): Promise<Http> {
  const client = new Http(base);
  await client.get('/api/auth/session');
  const login = await client.post('/api/auth/login', {
    email: `${who}@demo.afribridge.test`,
    password: 'demo-pass-2024',
  });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return client;
}

async function status(url: string, init: RequestInit = {}): Promise<number> {
  try {
    return (await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) })).status;
  } catch {
    return 0;
  }
}

describe.skipIf(missing !== null)('deployment: two app processes behind nginx (deploy/nginx/afribridge.conf)', () => {
  const dbName = `deploy_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afb-deploy-'));
  const apps: Proc[] = [];
  const ports: number[] = [];
  let nginx: Proc;
  let front = '';

  const adminUrl = (database?: string) => {
    const u = new URL(baseUrl!);
    if (database) u.pathname = `/${database}`;
    return u.toString();
  };

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const env: Record<string, string> = { ...(process.env as Record<string, string>) };
    for (const k of Object.keys(env))
      if (/^(TEST_DATABASE_URL|DATABASE_URL|SMTP_URL|S3_|PAYPAL_|SHIPPO_|ADMIN_|BACKGROUND_JOBS|REDIS_URL)/.test(k))
        delete env[k];
    ports.push(await freePort(48_000, 1_000), await freePort(49_000, 1_000));
    // The first process migrates the database and seeds the demo; the second starts once it answers.
    for (const [i, port] of ports.entries()) {
      const app = start(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: serverDir,
        env: {
          ...env,
          NODE_ENV: 'test',
          DATABASE_URL: adminUrl(dbName),
          PORT: String(port),
          HOST: '127.0.0.1',
          TRUST_PROXY: 'true',
          SEED_DEMO: i === 0 ? 'true' : 'false',
          BROWSE_CACHE_MS: '60000',
          RATE_LIMIT_AUTH_PER_15MIN: '20',
          DATA_DIR: path.join(dir, `app-${i}`),
          WEB_DIST_DIR: '/nonexistent',
          LOG_LEVEL: 'info',
        },
      });
      apps.push(app);
      await until(
        `app ${i} to answer`,
        async () => app.exit ?? (await status(`http://127.0.0.1:${port}/api/health`)) === 200,
        120_000,
      );
      expect(app.exit, app.output.slice(-3000)).toBeNull();
    }

    // nginx with the repository's configuration: only the ports and the log's path change.
    const nginxPort = await freePort(50_000, 1_000);
    front = `http://127.0.0.1:${nginxPort}`;
    let conf = fs.readFileSync(path.join(repoDir, 'deploy/nginx/afribridge.conf'), 'utf8');
    for (const [from, to] of [
      ['listen 80;', `listen 127.0.0.1:${nginxPort};`],
      ['127.0.0.1:3001', `127.0.0.1:${ports[0]}`],
      ['127.0.0.1:3002', `127.0.0.1:${ports[1]}`],
      ['/var/log/nginx/afribridge.access.log', path.join(dir, 'access.log')],
    ] as const) {
      expect(conf, `the configuration has ${from}`).toContain(from);
      conf = conf.replace(from, to);
    }
    fs.writeFileSync(path.join(dir, 'afribridge.conf'), conf);
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        process.getuid?.() === 0 ? 'user root;' : '',
        'daemon off;',
        'worker_processes 1;',
        `pid ${dir}/nginx.pid;`,
        `error_log ${dir}/error.log warn;`,
        'events { worker_connections 256; }',
        'http {',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/${t};`),
        `  include ${dir}/afribridge.conf;`,
        '}',
      ].join('\n'),
    );
    nginx = start(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { cwd: dir });
    await until('nginx to answer', async () => nginx.exit ?? (await status(`${front}/api/health`)) === 200, 20_000);
    expect(nginx.exit, nginx.output + fs.readFileSync(path.join(dir, 'error.log'), 'utf8')).toBeNull();
  }, 300_000);

  afterAll(async () => {
    nginx?.child.kill('SIGQUIT');
    for (const a of apps) if (!a.exit) a.child.kill('SIGKILL');
    await sleep(500);
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const upstreamsUsed = () =>
    new Set([...fs.readFileSync(path.join(dir, 'access.log'), 'utf8').matchAll(/upstream=(\S+)/g)].map((m) => m[1]));

  it('spreads requests over both processes', async () => {
    const codes = await Promise.all(Array.from({ length: 20 }, () => status(`${front}/api/products?limit=24`)));
    expect(codes).toEqual(Array(20).fill(200));
    expect(upstreamsUsed()).toEqual(new Set(ports.map((p) => `127.0.0.1:${p}`)));
  });

  it('holds a limit of 20 over both processes, whatever X-Forwarded-For the client sends', async () => {
    const client = new Http(front);
    await client.get('/api/auth/session');
    const csrf = client.cookies.get('csrf')!;
    const codes: string[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await fetch(`${front}/api/auth/forgot-password`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `csrf=${csrf}`,
          'x-csrf-token': csrf,
          // a client pretending to be someone else each time: nginx replaces the header with its real address
          'x-forwarded-for': `203.0.113.${i + 1}`,
        },
        body: JSON.stringify({ email: `nobody-${i}@example.com` }),
      });
      codes.push(((await res.json()) as { error: { code: string } }).error.code);
    }
    expect(codes).toEqual([...Array<string>(20).fill('NO_ACCOUNT'), 'RATE_LIMITED', 'RATE_LIMITED']);
  });

  it('shows a price edited through one process in every browse answer within a second', async () => {
    const vendor = await demoSignedIn(front, 'vendor');
    const name = `Deploy test cashews ${randomUUID().slice(0, 6)}`;
    const created = await vendor.post('/api/vendor/products', productBody({ name, price: '50.00', minOrder: 1 }));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as string;
    const priceOnPage = async () => {
      const page = (await (await fetch(`${front}/api/products?limit=48&sort=newest`)).json()) as {
        items: { id: string; priceCents: number }[];
      };
      return page.items.find((p) => p.id === id)?.priceCents;
    };
    // both processes hold the page in their one-minute cache
    for (let i = 0; i < 6; i++) expect(await priceOnPage()).toBe(5000);
    const edited = await vendor.request(
      'PUT',
      `/api/vendor/products/${id}`,
      productBody({ name, price: '55.00', minOrder: 1 }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    await sleep(1000);
    expect(await Promise.all(Array.from({ length: 8 }, () => priceOnPage()))).toEqual(Array(8).fill(5500));
  });

  it('delivers live messages through nginx, whichever process the message was sent to', async () => {
    const buyer = await demoSignedIn(front, 'buyer');
    const vendor = await demoSignedIn(front, 'vendor');
    const stream = new AbortController();
    const live = await fetch(`${front}/api/messaging/stream`, {
      headers: { cookie: [...vendor.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      signal: stream.signal,
    });
    expect(live.headers.get('content-type')).toContain('text/event-stream');
    let heard = '';
    const reader = live.body!.getReader();
    void (async () => {
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        heard += new TextDecoder().decode(value);
      }
    })();
    await until('the stream to open', () => heard.includes('event: ready'), 10_000);
    const own = (await vendor.get('/api/vendor/products')).body.items as { id: string }[];
    // one inquiry sent straight to each process: one of them is not the process holding the stream
    const conversations: string[] = [];
    for (const port of ports) {
      const direct = new Http(`http://127.0.0.1:${port}`);
      for (const [k, v] of buyer.cookies) direct.cookies.set(k, v);
      const sent = await direct.post('/api/messaging/inquiries', {
        productId: own[0]!.id,
        quantity: 10,
        unit: 'MT',
        currency: 'USD',
        destinationCountry: 'France',
        message: `Can you deliver 10 MT to Le Havre? (sent to ${port})`,
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      conversations.push(sent.body.id as string);
    }
    await until('both messages on the stream', () => conversations.every((c) => heard.includes(c)), 5_000);
    stream.abort();
  });

  it('runs each periodic job once per period, though both processes take part in the jobs', async () => {
    const db = new pg.Client({ connectionString: adminUrl(dbName) });
    await db.connect();
    try {
      // pg-boss sends the jobs due this minute at its first look at the schedules (within 30 s of a start)
      await until(
        'the first runs',
        async () =>
          (
            await db.query(
              `select distinct name from job_runs where name in ('checkout-reconciliation', 'payout-run') and ok`,
            )
          ).rowCount === 2,
        60_000,
        250,
      );
      const { rows } = await db.query<{ name: string; gap: number | null }>(
        `select name, extract(epoch from started_at - lag(started_at) over (partition by name order by started_at))::float as gap
           from job_runs`,
      );
      // the two one-minute jobs at least (the others run when the minute is a multiple of their period)
      for (const name of ['checkout-reconciliation', 'payout-run']) expect(rows.map((r) => r.name)).toContain(name);
      // two processes each running the jobs would run them seconds apart; once per period, they are a minute apart
      expect(rows.filter((r) => r.gap !== null && r.gap < 30)).toEqual([]);
    } finally {
      await db.end();
    }
    // the wait above may take a minute (the schedules are read every 30 s); the test's default 30 s would cut it short
  }, 90_000);

  it('loses no request while one process stops (SIGTERM): nginx sends the next ones to the other', async () => {
    const codes: number[] = [];
    let running = true;
    const loaders = [0, 1, 2].map(async () => {
      while (running) {
        codes.push(await status(`${front}/api/products?limit=12`));
        await sleep(20);
      }
    });
    await sleep(500);
    const stopping = apps[1]!;
    stopping.child.kill('SIGTERM');
    await until('the process to exit', () => stopping.exit, 40_000);
    await sleep(1000);
    running = false;
    await Promise.all(loaders);
    expect(stopping.exit).toEqual({ code: 0, signal: null });
    expect(codes.length).toBeGreaterThan(20);
    expect(codes.filter((c) => c !== 200)).toEqual([]);
  }, 60_000);
});
