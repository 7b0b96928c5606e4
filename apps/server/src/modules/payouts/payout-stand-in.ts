/**
 * What the payout stand-ins (*-sandbox.ts here) share: plain requests and responses like payments/stand-in.ts (a
 * copy: private to payments), the outage and slowness they can play, and the in-process `fetch` that routes an
 * adapter to a stand-in in TEST MODE (as payments/build-payment-rails.ts does for payment rails).
 */
export interface SandboxRequest {
  method: string;
  /** Path and query, relative to the API base (e.g. /transfer/verify/ab12...). */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface SandboxResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export const jsonAnswer = (status: number, body?: unknown): SandboxResponse => ({
  status,
  headers: body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' },
  body: body === undefined ? '' : JSON.stringify(body),
});

/** Outage (`failNext`) and slowness (`delayNext`) a stand-in plays before answering. */
export class StandInFaults {
  private faults: { status: number; times: number } | null = null;
  private delayMs = 0;

  /** The next `times` API calls answer `status` (a 5xx plays an outage). */
  failNext(times: number, status = 503): void {
    this.faults = { status, times };
  }

  /** API calls wait this long before answering (a slow provider; the adapter's timeout decides). 0 ends it. */
  delayNext(ms: number): void {
    this.delayMs = ms;
  }

  /** Waits if slow; the status to answer if an outage is being played, else null. */
  async apply(): Promise<number | null> {
    if (this.delayMs > 0) await new Promise((r) => setTimeout(r, this.delayMs));
    if (this.faults && this.faults.times > 0) {
      this.faults.times -= 1;
      return this.faults.status;
    }
    return null;
  }
}

/** The prefix of the API base an adapter is given in TEST MODE (never reaches the network). */
export const STAND_IN_PATH = '/sandbox-api';

/** A `fetch` answered by a stand-in, in process: the adapter cannot tell it from the provider. */
export function standInFetch(standIn: { handle(req: SandboxRequest): Promise<SandboxResponse> }): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const answer = await standIn.handle({
      method: init?.method ?? 'GET',
      url: `${url.pathname.replace(STAND_IN_PATH, '')}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      body: typeof init?.body === 'string' ? init.body : '',
    });
    const nullBody = [204, 205, 304].includes(answer.status);
    return new Response(nullBody ? null : answer.body, { status: answer.status, headers: answer.headers });
  };
}
