/**
 * Browse throughput with 1 and 2 server processes (issue 21), on a catalogue loaded by `npm run bench -- --load-only`:
 *
 *   npm run bench:processes -- --existing bench_<digits> [--duration 10] [--connections 50]
 *
 * Runs the production server (apps/server/dist/main.js: `npm run build` first) with SERVER_PROCESSES=1, then 2, the
 * page cache off (BROWSE_CACHE_MS=0: every request asks PostgreSQL) and no background jobs, and loads it with
 * autocannon over loopback: requests per second, p50 and p99, and the CPU each request cost the server processes
 * (all of them) and PostgreSQL. The load generator runs on the same machine: on 2 cores it takes its share.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { cpuTicks, load as loadFor, postgresTicks, postgresTicksSince, TICK_MS } from './measure.ts';

const { values } = parseArgs({
  options: {
    existing: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
if (!values.existing || !/^bench_\d+$/.test(values.existing))
  throw new Error('--existing takes the name a --load-only run printed (bench_<digits>)');
const url = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
url.pathname = `/${values.existing}`;
const duration = Number(values.duration);
const connections = Number(values.connections);
const main = path.resolve(import.meta.dirname, '../dist/main.js');
if (!fs.existsSync(main)) throw new Error(`${main} is missing: run npm run build first`);

const SCENARIOS: [string, string[]][] = [
  ['first page', ['/api/products?limit=24']],
  [
    'category pages',
    ['agriculture-farming', 'textiles-clothing', 'minerals-mining', 'raw-food-health'].map(
      (c) => `/api/products?limit=24&category=${c}`,
    ),
  ],
  [
    'text search',
    ['cocoa', 'shea butter', 'kente cloth', 'organic coffee'].map(
      (q) => `/api/products?limit=12&q=${encodeURIComponent(q)}`,
    ),
  ],
];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });
}

/** The pid and every descendant's pid (the cluster's workers). */
function tree(pid: number): number[] {
  const out = [pid];
  for (const p of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(...tree(Number(p)));
    } catch {
      // ended meanwhile
    }
  }
  return out;
}

const treeTicks = (pid: number) =>
  tree(pid).reduce((sum, p) => {
    try {
      return sum + cpuTicks(p);
    } catch {
      return sum;
    }
  }, 0);

const load = (base: string, paths: string[], seconds: number) => loadFor(base, paths, seconds, connections);

const rows: string[] = [];
for (const processes of [1, 2]) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url.toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      SERVER_PROCESSES: String(processes),
      BACKGROUND_JOBS: 'false',
      BROWSE_CACHE_MS: '0',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // every process listening: the health check answers from each in turn
  for (let ok = 0; ok < processes * 3;) {
    const s = await fetch(`${base}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    ok = s === 200 ? ok + 1 : 0;
    await sleep(200);
  }
  await sleep(2000);
  await load(
    base,
    SCENARIOS.flatMap(([, p]) => p),
    3,
  ); // warm-up: JIT, pools, prepared statements
  for (const [name, paths] of SCENARIOS) {
    const nodeBefore = treeTicks(child.pid!);
    const pgBefore = postgresTicks();
    const r = await load(base, paths, duration);
    const answered = Math.max(1, r.requests.total);
    const nodeMs = ((treeTicks(child.pid!) - nodeBefore) * TICK_MS) / answered;
    const pgMs = (postgresTicksSince(pgBefore) * TICK_MS) / answered;
    const row = `| ${processes} | ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${nodeMs.toFixed(2)} | ${pgMs.toFixed(2)} | ${r.non2xx + r.errors} |`;
    console.log(row);
    rows.push(row);
  }
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}
console.log(
  [
    '',
    `Browse with 1 and 2 server processes (${values.existing}, cache off, ${connections} connections, ${duration} s each)`,
    '',
    '| processes | scenario | req/s | p50 ms | p99 ms | node CPU ms/req (all processes) | postgres CPU ms/req | non-2xx + errors |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n'),
);
