import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { renderPdf } from '../src/lib/pdf.ts';

/**
 * A loopback server following Shippo's documented REST contract for what we use: `Authorization: ShippoToken <key>`,
 * POST /shipments/ (async false) answering rates with object_id, provider, servicelevel, amount, currency,
 * estimated_days; POST /transactions/ with a rate answering status, tracking_number and label_url; the label PDF.
 */
export class ShippoLoopback {
  readonly transactions: { rate: string; tracking_number: string }[] = [];
  readonly rates = new Map<string, { provider: string; amount: string }>();
  private server = http.createServer((req, res) => void this.handle(req, res));
  baseUrl = '';
  constructor(private readonly token = 'shippo_test_key') {}

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    const a = this.server.address();
    this.baseUrl = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private send(res: http.ServerResponse, status: number, body: unknown, type = 'application/json'): void {
    res.writeHead(status, { 'content-type': type });
    res.end(type === 'application/json' ? JSON.stringify(body) : (body as Buffer));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (req.method === 'GET' && path.startsWith('/labels/')) {
      const pdf = await renderPdf({ size: [288, 432], margin: 10 }, (doc) =>
        doc.fontSize(7).text(`Shippo label ${path.slice(8).replace(/\.pdf$/, '')}`),
      );
      return this.send(res, 200, pdf, 'application/pdf');
    }
    if (req.headers.authorization !== `ShippoToken ${this.token}`)
      return this.send(res, 401, { detail: 'Invalid token.' });
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, any>;
    if (req.method === 'POST' && path === '/shipments/') {
      const p = body.parcels?.[0];
      if (!body.address_from?.country || !body.address_to?.country || !p?.weight)
        return this.send(res, 400, { parcels: ['This field is required.'] });
      const weight = Number(p.weight);
      const rates = [
        {
          provider: 'USPS',
          servicelevel: { name: 'Priority Mail International', token: 'usps_priority_mail_international' },
          amount: (30 + weight * 4).toFixed(2),
          estimated_days: 8,
        },
        {
          provider: 'DHL Express',
          servicelevel: { name: 'Express Worldwide', token: 'dhl_express_worldwide' },
          amount: (45 + weight * 6).toFixed(2),
          estimated_days: 3,
        },
      ].map((r) => {
        const object_id = randomBytes(16).toString('hex');
        this.rates.set(object_id, { provider: r.provider, amount: r.amount });
        return { object_id, currency: 'USD', ...r };
      });
      return this.send(res, 201, { object_id: randomBytes(16).toString('hex'), status: 'SUCCESS', rates });
    }
    if (req.method === 'POST' && path === '/transactions/') {
      if (!this.rates.has(body.rate)) return this.send(res, 400, { rate: ['Rate not found.'] });
      const tracking_number = `SHIPPO${randomBytes(6).toString('hex').toUpperCase()}`;
      this.transactions.push({ rate: body.rate, tracking_number });
      return this.send(res, 201, {
        object_id: randomBytes(16).toString('hex'),
        status: 'SUCCESS',
        tracking_number,
        label_url: `${this.baseUrl}/labels/${tracking_number}.pdf`,
        messages: [],
      });
    }
    return this.send(res, 404, { detail: 'Not found.' });
  }
}
