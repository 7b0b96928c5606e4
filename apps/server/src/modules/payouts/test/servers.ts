/**
 * Test helpers for the payout adapters: each stand-in behind a real socket (test/http-loopback.ts), and a receiver
 * playing our public routes, where stand-ins deliver webhooks and callbacks over HTTP.
 */
import http from 'node:http';
import { HttpLoopback } from '../../../../test/http-loopback.ts';
import type { PayoutNotification } from '../payout-provider.ts';
import type { SandboxRequest, SandboxResponse } from '../payout-stand-in.ts';

export async function serveStandIn(handle: (req: SandboxRequest) => Promise<SandboxResponse>) {
  const loopback = new HttpLoopback(handle);
  const base = await loopback.start();
  return { base, stop: () => loopback.stop() };
}

export interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  rawBody: string;
}

/** Our side of webhooks and callbacks: records every request, answers 200. */
export class Receiver {
  readonly received: Received[] = [];
  baseUrl = '';
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://receiver.local');
      this.received.push({
        method: req.method ?? 'POST',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    const a = this.server.address();
    this.baseUrl = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Waits for the `count`-th request matching `match` (1-based) and returns it. */
  async next(match: (r: Received) => boolean, count = 1, timeoutMs = 3000): Promise<Received> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const hits = this.received.filter(match);
      if (hits.length >= count) return hits[count - 1]!;
      if (Date.now() > until) throw new Error(`no matching request arrived (${this.received.length} received)`);
      await new Promise((r) => setTimeout(r, 10));
    }
  }
}

/** What our route `/api/payouts/<provider>/<kind>/<reference>?token=` hands to provider.readNotification. */
export function asNotification(r: Received): PayoutNotification {
  const [, , , , kind, reference] = r.path.split('/'); // '', api, payouts, provider, kind, reference
  return {
    kind,
    reference,
    token: r.query.get('token') ?? undefined,
    headers: r.headers,
    rawBody: r.rawBody,
  };
}

/** Sends a stand-in's webhook or callback to `url` over HTTP. */
export async function postTo(url: string, rawBody: string, headers: Record<string, string> = {}): Promise<void> {
  await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: rawBody });
}

export async function waitFor(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 10));
  }
}
