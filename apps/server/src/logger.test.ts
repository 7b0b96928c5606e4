import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../test/harness.ts';
import { buildApp } from './app.ts';
import { formatLogLine } from './log-pretty.ts';
import { createLogger, isSecretParam, redactUrl } from './logger.ts';

const SHIPPO_TOKEN = 'shippo-webhook-token-SECRET-1';
const WHATSAPP_TOKEN = 'whatsapp-verify-SECRET-2';

describe('redactUrl', () => {
  it('takes out the values of secret-looking query parameters and keeps everything else as received', () => {
    expect(redactUrl(`/api/shipping/shippo-webhook?token=${SHIPPO_TOKEN}`)).toBe(
      '/api/shipping/shippo-webhook?token=[Redacted]',
    );
    expect(
      redactUrl(`/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${WHATSAPP_TOKEN}&hub.challenge=42`),
    ).toBe('/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=[Redacted]&hub.challenge=42');
    expect(
      redactUrl('/x?api_key=a&apiKey=b&key=c&X-Amz-Signature=d&client_secret=e&access_token=f&sig=g&password=h'),
    ).toBe(
      '/x?api_key=[Redacted]&apiKey=[Redacted]&key=[Redacted]&X-Amz-Signature=[Redacted]&client_secret=[Redacted]&access_token=[Redacted]&sig=[Redacted]&password=[Redacted]',
    );
    // Encoded names are judged decoded; a repeated parameter is redacted each time.
    expect(redactUrl('/x?hub%2Everify%5Ftoken=s&token=1&token=2')).toBe(
      '/x?hub%2Everify%5Ftoken=[Redacted]&token=[Redacted]&token=[Redacted]',
    );
    expect(redactUrl('/api/products?q=shea%20butter&keyword=cocoa&page=2&sort=price')).toBe(
      '/api/products?q=shea%20butter&keyword=cocoa&page=2&sort=price',
    );
    expect(redactUrl('/api/products')).toBe('/api/products');
    expect(redactUrl('/x?token')).toBe('/x?token');
    expect(redactUrl('/x?%E0%A4%A=1&token=s')).toBe('/x?%E0%A4%A=1&token=[Redacted]');
  });

  it('knows secret parameter names', () => {
    for (const n of [
      'token',
      'TOKEN',
      'hub.verify_token',
      'refreshToken',
      'key',
      'x-api-key',
      'apikey',
      'secret',
      'signature',
      'passwd',
    ]) {
      expect(isSecretParam(n), n).toBe(true);
    }
    for (const n of ['q', 'keyword', 'monkey', 'page', 'hub.challenge', 'hub.mode', 'status'])
      expect(isSecretParam(n), n).toBe(false);
  });
});

describe('the request log of a real app', () => {
  let env: TestEnv;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    env = await createTestEnv({
      // Every request logged, as in production (outside production only refused, failed and slow ones are).
      LOG_REQUESTS: 'all',
      SHIPPO_WEBHOOK_TOKEN: SHIPPO_TOKEN,
      WHATSAPP_VERIFY_TOKEN: WHATSAPP_TOKEN,
      WHATSAPP_APP_SECRET: 'whatsapp-app-secret-3',
    });
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    app = await buildApp({ ...env.deps, logger });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await env.close();
  });

  it('never writes the Shippo webhook token, the WhatsApp verify token or credential headers', async () => {
    const shippo = await app.inject({
      method: 'POST',
      url: `/api/shipping/shippo-webhook?token=${SHIPPO_TOKEN}`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ event: 'track_updated', data: { tracking_number: 'NOPE', tracking_status: null } }),
    });
    expect(shippo.statusCode).toBe(200);
    const whatsapp = await app.inject({
      method: 'GET',
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${WHATSAPP_TOKEN}&hub.challenge=1158201444`,
    });
    expect(whatsapp.statusCode).toBe(200);
    expect(whatsapp.body).toBe('1158201444');
    const headers = {
      cookie: 'sid=cookie-SECRET-4',
      authorization: 'Bearer auth-SECRET-5',
      'x-api-key': 'afb_SECRET-6',
      'x-csrf-token': 'csrf-SECRET-7',
    };
    const withHeaders = await app.inject({ method: 'GET', url: '/api/auth/session', headers });
    expect(withHeaders.statusCode).toBe(200);
    // Anything that logs headers itself (a plugin, a future debug line) goes through the same redaction.
    app.log.info({ req: { method: 'GET', url: '/x', headers } }, 'a request with its headers');
    app.log.info({ request: { headers: { ...headers, 'user-agent': 'curl/8' } } }, 'headers one level down');
    app.log.info({ headers: { ...headers, 'set-cookie': 'sid=set-SECRET-8' } }, 'headers at the top');

    const log = lines.join('');
    expect(log).not.toMatch(/SECRET/);
    const urls = lines
      .map((l) => JSON.parse(l) as { req?: { url?: string } })
      .flatMap((l) => (l.req?.url ? [l.req.url] : []));
    expect(urls).toContain('/api/shipping/shippo-webhook?token=[Redacted]');
    expect(urls).toContain(
      '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=[Redacted]&hub.challenge=1158201444',
    );
    // The log is still useful: methods, status codes and the request id are there.
    expect(log).toMatch(/"statusCode":200/);
    expect(log).toMatch(/"method":"POST"/);
    expect(log).toContain('headers one level down');
    expect(log).toContain('curl/8');
  });
});

describe('the quiet request log (LOG_REQUESTS=errors, the default outside production)', () => {
  let env: TestEnv;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    env = await createTestEnv({ SHIPPO_WEBHOOK_TOKEN: SHIPPO_TOKEN });
    expect(env.deps.config.logRequests).toBe('errors');
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    app = await buildApp({ ...env.deps, logger });
    await app.ready();
    lines.length = 0; // the start-up lines (no web build here)
  });
  afterAll(async () => {
    await app.close();
    await env.close();
  });

  it('writes no line for a successful request and one line, secrets redacted, for a refused one', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/auth/session?token=abc-SECRET-9' })).statusCode).toBe(200);
    expect(lines).toEqual([]);
    const missing = await app.inject({ method: 'GET', url: '/api/no-such-thing?token=missing-SECRET-10&page=2' });
    expect(missing.statusCode).toBe(404);
    expect(lines).toHaveLength(1);
    expect(lines.join('')).not.toMatch(/SECRET/);
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>;
    expect(entry).toMatchObject({
      level: 30,
      msg: 'request refused',
      req: { method: 'GET', url: '/api/no-such-thing?token=[Redacted]&page=2' },
      res: { statusCode: 404 },
    });
    expect(typeof entry.responseTime).toBe('number');
    expect(entry.reqId).toBe(missing.headers['x-request-id']);
  });
});

describe('formatLogLine (development console)', () => {
  const at = new Date(2026, 10, 21, 9, 5, 7).getTime();

  it('prints HH:MM:SS level message key=value on one line', () => {
    expect(
      formatLogLine(JSON.stringify({ level: 30, time: at, pid: 1, hostname: 'h', msg: 'Admin account x: created' })),
    ).toBe('09:05:07 INFO  Admin account x: created\n');
    expect(
      formatLogLine(
        JSON.stringify({ level: 40, time: at, msg: 'mail failed', to: 'a@b.c', attempt: 2, note: 'two words' }),
      ),
    ).toBe('09:05:07 WARN  mail failed to=a@b.c attempt=2 note="two words"\n');
  });

  it('summarises a request and keeps the request id for errors, with the stack below', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      reqId: 'r-1',
      req: { method: 'POST', url: '/api/auth/login', remoteAddress: '127.0.0.1' },
      res: { statusCode: 401 },
      responseTime: 12.4,
      msg: 'request refused',
    });
    expect(formatLogLine(line)).toBe('09:05:07 INFO  request refused POST /api/auth/login 401 12ms\n');
    const error = JSON.stringify({
      level: 50,
      time: at,
      reqId: 'r-2',
      err: { message: 'boom', stack: 'Error: boom\n    at x' },
      msg: 'unhandled error',
    });
    expect(formatLogLine(error)).toBe(
      '09:05:07 ERROR unhandled error err=boom reqId=r-2\n    Error: boom\n        at x\n',
    );
  });

  it('passes anything that is not JSON through unchanged', () => {
    expect(formatLogLine('plain text')).toBe('plain text\n');
  });
});
