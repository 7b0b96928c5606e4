import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/private-postgres.ts';
import { Http } from '../test/fetch-client.ts';

const serverDir = path.resolve(import.meta.dirname, '..');
const baseUrl = process.env.TEST_DATABASE_URL;

/** The pids whose parent is `pid`. */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === pid) out.push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  return out;
}

/** The server processes `pid` supervises (its other children, such as tsx's esbuild service, have no role). */
function workersOf(pid: number): number[] {
  return childrenOf(pid).filter((child) => {
    try {
      return envOf(child, 'BACKGROUND_JOBS') !== undefined;
    } catch {
      return false; // ended meanwhile
    }
  });
}

/** A variable of a running process's environment. */
function envOf(pid: number, name: string): string | undefined {
  const vars = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  return vars.find((v) => v.startsWith(`${name}=`))?.slice(name.length + 1);
}

/** CPU time a process has used, in clock ticks. */
function cpuTicks(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** GET on a new connection each time, answering the body read as JSON. */
function getFreshJson(url: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, headers: { connection: 'close' } }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve(JSON.parse(text)));
    });
    req.on('error', reject);
  });
}

/** GET on a new connection each time (no keep-alive), so the connections are spread over the processes. */
function getFresh(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, headers: { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    // a connection handed to a process just killed is never answered: give up on it, as a client would
    req.setTimeout(5_000, () => req.destroy());
    req.on('error', () => resolve(0));
  });
}

let output = '';

async function until<T>(what: string, check: () => T | undefined | false, ms = 90_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline)
      throw new Error(`timed out waiting for ${what}; the server said: ${output.slice(-3000)}`);
    await sleep(200);
  }
}

// PostgreSQL only (the embedded database serves one process): runs in the suite's PostgreSQL pass.
describe.skipIf(!baseUrl)('SERVER_PROCESSES: several server processes on one port (PostgreSQL)', () => {
  const dbName = `procs_${Date.now()}_${process.pid}`;
  let primary: ChildProcess;
  let exit: { code: number | null; signal: string | null } | null = null;
  let base = '';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afb-procs-'));

  function adminUrl(database?: string): string {
    const url = new URL(baseUrl!);
    if (database) url.pathname = `/${database}`;
    return url.toString();
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const port = await freePort(46_000, 4_000);
    base = `http://127.0.0.1:${port}`;
    const env: Record<string, string> = { ...(process.env as Record<string, string>) };
    for (const k of Object.keys(env))
      if (/^(TEST_DATABASE_URL|DATABASE_URL|SMTP_URL|S3_|PAYPAL_|SHIPPO_|ADMIN_|BACKGROUND_JOBS)/.test(k))
        delete env[k];
    primary = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...env,
        NODE_ENV: 'test',
        DATABASE_URL: adminUrl(dbName),
        SERVER_PROCESSES: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        // the demo catalogue and its vendor, to change the catalogue through one process and read it through the other
        SEED_DEMO: 'true',
        // browse pages kept a minute: only the other process's notice can drop them sooner
        BROWSE_CACHE_MS: '60000',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: '/nonexistent',
        // info: each process that serves without jobs says so once it listens
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    primary.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    primary.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    primary.on('exit', (code, signal) => (exit = { code, signal }));
    await until('both processes listening', () => /listening \(no background jobs\)/.test(output) || exit, 100_000);
    const deadline = Date.now() + 100_000;
    while ((await getFresh(`${base}/api/health`)) !== 200) {
      if (exit || Date.now() > deadline) throw new Error(`server did not start: ${output}`);
      await sleep(250);
    }
  }, 150_000);

  afterAll(async () => {
    if (primary && !exit) primary.kill('SIGKILL');
    for (const pid of primary?.pid ? childrenOf(primary.pid) : []) process.kill(pid, 'SIGKILL');
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('serves from both processes; only one runs the background jobs', async () => {
    const workers = await until('two server processes', () => {
      const pids = workersOf(primary.pid!);
      return pids.length === 2 ? pids : undefined;
    });
    expect(workers.map((pid) => envOf(pid, 'BACKGROUND_JOBS')).sort()).toEqual(['false', 'true']);
    const before = workers.map(cpuTicks);
    const statuses = await Promise.all(Array.from({ length: 300 }, () => getFresh(`${base}/api/products?limit=24`)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    const after = workers.map(cpuTicks);
    // each process did part of the work (new connections go to the processes in turn)
    for (const [i, ticks] of after.entries()) expect(ticks - before[i]!).toBeGreaterThan(0);
  }, 120_000);

  it("drops every process's cached pages within a second of a catalogue write on one of them", async () => {
    const vendor = new Http(base);
    await vendor.get('/api/auth/session');
    const login = await vendor.post('/api/auth/login', {
      email: 'vendor@demo.afribridge.test',
      password: 'demo-pass-2024',
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    const mine = await vendor.get('/api/vendor/products');
    const own = new Set((mine.body.items as { id: string }[]).map((p) => p.id));
    const firstPage = async () =>
      ((await getFreshJson(`${base}/api/products?limit=48&sort=newest`)) as { items: { id: string }[] }).items;
    const target = (await firstPage()).find((p) => own.has(p.id))!;
    expect(target).toBeDefined();
    const listed = async () => (await firstPage()).some((p) => p.id === target.id);
    // both processes hold the page in their cache (new connections alternate between them)
    for (let i = 0; i < 6; i++) expect(await listed()).toBe(true);
    const deleted = await vendor.request('DELETE', `/api/vendor/products/${target.id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBeLessThan(300);
    await sleep(1000);
    // every read, whichever process answers it, shows the catalogue without the product
    const after = await Promise.all(Array.from({ length: 8 }, () => listed()));
    expect(after).toEqual(Array(8).fill(false));
  }, 60_000);

  it('starts a process that ends again, with the same role, and keeps answering meanwhile', async () => {
    const web = workersOf(primary.pid!).find((pid) => envOf(pid, 'BACKGROUND_JOBS') === 'false')!;
    // counted before the kill: the replacement may be listening before the checks below are done
    const listened = (output.match(/listening \(no background jobs\)/g) ?? []).length;
    process.kill(web, 'SIGKILL');
    // the other process answers meanwhile (a connection accepted for the killed one at that instant is lost)
    let answered = 0;
    for (let i = 0; i < 5 && answered !== 200; i++) answered = await getFresh(`${base}/api/health`);
    expect(answered).toBe(200);
    const replacement = await until('a new server process', () =>
      workersOf(primary.pid!).find((pid) => pid !== web && envOf(pid, 'BACKGROUND_JOBS') === 'false'),
    );
    await until(
      'the new process listening',
      () => (output.match(/listening \(no background jobs\)/g) ?? []).length > listened,
    );
    expect(workersOf(primary.pid!)).toHaveLength(2);
    expect(replacement).not.toBe(web);
    expect(output).toContain('a server process ended; starting another');
  }, 120_000);

  it('stops every process on SIGTERM and exits cleanly', async () => {
    const workers = workersOf(primary.pid!);
    primary.kill('SIGTERM');
    await until('the supervisor to exit', () => exit, 20_000);
    expect(exit).toEqual({ code: 0, signal: null });
    for (const pid of workers) expect(fs.existsSync(`/proc/${pid}`)).toBe(false);
  }, 30_000);
});
