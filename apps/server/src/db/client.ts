import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema.ts';
import { PgListener } from './pg-listener.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle: same query API as Db. Use it (never the outer db) inside a transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * LISTEN on a channel (NOTIFY is sent with `select pg_notify(...)` through db or a transaction). PostgreSQL:
   * one dedicated connection per process; PGlite: in process. Returns a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** The pool behind each PostgreSQL database opened here: migrations take one connection of it for their lock. */
const pools = new WeakMap<object, pg.Pool>();

/** An arbitrary key for the advisory lock of migrations. */
const MIGRATION_LOCK = 7_212_020;

export const DEFAULT_PGLITE_BUFFERS = '16MB';

export interface OpenOptions {
  /** postgres:// URL; when absent the embedded PGlite database is used. */
  url?: string;
  /** Directory for PGlite data; undefined means in memory. */
  dataDir?: string;
  /** Largest number of PostgreSQL connections in the pool (DB_POOL_MAX). */
  poolMax?: number;
  /**
   * PGlite's buffer pool (PGLITE_SHARED_BUFFERS, PostgreSQL's shared_buffers; default 16MB). PostgreSQL's own default,
   * 128MB, is most of an embedded server's memory; the data files stay in the system's page cache either way.
   */
  sharedBuffers?: string;
  /** How long to wait for a PostgreSQL connection before failing (ms, default 5000). */
  connectionTimeoutMillis?: number;
  logger?: { error(obj: unknown, msg?: string): void };
}

/** Opens the database, holding a lock file for PGlite so two processes never share its directory. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolMax ?? 10,
      // While the database is away a request fails (503) after this long instead of waiting forever for a connection.
      connectionTimeoutMillis: opts.connectionTimeoutMillis ?? 5000,
    });
    // An idle client that loses its connection is reported here (pg-pool removes it from the pool).
    pool.on('error', (err) => opts.logger?.error({ err }, 'postgres pool error (idle client)'));
    // A checked-out client (inside a transaction, between two queries) has no pool listener: pg-pool removes it on
    // checkout, so a database restart would emit an unhandled 'error' and kill the process. Every client gets its own;
    // the query in flight fails with the same error, and the broken client is dropped when released.
    pool.on('connect', (client) => {
      client.on('error', (err) => opts.logger?.error({ err }, 'postgres connection error'));
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    pools.set(db, pool);
    const listener = new PgListener(opts.url, opts.logger);
    return {
      db,
      driver: 'postgres',
      listen: (channel, onPayload) => listener.listen(channel, onPayload),
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  let releaseLock = () => {};
  let dataDir: string | undefined;
  if (opts.dataDir) {
    fs.mkdirSync(opts.dataDir, { recursive: true });
    dataDir = path.join(opts.dataDir, 'pgdata');
    releaseLock = acquireLock(path.join(opts.dataDir, 'db.lock'));
  }
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${opts.sharedBuffers ?? DEFAULT_PGLITE_BUFFERS}`],
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        await stop();
      };
    },
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.driver === 'postgres') {
    const pool = pools.get(database.db)!;
    // Processes that start together (a deploy of several machines) migrate one at a time: the others wait for the
    // lock, then find nothing left to apply. The lock and the migrations share one connection (a pool of one works).
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client) as never, { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
  } else {
    await migratePglite(database.db as never, { migrationsFolder });
  }
}

export async function pingDatabase(db: Db): Promise<number> {
  const started = performance.now();
  await db.execute(sql`select 1`);
  return performance.now() - started;
}

function acquireLock(lockPath: string): () => void {
  try {
    const fd = fs.openSync(lockPath, 'wx');
    fs.writeSync(fd, String(process.pid));
    fs.closeSync(fd);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const holder = Number(fs.readFileSync(lockPath, 'utf8').trim());
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The embedded database in ${path.dirname(lockPath)} is in use by process ${holder}. Stop it, or set DATA_DIR to another folder.`,
      );
    }
    fs.writeFileSync(lockPath, String(process.pid));
  }
  return () => {
    try {
      if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.unlinkSync(lockPath);
    } catch {
      /* already gone */
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs raw SQL and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
