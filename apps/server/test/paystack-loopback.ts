import http from 'node:http';
import { PaystackSandbox } from '../src/modules/payments/paystack-sandbox.ts';

/**
 * Paystack's documented HTTP contract on a real socket (the product's stand-in, payments/paystack-sandbox.ts, behind
 * node:http): the adapter under test goes over the network, with its timeouts, and the faults the stand-in plays.
 */
export class PaystackLoopback {
  readonly secretKey = 'sk_test_loopback0123456789';
  readonly sandbox: PaystackSandbox;
  private server = http.createServer((req, res) => void this.serve(req, res));
  baseUrl = '';

  constructor(deliverWebhook?: (rawBody: string, signature: string) => Promise<void>) {
    this.sandbox = new PaystackSandbox({
      secretKey: this.secretKey,
      pageBase: 'https://checkout.paystack.test',
      deliverWebhook,
    });
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
    if (res.destroyed) return;
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
  }
}
