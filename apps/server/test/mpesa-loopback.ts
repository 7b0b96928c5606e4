import http from 'node:http';
import { MpesaSandbox } from '../src/modules/payments/mpesa-sandbox.ts';

/** Daraja's documented contract (the product's stand-in, payments/mpesa-sandbox.ts) on a real socket. */
export class MpesaLoopback {
  readonly credentials = {
    consumerKey: 'loopback-consumer-key',
    consumerSecret: 'loopback-consumer-secret',
    shortcode: '174379',
    passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
  };
  readonly sandbox: MpesaSandbox;
  private server = http.createServer((req, res) => void this.serve(req, res));
  baseUrl = '';

  constructor(deliverCallback?: (url: string, body: string) => Promise<void>) {
    this.sandbox = new MpesaSandbox({ ...this.credentials, deliverCallback });
  }

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

  private async serve(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const answer = await this.sandbox.handle({
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    });
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  }
}
