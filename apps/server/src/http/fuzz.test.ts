/**
 * API fuzz: every write route (POST/PUT/PATCH/DELETE) the app registers gets ~100 bodies generated from its zod
 * contract (mostly the right shape, with NUL, lone surrogates, bidi overrides, huge strings, RTL text, emoji, numbers at
 * their edges, wrong types), sent by the callers its access allows, with real ids in its path. No answer may be a 5xx.
 * Signed webhooks refuse unsigned garbage with a 4xx. GET routes with a query string or path parameters get a sample too.
 * FUZZ_SEED=<n> replays another run; FUZZ_LOG=<file> writes every answer's status to a file.
 */
import fs from 'node:fs';
import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { buildWorld, type World } from '../../test/fuzz-world.ts';
import {
  RAW_PAYLOADS,
  SECRETS,
  callersOf,
  fillPath,
  inParallel,
  injectRaw,
  paramArbitrary,
  queryString,
  sendUpload,
  sendWebhook,
} from '../../test/fuzz-requests.ts';
import { LibreTranslateLoopback } from '../../test/libretranslate-loopback.ts';
import { arbitraryFor, NASTY_STRINGS, spikeOne } from '../../test/zod-arbitrary.ts';
import { routeTable, type RouteEntry } from './route-table.ts';

const TOTAL_WRITE_BODIES = 10_000;
const GET_SAMPLES = 12;
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const QUERY_EXTRAS = [
  'q=%00',
  'q=%ED%A0%80',
  'q=%C0%80',
  'q=%FF',
  `q=${encodeURIComponent('\u202Eabc')}`,
  'cursor=%00',
  'limit=',
  'limit=1e400',
];
const UPLOAD_NAMES = [...NASTY_STRINGS.filter((s) => s.length < 10_000), 'proof.pdf', 'preuve été.pdf', 'دليل.pdf'];

let env: TestEnv;
let world: World;
let translator: LibreTranslateLoopback;

beforeAll(async () => {
  translator = new LibreTranslateLoopback();
  env = await createTestEnv({ ...SECRETS, TRANSLATE_URL: await translator.start() });
  world = await buildWorld(env);
}, 120_000);

afterAll(async () => {
  await env?.close();
  await translator?.stop();
});

const failures: { route: string; status: number; answer: string; sent: string }[] = [];
const statuses = new Map<number, number>();
const log: string[] = [];
let writeBodies = 0;
let rawSent = 0;
let getRequests = 0;

function record(
  route: string,
  status: number,
  answer: unknown,
  sent: unknown,
  okStatus = (s: number) => s < 500,
): void {
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const text = typeof answer === 'string' ? answer : JSON.stringify(answer);
  if (process.env.FUZZ_LOG) log.push(`${status} ${route} ${text.slice(0, 160)}`);
  if (!okStatus(status))
    failures.push({
      route,
      status,
      answer: text.slice(0, 300),
      sent: JSON.stringify(sent)?.slice(0, 300) ?? 'undefined',
    });
}

function allIds(): string[] {
  return Object.values(world.ids).flat();
}

/** Clean bodies (reach the handler), clean bodies with one nasty string, and chaos; arbitrary JSON without a contract. */
function bodyArbitrary(route: RouteEntry): fc.Arbitrary<unknown> {
  const schema = route.schema?.body as z.ZodType | undefined;
  if (!schema)
    return fc.oneof(
      fc.constant(undefined),
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom(...NASTY_STRINGS).map((s) => ({ s })),
    );
  const clean = arbitraryFor(schema, { ids: allIds(), mode: 'clean' });
  const chaos = arbitraryFor(schema, { ids: allIds(), mode: 'chaos' });
  return fc.oneof(
    { arbitrary: clean, weight: 3 },
    { arbitrary: clean.chain(spikeOne), weight: 4 },
    { arbitrary: chaos, weight: 3 },
  );
}

async function fuzzWriteRoute(route: RouteEntry, runs: number, seed: number): Promise<void> {
  const name = `${route.method} ${route.url}`;
  const upload = JSON.stringify(route.schema?.consumes ?? []).includes('multipart');
  const arbitrary = fc.tuple(
    bodyArbitrary(route),
    paramArbitrary(route.url, world.ids),
    fc.constantFrom(...callersOf(route)),
    fc.boolean(),
    fc.constantFrom(...UPLOAD_NAMES),
  );
  await inParallel(fc.sample(arbitrary, { numRuns: runs, seed }), async ([body, params, role, flag, filename], i) => {
    const url = fillPath(route.url, params);
    const client = await world.client(role);
    if (!route.csrf) {
      // Signed webhooks: signed bodies must not break anything; unsigned ones are refused with a 4xx.
      const res = await sendWebhook(env.app, env.clock.now(), route, body, flag);
      record(
        flag ? name : `${name} (unsigned)`,
        res.status,
        res.body,
        body,
        flag ? undefined : (s) => s >= 400 && s < 500,
      );
    } else if (upload && i % 3 === 0) {
      const res = await sendUpload(env.app, client, url, filename, flag ? 'businessCert' : '\u0000');
      record(name, res.status, res.body, { filename });
    } else if (i % 25 === 1) {
      const payload = RAW_PAYLOADS[rawSent++ % RAW_PAYLOADS.length] ?? '{}';
      const res = await injectRaw(
        env.app,
        client,
        route.method,
        url,
        payload,
        flag ? {} : { 'content-type': 'text/plain' },
      );
      record(name, res.status, res.body, payload.slice(0, 100));
    } else {
      const res = await client.request(route.method as 'POST', url, body);
      record(name, res.status, res.body, body);
    }
    writeBodies += 1;
  });
  await world.restore();
}

async function fuzzGetRoute(route: RouteEntry, seed: number): Promise<void> {
  const querySchema = route.schema?.querystring as z.ZodType | undefined;
  const queryArb = querySchema ? arbitraryFor(querySchema, { ids: allIds(), mode: 'chaos' }) : fc.constant({});
  const arbitrary = fc.tuple(queryArb, paramArbitrary(route.url, world.ids), fc.constantFrom(...callersOf(route)));
  for (const [i, [query, params, role]] of fc.sample(arbitrary, { numRuns: GET_SAMPLES, seed }).entries()) {
    const qs = querySchema && i < QUERY_EXTRAS.length ? QUERY_EXTRAS[i] : queryString(query);
    const res = await (await world.client(role)).raw(`${fillPath(route.url, params)}${qs ? `?${qs}` : ''}`);
    record(`${route.method} ${route.url}`, res.statusCode, res.body.slice(0, 300), qs);
    getRequests += 1;
  }
  await world.restore();
}

describe('API fuzz', () => {
  it(`answers ${TOTAL_WRITE_BODIES}+ generated bodies on every write route without a 5xx`, async () => {
    const routes = routeTable(env.app);
    // Deletions and sign-outs last, so the rows and sessions the other routes use are still there for them.
    const last = (r: RouteEntry) => Number(r.method === 'DELETE' || r.url.endsWith('/logout'));
    const writes = routes
      .filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))
      .sort((a, b) => last(a) - last(b));
    expect(writes.length).toBeGreaterThan(80);
    const perRoute = Math.ceil(TOTAL_WRITE_BODIES / writes.length);
    for (const [i, route] of writes.entries()) await fuzzWriteRoute(route, perRoute, SEED + i);

    const gets = routes.filter(
      (r) => r.method === 'GET' && (r.schema?.querystring || r.url.includes(':')) && !r.url.startsWith('/api/docs'),
    );
    for (const [i, route] of gets.entries()) await fuzzGetRoute(route, SEED + 1000 + i);

    const answers = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}: ${n}`);
    console.log(
      `API fuzz (seed ${SEED}): ${writeBodies} bodies sent to ${writes.length} write routes, ${getRequests} requests to ${gets.length} GET routes; answers ${answers.join(', ')}; ${failures.length} failures`,
    );
    if (process.env.FUZZ_LOG) fs.writeFileSync(process.env.FUZZ_LOG, log.join('\n'));
    expect(writeBodies).toBeGreaterThanOrEqual(TOTAL_WRITE_BODIES);
    expect(failures).toEqual([]);
  }, 600_000);
});
