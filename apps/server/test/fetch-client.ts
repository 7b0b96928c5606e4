/**
 * A cookie-keeping fetch client for a real server process (not `app.inject`), like a browser: the current `csrf` cookie
 * goes back as x-csrf-token on changes.
 */
export class Http {
  readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  async request(method: string, url: string, body?: unknown, signal?: AbortSignal) {
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (method !== 'GET') headers['x-csrf-token'] = this.cookies.get('csrf') ?? '';
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = Date.now();
    try {
      const res = await fetch(this.base + url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ?? AbortSignal.timeout(15_000),
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair = '', ...attrs] = c.split(';');
        const [name = '', value = ''] = pair.trim().split(/=(.*)/s);
        if (value === '' || attrs.some((a) => /max-age=0\b/i.test(a.trim()))) this.cookies.delete(name);
        else this.cookies.set(name, value);
      }
      const text = await res.text();
      return {
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        body: text ? JSON.parse(text) : null,
        started,
        ended: Date.now(),
        url,
      };
    } catch (err) {
      return { status: 0, retryAfter: null, body: { network: String(err) }, started, ended: Date.now(), url };
    }
  }
  get = (url: string) => this.request('GET', url);
  post = (url: string, body: unknown = {}) => this.request('POST', url, body);
}
export type Sample = Awaited<ReturnType<Http['request']>>;

/** What a 503 for a lost database must look like (the health check answers its own small body). */
export function isCleanUnavailable(s: Sample): boolean {
  if (s.status !== 503 || s.retryAfter !== '5') return false;
  if (s.url === '/api/health') return s.body?.status === 'unavailable';
  return (
    s.body?.error?.code === 'SERVICE_UNAVAILABLE' &&
    s.body?.error?.key === 'common.serviceUnavailable' &&
    typeof s.body?.error?.message === 'string'
  );
}
