/**
 * Browse API benchmark: loads N synthetic products into a fresh database, then measures the browse endpoints with
 * autocannon over loopback. Usage (from the repo root):
 *   npm run bench -- --products 100000 --db postgres [--connections 50] [--duration 10]
 *   npm run bench -- --products 100000 --db pglite
 *   npm run bench -- --products 1000000 --load-only      (prints the database name), then later, on a quiet machine:
 *   npm run bench -- --products 1000000 --existing bench_<digits>
 *   --cache off|on|both (page cache settings to measure), --only <text> (scenarios whose name holds it), --no-write
 * PostgreSQL: a fresh database is created from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test)
 * and dropped afterwards. Results are printed and appended to docs/benchmarks.md. Each scenario also gives the CPU
 * time of the server process and of PostgreSQL per request (/proc); with the cache off on PostgreSQL, the listing
 * pages are also answered by a bare handler running the same SQL (bench/floor.ts), and the ratio is printed.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { cpuTicks, load as loadFor, postgresTicks, postgresTicksSince, TICK_MS } from './measure.ts';
import { migrateDatabase, openDatabase, queryRows, type Database } from '../src/db/client.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    db: { type: 'string', default: 'postgres' },
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    'no-write': { type: 'boolean', default: false },
    'load-only': { type: 'boolean', default: false },
    existing: { type: 'string' },
    /** which page-cache settings to measure: off, on or both */
    cache: { type: 'string', default: 'both' },
    /** only the scenarios whose name contains this text */
    only: { type: 'string' },
  },
});
const N = Number(values.products);
const driver = values.db === 'pglite' ? 'pglite' : 'postgres';
const connections = Number(values.connections);
const duration = Number(values.duration);

async function open(): Promise<{
  database: Database;
  target: { url?: string; dir?: string };
  cleanup: () => Promise<void>;
}> {
  if (driver === 'pglite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'afb-bench-'));
    const database = await openDatabase({ dataDir: dir });
    return {
      database,
      target: { dir },
      cleanup: async () => {
        await database.close().catch(() => undefined);
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  if (values.existing) {
    if (!/^bench_\d+$/.test(values.existing))
      throw new Error('--existing takes the name a --load-only run printed (bench_<digits>)');
    const url = new URL(base);
    url.pathname = `/${values.existing}`;
    const database = await openDatabase({ url: url.toString() });
    return { database, target: { url: url.toString() }, cleanup: () => database.close() };
  }
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    target: { url: url.toString() },
    cleanup: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * The scenarios a bare handler answers too (bench/floor.ts): the listing pages with the same SQL, searches with one
 * plain GIN query (the reference for PostgreSQL's cost of a search).
 */
const FLOOR_SCENARIOS = new Set([
  'first page',
  'filtered page (category + country)',
  'text search',
  'search + category filter',
  'two-word search + category, with matches',
]);

const WORDS_A = [
  'Organic',
  'Premium',
  'Raw',
  'Handwoven',
  'Dried',
  'Roasted',
  'Industrial',
  'Solar',
  'Bulk',
  'Refined',
  'Artisan',
  'Galvanised',
];
const WORDS_B = [
  'Cocoa',
  'Coffee',
  'Shea',
  'Cashew',
  'Sesame',
  'Hibiscus',
  'Kente',
  'Cotton',
  'Marble',
  'Copper',
  'Tea',
  'Ginger',
  'Leather',
  'Battery',
  'Granite',
  'Vanilla',
];
const WORDS_C = [
  'Beans',
  'Butter',
  'Powder',
  'Cloth',
  'Fabric',
  'Slabs',
  'Ore',
  'Leaves',
  'Nuts',
  'Seeds',
  'Panels',
  'Kits',
];
const CATEGORIES = [
  'raw-food-health',
  'fashion-beauty',
  'visual-arts-crafts',
  'agriculture-farming',
  'textiles-clothing',
  'minerals-mining',
  'technology-electronics',
  'machinery-equipment',
  'building-construction',
];
const COUNTRIES = ['Nigeria', 'Ghana', 'South Africa', 'Kenya', 'Morocco', 'Egypt', 'Tanzania', 'Uganda'];

/** Two words of a product's name and its category, for 8 products the loader made (see load()'s name formula). */
function twoWordsInCategory(): [string, string][] {
  const out: [string, string][] = [];
  for (let s = 1; out.length < 8; s += 37) {
    const words = `${WORDS_B[(s * 13) % WORDS_B.length]!} ${WORDS_C[(s * 3) % WORDS_C.length]!}`.toLowerCase();
    out.push([words, CATEGORIES[s % 9]!]);
  }
  return out;
}

async function load(database: Database): Promise<void> {
  const db = database.db;
  const vendors = 200;
  await db.execute(sql`insert into users (id, email, password_hash, first_name, last_name, roles, active_role, company, country, notification_preferences, email_verified_at)
    select gen_random_uuid(), 'bench-vendor-' || g || '@example.com', 'x', 'Vendor', g::text, array['vendor'], 'vendor',
      'Bench Trading ' || g, (${sql.raw(`array[${COUNTRIES.map((c) => `'${c}'`).join(',')}]`)})[1 + g % 8], '{}'::jsonb, now()
    from generate_series(1, ${vendors}::int) g`);
  const arr = (xs: string[]) => sql.raw(`array[${xs.map((x) => `'${x}'`).join(',')}]`);
  const batch = 50_000;
  for (let start = 0; start < N; start += batch) {
    const end = Math.min(N, start + batch);
    await db.execute(sql`
      with v as (select id, company, country, row_number() over (order by email) as rn from users where email like 'bench-vendor-%'),
      g as (
        select s,
          (${arr(WORDS_A)})[1 + (s * 7) % ${WORDS_A.length}] || ' ' || (${arr(WORDS_B)})[1 + (s * 13) % ${WORDS_B.length}] || ' ' || (${arr(WORDS_C)})[1 + (s * 3) % ${WORDS_C.length}] || ' ' || s as name,
          (${arr(CATEGORIES)})[1 + s % 9] as category,
          1 + s % ${vendors} as vrn
        from generate_series(${start + 1}::int, ${end}::int) s
      )
      insert into products (id, vendor_id, vendor_name, vendor_country, name, category, description, price_cents, currency, min_order, unit,
        available_stock, origin, lead_time_days, payment_terms, tags, status, search_vector, created_at, updated_at)
      select gen_random_uuid(), v.id, v.company, v.country, g.name, g.category,
        'Quality ' || lower(g.name) || ' from ' || v.country || ' for export buyers, lot ' || g.s,
        100 + (g.s * 37) % 500000, 'USD', 1 + g.s % 50, 'KG', case when g.s % 10 = 0 then 0 else 999999 end, v.country, 7 + g.s % 30,
        'escrow', array[lower(split_part(g.name, ' ', 2)), lower(split_part(g.name, ' ', 3))],
        case when g.s % 10 = 0 then 'inactive' else 'active' end,
        setweight(to_tsvector('simple', g.name), 'A') || setweight(to_tsvector('simple', v.company), 'B') || setweight(to_tsvector('simple', 'Quality ' || g.name || ' from ' || v.country), 'C'),
        now() - make_interval(secs => g.s), now()
      from g join v on v.rn = g.vrn`);
    process.stdout.write(`\r  loaded ${end.toLocaleString()} / ${N.toLocaleString()} products`);
  }
  process.stdout.write('\n');
  await db.execute(sql`insert into search_terms (term)
    select distinct w from products, regexp_split_to_table(lower(name || ' ' || vendor_name || ' ' || array_to_string(tags, ' ')), '[^a-z0-9]+') w
    where length(w) between 3 and 40 and w !~ '^[0-9]+$' on conflict do nothing`);
  await db.execute(sql`vacuum analyze`); // what autovacuum would have done by now on a live catalogue
}

interface Result {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** CPU time of the server process per answered request, ms */
  nodeCpuMs: number;
  /** CPU time of every PostgreSQL process per answered request, ms (PostgreSQL only) */
  pgCpuMs: number | null;
}

async function measure(name: string, server: { base: string; pid: number }, paths: string[]): Promise<Result> {
  const nodeBefore = cpuTicks(server.pid);
  const pgBefore = driver === 'postgres' ? postgresTicks() : new Map<number, number>();
  const r = await autocannonRun(server.base, paths);
  const answered = Math.max(1, r.requests.total);
  return {
    name,
    path: paths[0]!,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
    nodeCpuMs: ((cpuTicks(server.pid) - nodeBefore) * TICK_MS) / answered,
    pgCpuMs: driver === 'postgres' ? (postgresTicksSince(pgBefore) * TICK_MS) / answered : null,
  };
}

const autocannonRun = (base: string, paths: string[], seconds = duration) => loadFor(base, paths, seconds, connections);

/** Starts bench/server.ts (or the floor) in a child process (its own event loop and core) on the same database. */
async function startServer(
  target: { url?: string; dir?: string },
  env: Record<string, string>,
  script = 'server.ts',
): Promise<{ base: string; pid: number; stop: () => Promise<void> }> {
  const child = fork(path.join(import.meta.dirname, script), {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      ...env,
      ...(target.url ? { BENCH_DB_URL: target.url } : { BENCH_DB_DIR: target.dir ?? '' }),
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.send('stop');
      }),
  };
}

async function main(): Promise<void> {
  const started = Date.now();
  const { database, target, cleanup } = await open();
  let keep = false;
  try {
    if (values.existing) {
      const [count] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`);
      if (count?.n !== N) throw new Error(`${values.existing} holds ${count?.n ?? 0} products, not --products ${N}`);
    } else {
      await migrateDatabase(database);
      console.log(`Loading ${N.toLocaleString()} products into ${driver}...`);
      await load(database);
    }
    const loadSeconds = Math.round((Date.now() - started) / 1000);
    if (values['load-only']) {
      console.log(
        `Loaded into ${target.url ? new URL(target.url).pathname.slice(1) : target.dir}; --load-only keeps it: measure later with --existing <name>, drop it yourself when done.`,
      );
      keep = true;
      return;
    }
    const [mid] = await queryRows<{ created_at: string; id: string }>(
      database.db,
      sql`select created_at::text as created_at, id from products where status = 'active' and available_stock > 0 order by created_at desc, id desc offset ${Math.floor(N * 0.45)} limit 1`,
    );
    const deepCursor = Buffer.from(
      JSON.stringify({ t: new Date(mid!.created_at).toISOString(), id: mid!.id }),
    ).toString('base64url');
    if (driver === 'pglite') await database.close(); // one process per PGlite directory: the server opens it next
    const searches = [
      'cocoa',
      'shea butter',
      'kente cloth',
      'organic coffee',
      'copper ore',
      'vanilla',
      'bench trading 17',
      'ginger powder',
    ];
    const typos = ['cofee', 'kentte', 'sesme', 'hibiscis', 'granit', 'vanila'];
    // the long tail: 192 distinct two-word searches, so a page cache rarely helps
    const varied = WORDS_B.flatMap((b) => WORDS_C.map((c) => `${b.toLowerCase()} ${c.toLowerCase()}`));
    const scenarios: [string, string[]][] = [
      ['first page', ['/api/products?limit=24']],
      [
        'filtered page (category + country)',
        CATEGORIES.flatMap((c) =>
          COUNTRIES.map((k) => `/api/products?limit=24&category=${c}&country=${encodeURIComponent(k)}`),
        ),
      ],
      ['text search', searches.map((q) => `/api/products?limit=12&q=${encodeURIComponent(q)}`)],
      ['typo search', typos.map((q) => `/api/products?limit=12&q=${encodeURIComponent(q)}`)],
      [
        'search + category filter',
        searches.map((q, j) => `/api/products?limit=12&q=${encodeURIComponent(q)}&category=${CATEGORIES[j % 9]}`),
      ],
      [
        'two-word search + category, with matches',
        twoWordsInCategory().map(
          ([q, c]) => `/api/products?limit=12&q=${encodeURIComponent(q)}&category=${encodeURIComponent(c)}`,
        ),
      ],
      ['varied search (192 distinct queries)', varied.map((q) => `/api/products?limit=12&q=${encodeURIComponent(q)}`)],
      ['deep "load more" page (45% down)', [`/api/products?limit=12&cursor=${deepCursor}`]],
      [
        'sorted by price (no query)',
        ['/api/products?limit=12&sort=price-asc', '/api/products?limit=12&sort=price-desc'],
      ],
      [
        'search sorted by price',
        searches.map((q) => `/api/products?limit=12&sort=price-asc&q=${encodeURIComponent(q)}`),
      ],
      ['sorted by rating', ['/api/products?limit=12&sort=rating']],
    ];
    const runs: { label: string; results: Result[] }[] = [];
    const wanted = scenarios.filter(([name]) => !values.only || name.includes(values.only));
    const settings = (
      [
        ['page cache off (BROWSE_CACHE_MS=0): every request queries the database', '0'],
        ['page cache on (BROWSE_CACHE_MS=1000, the default)', '1000'],
      ] as const
    ).filter(([, ms]) => values.cache === 'both' || (values.cache === 'off') === (ms === '0'));
    const print = (r: Result) =>
      process.stdout.write(
        ` ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, CPU per request: node ${r.nodeCpuMs.toFixed(2)} ms${r.pgCpuMs === null ? '' : `, postgres ${r.pgCpuMs.toFixed(2)} ms`}${r.non2xx || r.errors ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : ''}\n`,
      );
    for (const [label, cacheMs] of settings) {
      console.log(`  ${label}`);
      const server = await startServer(target, { BROWSE_CACHE_MS: cacheMs });
      // The floor (bench/floor.ts) answers the listing pages with the same SQL, measured right after the API on the
      // same paths, so both figures come from the same minutes of a possibly noisy machine.
      const floor = driver === 'postgres' && cacheMs === '0' ? await startServer(target, {}, 'floor.ts') : undefined;
      // warm-up (not counted): the JIT, the pool's connections and the prepared statements, on every scenario's paths
      for (const s of [server, floor])
        if (s)
          await autocannonRun(
            s.base,
            wanted.flatMap(([, paths]) => paths),
            3,
          );
      const results: Result[] = [];
      for (const [name, paths] of wanted) {
        process.stdout.write(`    measuring ${name}...`);
        const r = await measure(name, server, paths);
        results.push(r);
        print(r);
        if (floor && FLOOR_SCENARIOS.has(name)) {
          process.stdout.write(
            `    measuring ${name}, floor (bare handler, ${name.includes('search') ? 'one plain GIN query' : 'same SQL'})...`,
          );
          const f = await measure(`${name}, floor`, floor, paths);
          results.push(f);
          print(f);
          console.log(
            `      API / floor: ${(r.rps / Math.max(1, f.rps)).toFixed(2)}x the requests per second, node CPU ${r.nodeCpuMs.toFixed(2)} vs ${f.nodeCpuMs.toFixed(2)} ms per request, postgres CPU ${r.pgCpuMs?.toFixed(2)} vs ${f.pgCpuMs?.toFixed(2)} ms`,
          );
        }
      }
      await server.stop();
      await floor?.stop();
      runs.push({ label, results });
    }

    const command = `npm run bench -- --products ${N} --db ${driver} --connections ${connections} --duration ${duration}${values.existing ? ' --existing <database loaded by --load-only>' : ''}`;
    const table = [
      `### ${driver === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL 15'}, ${N.toLocaleString()} products, ${connections} connections, ${duration} s per scenario`,
      '',
      `Command: \`${command}\` — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}; ${values.existing ? 'database loaded beforehand' : `load took ${loadSeconds} s`}; server and load generator in separate processes.`,
      '',
      ...runs.flatMap(({ label, results }) => [
        `${label[0]!.toUpperCase()}${label.slice(1)}:`,
        '',
        '| Scenario | req/s | p50 ms | p99 ms | node CPU ms/req | postgres CPU ms/req | errors / non-2xx |',
        '|---|---:|---:|---:|---:|---:|---:|',
        ...results.map(
          (r) =>
            `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.nodeCpuMs.toFixed(2)} | ${r.pgCpuMs === null ? '–' : r.pgCpuMs.toFixed(2)} | ${r.errors} / ${r.non2xx} |`,
        ),
        '',
      ]),
    ].join('\n');
    console.log(`\n${table}`);
    if (!values['no-write']) {
      const file = path.resolve(import.meta.dirname, '../../../docs/benchmarks.md');
      if (!fs.existsSync(file))
        fs.writeFileSync(
          file,
          '# Benchmarks\n\nFigures with the commands that produced them. Newest first within each section.\n\n## Browse API\n\n',
        );
      fs.appendFileSync(file, `${table}\n`);
    }
  } finally {
    if (keep) await database.close();
    else await cleanup();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
