import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/private-postgres.ts';
import { until } from '../test/until.ts';

const serverDir = path.resolve(import.meta.dirname, '..');

/** One raw HTTP/1.1 connection: what was received so far, and whether the server closed it. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  const state = { received: '', closed: false };
  socket.on('data', (d) => (state.received += d.toString()));
  socket.on('close', () => (state.closed = true));
  socket.on('error', () => {});
  return { socket, state, ready: new Promise<void>((resolve) => socket.once('connect', () => resolve())) };
}

/**
 * Graceful shutdown (issue 21): on SIGTERM the process stops accepting, closes idle kept-alive connections, lets the
 * request in progress finish with its full answer, closes the database and exits 0.
 */
describe('SIGTERM: the requests in progress end, then the process exits cleanly', () => {
  let server: ChildProcess;
  let output = '';
  let exit: { code: number | null; signal: string | null } | null = null;
  let port = 0;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afb-shutdown-'));

  beforeAll(async () => {
    port = await freePort(47_000, 3_000);
    const env: Record<string, string> = { ...(process.env as Record<string, string>) };
    for (const k of Object.keys(env))
      if (/^(TEST_DATABASE_URL|DATABASE_URL|SMTP_URL|S3_|PAYPAL_|SHIPPO_|ADMIN_|REDIS_URL)/.test(k)) delete env[k];
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: '/nonexistent',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    server.on('exit', (code, signal) => (exit = { code, signal }));
    await until('the server to listen', () => output.includes('is running at') || exit !== null, 120_000);
    expect(exit, output).toBeNull();
  }, 150_000);

  afterAll(() => {
    if (!exit) server.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the request whose body is still arriving, refuses new connections, and exits 0', async () => {
    // A change needs the CSRF cookie and its header: then the server reads the whole body before it answers.
    const session = await fetch(`http://127.0.0.1:${port}/api/auth/session`);
    const csrf = /(?:^|,\s*)csrf=([^;]+)/.exec(session.headers.get('set-cookie') ?? '')?.[1];
    expect(csrf).toBeTruthy();
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
    const head =
      `POST /api/auth/login HTTP/1.1\r\nhost: 127.0.0.1:${port}\r\ncontent-type: application/json\r\n` +
      `cookie: csrf=${csrf}\r\nx-csrf-token: ${csrf}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n`;

    // What the same request gets from a server that is not stopping.
    const before = connect(port);
    await before.ready;
    before.socket.write(head + body);
    await until('the first answer', () => /\r\n\r\n/.test(before.state.received), 10_000);
    const expected = before.state.received.split('\r\n')[0];
    expect(expected).toBe('HTTP/1.1 401 Unauthorized');
    // `before` now sits idle on a kept-alive connection.

    const inFlight = connect(port);
    await inFlight.ready;
    inFlight.socket.write(head + body.slice(0, 10));
    await sleep(200);
    expect(inFlight.state.received, 'no answer before the whole body').toBe('');

    server.kill('SIGTERM');
    await until('the shutdown to begin', () => output.includes('SIGTERM: shutting down'), 10_000);
    await sleep(500);

    // Idle kept-alive connections are closed; new connections are refused.
    await until('the idle connection to close', () => before.state.closed, 5_000);
    const refused = await new Promise<string>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.on('connect', () => {
        s.destroy();
        resolve('accepted');
      });
      s.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
    expect(exit, 'the process waits for the request in progress').toBeNull();

    // The request in progress gets its whole answer, the same as before.
    inFlight.socket.write(body.slice(10));
    await until('the in-flight answer', () => /\r\n\r\n\{.*\}$/s.test(inFlight.state.received), 10_000);
    expect(inFlight.state.received.split('\r\n')[0]).toBe(expected);

    await until('the process to exit', () => exit !== null, 30_000);
    expect(exit, output.slice(-2000)).toEqual({ code: 0, signal: null });
    expect(output).toContain('shut down cleanly');
  }, 60_000);
});
