/**
 * `npm run bench:web` (issue 19): how heavy and how fast the public pages are on a phone, measured on a production
 * build served like `npm start` (embedded database, demo data).
 *
 * For /, /products and a product page it prints, from Lighthouse 12 in its mobile setting (simulated slow 4G and a
 * slower CPU) with Debian's Chromium, three runs each: the median performance score, first and largest contentful
 * paint, total blocking time, layout shift, and what the page downloaded (script and style bytes over the wire, and
 * the number of requests). Figures go in docs/benchmarks.md with this command. Needs a build (`npm run build`).
 *
 * Env: CHROME_PATH (default /usr/bin/chromium), BENCH_PORT (default 3950), BENCH_RUNS (default 3), BENCH_REPORT_DIR
 * (write each run's Lighthouse report there).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3950);
/** Where each run's full Lighthouse report (JSON) goes, when set: to see what the main thread spent its time on. */
const reportDir = process.env.BENCH_REPORT_DIR;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const base = `http://localhost:${port}`;
const dist = path.join(root, 'apps/web/dist');

const compiledServer = path.join(root, 'apps/server/dist/main.js');
if (!fs.existsSync(path.join(dist, 'index.html')) || !fs.existsSync(compiledServer)) {
  console.error('No build: run "npm run build" first.');
  process.exit(1);
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afb-bench-web-'));
const server = spawn(process.execPath, [compiledServer], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    WEB_DIST_DIR: dist,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let i = 0; i < 240; i += 1) {
    try {
      const res = await fetch(`${base}/api/products?limit=1`);
      if (res.ok) {
        const body = await res.json();
        if (body.items?.length) return body.items[0].id;
      }
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

function summary(lhr) {
  const items = lhr.audits['resource-summary'].details.items;
  const of = (type) => items.find((item) => item.resourceType === type) ?? { transferSize: 0, requestCount: 0 };
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    script: of('script').transferSize,
    style: of('stylesheet').transferSize,
    requests: of('total').requestCount,
  };
}

let chrome;
try {
  const productId = await waitForServer();
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const pages = [
    ['/', '/'],
    ['/products', '/products'],
    ['a product page', `/products/${productId}`],
  ];
  const rows = [];
  for (const [name, url] of pages) {
    const results = [];
    // a run Lighthouse itself reports as failed (no paint seen, a protocol timeout) is run again, up to twice
    for (let attempt = 0; results.length < runs && attempt < runs + 2; attempt += 1) {
      const result = await lighthouse(`${base}${url}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        formFactor: 'mobile',
      });
      if (result?.lhr.runtimeError || result?.lhr.categories.performance.score === null) {
        console.error(`${name}: a failed run (${result?.lhr.runtimeError?.code ?? 'no score'}), run again`);
        continue;
      }
      results.push(summary(result.lhr));
      if (reportDir) {
        fs.mkdirSync(reportDir, { recursive: true });
        const file = `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${results.length}.json`;
        fs.writeFileSync(path.join(reportDir, file), JSON.stringify(result.lhr));
      }
    }
    if (results.length === 0) throw new Error(`${name}: no run succeeded`);
    const pick = (key) => median(results.map((r) => r[key]));
    rows.push({
      page: name,
      'score (median)': pick('score'),
      scores: results.map((r) => r.score).join(' '),
      'FCP ms': Math.round(pick('fcp')),
      'LCP ms': Math.round(pick('lcp')),
      'TBT ms': Math.round(pick('tbt')),
      CLS: Number(pick('cls').toFixed(3)),
      'script B': pick('script'),
      'style B': pick('style'),
      requests: pick('requests'),
    });
  }
  console.log(`Lighthouse 12 mobile, ${runs} runs per page, ${new Date().toISOString()}`);
  console.table(rows);
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
