import { buildCounters } from '../src/modules/limits/build-counters.ts';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrateDatabase, openDatabase, type Database } from '../src/db/client.ts';
import type { Deps } from '../src/deps.ts';
import { TestClock } from '../src/lib/clock.ts';
import { Mailer } from '../src/modules/mail/mail.service.ts';
import { ensureDefaultRates } from '../src/modules/fx/fx.service.ts';
import { buildPaymentRails } from '../src/modules/payments/build-payment-rails.ts';
import { buildPayoutRails } from '../src/modules/payouts/build-payout-rails.ts';
import { BuiltinCarrier } from '../src/modules/shipping/carrier.ts';
import { LocalFileStore } from '../src/modules/media/file-store.ts';
import { localRunner, productTasks, QUEUE_NOT_STARTED, type LocalRunner } from '../src/modules/jobs/jobs.service.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SmtpCapture } from './smtp-capture.ts';

/**
 * A fresh database per test file: in-memory PGlite by default, or a new PostgreSQL database created from
 * TEST_DATABASE_URL (dropped at the end) so the same suite runs on both.
 */
export async function openTestDatabase(
  opts: { poolMax?: number } = {},
): Promise<{ database: Database; drop: () => Promise<void> }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const database = await openDatabase({});
    await migrateDatabase(database);
    return { database, drop: () => database.close() };
  }
  const name = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), ...opts });
  await migrateDatabase(database);
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestEnv {
  deps: Deps;
  app: FastifyInstance;
  clock: TestClock;
  smtp: SmtpCapture;
  /** The tasks sent by requests run in this process (as on the embedded database); tests wait for them with idle(). */
  tasks: LocalRunner;
  close(): Promise<void>;
}

export async function createTestEnv(env: Record<string, string> = {}): Promise<TestEnv> {
  const smtp = new SmtpCapture();
  const smtpUrl = await smtp.start();
  const { database, drop } = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:3999',
    SMTP_URL: smtpUrl,
    SUPPORT_EMAIL: 'support@afribridge.example',
    RATE_LIMIT_AUTH_PER_15MIN: '1000',
    WEB_DIST_DIR: '/nonexistent',
    MAIL_POLL_MS: '200',
    ...env,
  });
  const clock = new TestClock(new Date('2026-11-21T10:00:00Z'));
  const logger = pino({ level: 'silent' });
  const mailer = new Mailer(database, {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    pollMs: config.MAIL_POLL_MS,
    logger,
    clock,
  });
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afb-files-'));
  const files = new LocalFileStore(filesDir);
  const rails = buildPaymentRails(config, database.db, clock);
  const deps: Deps = {
    config,
    database,
    db: database.db,
    clock,
    mailer,
    files,
    rails,
    carrier: new BuiltinCarrier(),
    payouts: buildPayoutRails(config),
    counters: await buildCounters(config, database, clock),
    queue: QUEUE_NOT_STARTED,
    logger,
    startedAt: clock.now(),
  };
  // no periodic job: tests run the jobs they need by hand
  const tasks = localRunner(deps, [], productTasks(), { retryDelaySeconds: 0.05 });
  await tasks.start();
  deps.queue = tasks.queue;
  await ensureDefaultRates(deps);
  const app = await buildApp(deps);
  await app.ready();
  mailer.start();
  return {
    deps,
    app,
    clock,
    smtp,
    tasks,
    close: async () => {
      await app.close();
      await tasks.stop();
      await mailer.stop();
      await deps.counters.close();
      await smtp.stop();
      await drop();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
}

/** A cookie-keeping API client, like a browser: it fetches the CSRF token and sends it on every change. */
export class ApiClient {
  private cookies = new Map<string, string>();
  private headers = new Map<string, string>();
  constructor(private readonly app: FastifyInstance) {}

  /** A header sent with every later request (e.g. accept-language), or removed with `undefined`. */
  setHeader(name: string, value: string | undefined): void {
    if (value === undefined) this.headers.delete(name.toLowerCase());
    else this.headers.set(name.toLowerCase(), value);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(res: LightMyRequestResponse): void {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      if (c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()))
        this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
    opts: { csrf?: boolean } = {},
  ) {
    if (method !== 'GET' && opts.csrf !== false && !this.cookies.has('csrf'))
      await this.request('GET', '/api/auth/session');
    const res = await this.app.inject({
      method,
      url,
      headers: {
        ...Object.fromEntries(this.headers),
        cookie: this.cookieHeader(),
        ...(method !== 'GET' && opts.csrf !== false ? { 'x-csrf-token': this.cookies.get('csrf') ?? '' } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    this.remember(res);
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null, headers: res.headers };
  }

  get(url: string) {
    return this.request('GET', url);
  }

  /** multipart/form-data upload of files under one field name. */
  async upload(
    url: string,
    field: string,
    files: { filename: string; contentType: string; data: Buffer }[],
    fields: Record<string, string> = {},
  ) {
    if (!this.cookies.has('csrf')) await this.request('GET', '/api/auth/session');
    const boundary = `----afb${Date.now().toString(16)}`;
    const parts: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
    for (const f of files) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`,
        ),
      );
      parts.push(f.data, Buffer.from('\r\n'));
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`));
    const res = await this.app.inject({
      method: 'POST',
      url,
      headers: {
        cookie: this.cookieHeader(),
        'x-csrf-token': this.cookies.get('csrf') ?? '',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: Buffer.concat(parts),
    });
    this.remember(res);
    return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null, headers: res.headers };
  }

  /** A raw GET (binary answers). */
  async raw(url: string) {
    const res = await this.app.inject({ method: 'GET', url, headers: { cookie: this.cookieHeader() } });
    this.remember(res);
    return res;
  }
  post(url: string, body?: unknown, opts?: { csrf?: boolean }) {
    return this.request('POST', url, body ?? {}, opts);
  }
  put(url: string, body?: unknown) {
    return this.request('PUT', url, body ?? {});
  }
  patch(url: string, body?: unknown) {
    return this.request('PATCH', url, body ?? {});
  }
  delete(url: string) {
    return this.request('DELETE', url);
  }
}
