import http from 'node:http';
import { randomBytes } from 'node:crypto';

interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  value: string;
  referenceId: string;
  captureId: string | null;
}

/**
 * A loopback server following PayPal's documented REST contract for what we use: OAuth client credentials,
 * Orders v2 create/get/capture (with PayPal-Request-Id idempotency and 422 ORDER_NOT_APPROVED /
 * ORDER_ALREADY_CAPTURED), capture refunds, and webhook signature verification. `approve(id)` plays the buyer.
 */
export class PayPalLoopback {
  readonly orders = new Map<string, FakeOrder>();
  readonly refunds: { id: string; captureId: string; value: string; requestId: string }[] = [];
  private byRequestId = new Map<string, unknown>();
  private tokens = new Set<string>();
  readonly validTransmissions = new Set<string>();
  requests: { method: string; path: string; body: unknown }[] = [];
  private server = http.createServer((req, res) => void this.handle(req, res));
  baseUrl = '';

  constructor(
    private readonly clientId = 'test-client',
    private readonly clientSecret = 'test-secret',
  ) {}

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    const a = this.server.address();
    this.baseUrl = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  approve(id: string): void {
    const o = this.orders.get(id);
    if (o && o.status === 'CREATED') o.status = 'APPROVED';
  }

  private send(res: http.ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private orderJson(o: FakeOrder) {
    return {
      id: o.id,
      status: o.status,
      links: [
        { rel: 'self', href: `${this.baseUrl}/v2/checkout/orders/${o.id}`, method: 'GET' },
        { rel: 'approve', href: `https://www.sandbox.paypal.com/checkoutnow?token=${o.id}`, method: 'GET' },
      ],
      purchase_units: [
        {
          reference_id: o.referenceId,
          amount: { currency_code: 'USD', value: o.value },
          ...(o.captureId
            ? {
                payments: {
                  captures: [
                    { id: o.captureId, status: 'COMPLETED', amount: { currency_code: 'USD', value: o.value } },
                  ],
                },
              }
            : {}),
        },
      ],
    };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    this.requests.push({ method: req.method ?? '', path, body: raw });

    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected || raw !== 'grant_type=client_credentials')
        return this.send(res, 401, { error: 'invalid_client' });
      const token = `A21.${randomBytes(12).toString('hex')}`;
      this.tokens.add(token);
      return this.send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
    }
    const auth = req.headers.authorization?.replace(/^Bearer /, '');
    if (!auth || !this.tokens.has(auth)) return this.send(res, 401, { name: 'AUTHENTICATION_FAILURE' });
    const requestId = req.headers['paypal-request-id'] as string | undefined;
    const body = raw ? (JSON.parse(raw) as Record<string, any>) : {};

    if (req.method === 'POST' && path === '/v2/checkout/orders') {
      if (requestId && this.byRequestId.has(requestId)) return this.send(res, 200, this.byRequestId.get(requestId));
      const unit = body.purchase_units?.[0];
      if (
        body.intent !== 'CAPTURE' ||
        unit?.amount?.currency_code !== 'USD' ||
        !/^\d+\.\d{2}$/.test(unit?.amount?.value ?? '')
      ) {
        return this.send(res, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INVALID_PARAMETER_VALUE' }] });
      }
      const o: FakeOrder = {
        id: randomBytes(8).toString('hex').toUpperCase(),
        status: 'CREATED',
        value: unit.amount.value,
        referenceId: unit.reference_id ?? 'default',
        captureId: null,
      };
      this.orders.set(o.id, o);
      const json = this.orderJson(o);
      if (requestId) this.byRequestId.set(requestId, json);
      return this.send(res, 201, json);
    }
    const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (orderMatch) {
      const o = this.orders.get(orderMatch[1]!);
      if (!o) return this.send(res, 404, { name: 'RESOURCE_NOT_FOUND' });
      if (req.method === 'GET' && !orderMatch[2]) return this.send(res, 200, this.orderJson(o));
      if (req.method === 'POST' && orderMatch[2]) {
        if (requestId && this.byRequestId.has(requestId)) return this.send(res, 201, this.byRequestId.get(requestId));
        if (o.status === 'CREATED')
          return this.send(res, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
        if (o.status === 'COMPLETED')
          return this.send(res, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
        o.status = 'COMPLETED';
        o.captureId = randomBytes(8).toString('hex').toUpperCase();
        const json = this.orderJson(o);
        if (requestId) this.byRequestId.set(requestId, json);
        return this.send(res, 201, json);
      }
    }
    const refundMatch = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (req.method === 'POST' && refundMatch) {
      if (requestId && this.byRequestId.has(requestId)) return this.send(res, 201, this.byRequestId.get(requestId));
      const captured = [...this.orders.values()].find((o) => o.captureId === refundMatch[1]);
      if (!captured) return this.send(res, 404, { name: 'RESOURCE_NOT_FOUND' });
      const already = this.refunds
        .filter((r) => r.captureId === captured.captureId)
        .reduce((s, r) => s + Number(r.value), 0);
      if (already + Number(body.amount.value) > Number(captured.value) + 1e-9)
        return this.send(res, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }] });
      const refund = {
        id: randomBytes(8).toString('hex').toUpperCase(),
        captureId: captured.captureId!,
        value: body.amount.value as string,
        requestId: requestId ?? '',
      };
      this.refunds.push(refund);
      const json = { id: refund.id, status: 'COMPLETED' };
      if (requestId) this.byRequestId.set(requestId, json);
      return this.send(res, 201, json);
    }
    if (req.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const ok =
        this.validTransmissions.has(body.transmission_id) && body.webhook_id === 'WH-TEST' && body.webhook_event?.id;
      return this.send(res, 200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' });
    }
    return this.send(res, 404, { name: 'NOT_FOUND' });
  }
}
