/**
 * A private, throw-away PostgreSQL 15 cluster for tests that must stop and start the database (the shared one at
 * 127.0.0.1:5432 is used by other test files in parallel and must never be restarted). initdb refuses to run as root,
 * so as root the binaries run as the `postgres` OS user, in a temporary directory it owns.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Why a private cluster cannot be made here, or null when it can. */
export function privatePostgresUnavailable(): string | null {
  for (const bin of ['initdb', 'pg_ctl', 'postgres']) {
    if (!fs.existsSync(path.join(PG_BIN, bin)))
      return `PostgreSQL binaries not found (${path.join(PG_BIN, bin)} is missing)`;
  }
  if (process.getuid?.() === 0 && !fs.existsSync('/usr/sbin/runuser') && !fs.existsSync('/sbin/runuser')) {
    return 'running as root without runuser (initdb refuses to run as root)';
  }
  return null;
}

/** Runs a command to its exit (not to the close of its pipes: pg_ctl leaves the server running in the background). */
function run(cmd: string, args: string[], timeoutMs = 30_000): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`${path.basename(cmd)} ${args.join(' ')} exited with ${code}: ${out}`));
    });
  });
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A free TCP port on 127.0.0.1 in [from, from + span). */
export async function freePort(from = 55_000, span = 5_000): Promise<number> {
  for (let i = 0; i < 50; i += 1) {
    const port = from + Math.floor(Math.random() * span);
    if (await portIsFree(port)) return port;
  }
  throw new Error('no free port found');
}

export interface PrivatePostgres {
  /** postgres:// URL of a database in the cluster (trust authentication, user postgres, TCP on 127.0.0.1). */
  url(database?: string): string;
  port: number;
  dir: string;
  start(): Promise<void>;
  /** `pg_ctl stop -m fast`: clients are disconnected (57P01), then the server exits. */
  stop(): Promise<void>;
  /** Stops the cluster (if running) and deletes its directory. */
  destroy(): Promise<void>;
  log(): string;
}

export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const asRoot = process.getuid?.() === 0;
  const runuser = fs.existsSync('/usr/sbin/runuser') ? '/usr/sbin/runuser' : '/sbin/runuser';
  const pg = (bin: string, args: string[]) =>
    asRoot
      ? run(runuser, ['-u', 'postgres', '--', path.join(PG_BIN, bin), ...args])
      : run(path.join(PG_BIN, bin), args);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afb-pg-'));
  if (asRoot) {
    const uid = Number((await run('id', ['-u', 'postgres'])).trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).trim());
    fs.chownSync(dir, uid, gid);
  }
  fs.chmodSync(dir, 0o700);
  const data = path.join(dir, 'data');
  const logFile = path.join(dir, 'postgres.log');
  try {
    await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  let running = false;
  const cluster: PrivatePostgres = {
    port,
    dir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: async () => {
      await pg('pg_ctl', ['-D', data, '-o', options, '-l', logFile, '-w', '-t', '30', 'start']);
      running = true;
    },
    stop: async () => {
      await pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
      running = false;
    },
    destroy: async () => {
      if (running) await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => {});
      running = false;
      fs.rmSync(dir, { recursive: true, force: true });
    },
    log: () => {
      try {
        return fs.readFileSync(logFile, 'utf8');
      } catch {
        return '';
      }
    },
  };
  try {
    await cluster.start();
  } catch (err) {
    await cluster.destroy();
    throw err;
  }
  return cluster;
}
