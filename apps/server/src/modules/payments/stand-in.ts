/** What a provider stand-in (payments/*-sandbox.ts) answers: plain requests and responses, no framework. */
export interface SandboxRequest {
  method: string;
  /** Path and query, relative to the API base (e.g. /transaction/verify/AFB-1). */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface SandboxResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}
