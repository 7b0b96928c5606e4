import http from 'node:http';

const LANGS = ['en', 'fr', 'yo', 'ha', 'ar'];

export interface LoopbackTranslateRequest {
  q: unknown;
  source: unknown;
  target: unknown;
  format: unknown;
  api_key?: unknown;
}

/**
 * A loopback server following LibreTranslate's documented HTTP contract for what we use:
 * `POST /translate` with a JSON body `{ q, source, target, format, api_key }` answering `{ translatedText }` (plus
 * `detectedLanguage: { language, confidence }` when `source` is "auto"), `400 { error }` for a bad request,
 * `403 { error }` for a wrong API key when one is required, and `GET /languages`.
 * Translations come from `phrases` (exact source text -> target -> text), otherwise "[target] text".
 */
export class LibreTranslateLoopback {
  requests: LoopbackTranslateRequest[] = [];
  /** The status to answer the next translate requests with (e.g. 500), until cleared. */
  failWith: number | null = null;
  /** The language "auto" detection reports. */
  autoDetected = 'en';
  readonly phrases = new Map<string, Record<string, string>>();
  private server = http.createServer((req, res) => void this.handle(req, res));
  baseUrl = '';

  constructor(private readonly apiKey: string | null = null) {}

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

  private send(res: http.ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://loopback');
    if (req.method === 'GET' && url.pathname === '/languages') {
      return this.send(
        res,
        200,
        LANGS.map((code) => ({ code, name: code, targets: LANGS.filter((l) => l !== code) })),
      );
    }
    if (req.method !== 'POST' || url.pathname !== '/translate') return this.send(res, 404, { error: 'Not Found' });
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json'))
      return this.send(res, 400, { error: 'Expected a JSON body' });
    let body: LoopbackTranslateRequest;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as LoopbackTranslateRequest;
    } catch {
      return this.send(res, 400, { error: 'Invalid JSON' });
    }
    this.requests.push(body);
    if (this.apiKey !== null && body.api_key !== this.apiKey) {
      return this.send(res, 403, { error: 'Invalid API key' });
    }
    if (typeof body.q !== 'string' || body.q === '')
      return this.send(res, 400, { error: 'Invalid request: missing q parameter' });
    if (typeof body.source !== 'string' || (body.source !== 'auto' && !LANGS.includes(body.source)))
      return this.send(res, 400, { error: `${String(body.source)} is not supported` });
    if (typeof body.target !== 'string' || !LANGS.includes(body.target))
      return this.send(res, 400, { error: `${String(body.target)} is not supported` });
    if (body.format !== undefined && body.format !== 'text' && body.format !== 'html')
      return this.send(res, 400, { error: `${JSON.stringify(body.format)} format is not supported` });
    if (this.failWith !== null) return this.send(res, this.failWith, { error: 'Translation engine unavailable' });
    const translatedText = this.phrases.get(body.q)?.[body.target] ?? `[${body.target}] ${body.q}`;
    return this.send(
      res,
      200,
      body.source === 'auto'
        ? { detectedLanguage: { confidence: 90, language: this.autoDetected }, translatedText }
        : { translatedText },
    );
  }
}
