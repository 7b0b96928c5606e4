import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PGlite } from '@electric-sql/pglite';
import { isDatabaseUnavailable } from './db-errors.ts';
import { AppError } from './errors.ts';
import { msg } from '@app/shared/error-messages';

/** A TCP port with nothing listening on it (bound, then released). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A fake database server: accepts TCP connections, then either never answers or hangs up at once. */
async function fakeServer(behaviour: 'silent' | 'hang-up'): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    if (behaviour === 'hang-up') socket.once('data', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function caught(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error('expected a failure');
}

describe('isDatabaseUnavailable: real errors of an unreachable database', () => {
  let port: number;
  let silent: Awaited<ReturnType<typeof fakeServer>>;
  let hangUp: Awaited<ReturnType<typeof fakeServer>>;
  beforeAll(async () => {
    port = await closedPort();
    silent = await fakeServer('silent');
    hangUp = await fakeServer('hang-up');
  });
  afterAll(async () => {
    await silent.close();
    await hangUp.close();
  });

  it('ECONNREFUSED from pg (127.0.0.1 and localhost, which may try several addresses)', async () => {
    const direct = await caught(() => new pg.Client({ host: '127.0.0.1', port, user: 'x', database: 'x' }).connect());
    expect((direct as { code?: string }).code).toBe('ECONNREFUSED');
    expect(isDatabaseUnavailable(direct)).toBe(true);
    const byName = await caught(() => new pg.Client({ host: 'localhost', port, user: 'x', database: 'x' }).connect());
    expect(isDatabaseUnavailable(byName)).toBe(true);
  });

  it('a refused pool connection, wrapped by drizzle (DrizzleQueryError with the pg error as cause)', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port, user: 'x', database: 'x', connectionTimeoutMillis: 2000 });
    pool.on('error', () => {});
    const err = await caught(() => drizzle(pool).execute(sql`select 1`));
    expect((err as Error).message).toMatch(/Failed query/);
    expect(isDatabaseUnavailable(err)).toBe(true);
    await pool.end();
  });

  it('"Connection terminated unexpectedly" when the server hangs up', async () => {
    const err = await caught(() =>
      new pg.Client({ host: '127.0.0.1', port: hangUp.port, user: 'x', database: 'x' }).connect(),
    );
    expect((err as Error).message).toBe('Connection terminated unexpectedly');
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it('pool connection timeouts: a server that never answers, and a pool with no free connection', async () => {
    const pool = new pg.Pool({
      host: '127.0.0.1',
      port: silent.port,
      user: 'x',
      database: 'x',
      connectionTimeoutMillis: 200,
      max: 1,
    });
    pool.on('error', () => {});
    const timedOut = await caught(() => pool.query('select 1'));
    expect((timedOut as Error).message).toBe('Connection terminated due to connection timeout');
    expect(isDatabaseUnavailable(timedOut)).toBe(true);
    await pool.end();

    // The only connection is checked out: the next caller waits, then gives up.
    const busy = new pg.Pool({
      host: '127.0.0.1',
      port: silent.port,
      user: 'x',
      database: 'x',
      connectionTimeoutMillis: 300,
      max: 1,
    });
    busy.on('error', () => {});
    const first = busy.connect().catch((e: unknown) => e);
    const second = await caught(() => busy.connect());
    expect((second as Error).message).toBe('timeout exceeded when trying to connect');
    expect(isDatabaseUnavailable(second)).toBe(true);
    expect(isDatabaseUnavailable(await first)).toBe(true);
    await busy.end();
  });

  it('PostgreSQL error codes of a shutdown, a restart and a lost connection (also as a cause, or in an AggregateError)', () => {
    for (const code of ['57P01', '57P02', '57P03', '08000', '08003', '08006', '53300']) {
      const err = Object.assign(new Error('terminating connection due to administrator command'), { code });
      expect(isDatabaseUnavailable(err), code).toBe(true);
      expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: err })), code).toBe(true);
    }
    const econnreset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    expect(isDatabaseUnavailable(new AggregateError([new Error('x'), econnreset]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });
});

describe('isDatabaseUnavailable: everything else is not a database outage', () => {
  it('query errors of a working database (syntax, constraint, append-only ledger) stay errors', async () => {
    const db = await PGlite.create();
    const syntax = await caught(() => db.query('selec 1'));
    expect((syntax as { code?: string }).code).toBe('42601');
    expect(isDatabaseUnavailable(syntax)).toBe(false);
    await db.exec('create table t (id int primary key)');
    await db.exec('insert into t values (1)');
    const unique = await caught(() => db.query('insert into t values (1)'));
    expect((unique as { code?: string }).code).toBe('23505');
    expect(isDatabaseUnavailable(unique)).toBe(false);
    expect(isDatabaseUnavailable(new Error('Failed query: insert', { cause: unique }))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('the ledger is append-only'), { code: '23001' }))).toBe(false);
    await db.close();
  }, 120_000); // starting PGlite (WebAssembly) is slow on a busy machine

  it('programming errors, application errors and non-errors', () => {
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable(new AppError('NOT_FOUND', msg('common.notFound')))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('nope'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY' }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated unexpectedly')).toBe(false);
    const loop: { message: string; cause?: unknown } = { message: 'loop' };
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});
