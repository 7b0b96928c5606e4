/**
 * A built-in stand-in for Paystack, following its documented HTTP contract for what we use: Bearer secret-key auth,
 * `POST /transaction/initialize`, `GET /transaction/verify/:reference`, `POST /refund`, `GET /refund?transaction=`,
 * a hosted payment page (`authorization_url`, here marked TEST MODE) and `charge.success` webhooks signed with
 * `x-paystack-signature` (HMAC-SHA512 of the raw body, keyed with the secret key).
 *
 * It serves two purposes: with no Paystack key configured, `npm start` offers Paystack in TEST MODE through it (the
 * real adapter, routes and webhook run; no money moves); and tests run it behind a real HTTP server, with faults
 * (`failNext`, `delayNext`) to play a provider that times out or answers 5xx. State is in memory: a restart of the
 * process forgets test transactions (their checkouts then expire, as abandoned payments do).
 */
import { randomBytes } from 'node:crypto';
import { checkoutPage, notFoundPage, pickedChannel } from './hosted-test-page.ts';
import type { SandboxRequest, SandboxResponse } from './stand-in.ts';
import { paystackSignature, type PaystackTransaction } from './paystack-contract.ts';

interface SandboxTransaction extends PaystackTransaction {
  email: string;
  accessCode: string;
  callbackUrl: string;
  metadata: unknown;
  createdAt: string;
}

interface SandboxRefund {
  id: number;
  transaction: number;
  amount: number;
  currency: string;
  merchant_note: string | null;
  status: 'processed';
}

const json = (status: number, body: unknown): SandboxResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

export class PaystackSandbox {
  readonly transactions = new Map<string, SandboxTransaction>();
  readonly refunds: SandboxRefund[] = [];
  readonly requests: { method: string; path: string }[] = [];
  private readonly byAccessCode = new Map<string, string>();
  private nextId = 4_000_000_000 + Math.floor(Math.random() * 1_000_000);
  private faults: { status: number; times: number } | null = null;
  private delayMs = 0;
  private deliver: ((rawBody: string, signature: string) => Promise<void>) | undefined;

  constructor(
    private readonly options: {
      secretKey: string;
      /** Base of the hosted page addresses (authorization_url = <pageBase>/checkout/<access_code>). */
      pageBase: string;
      /** Served by the merchant's own app (TEST MODE): send the buyer back by path, on the origin they are on. */
      sameOrigin?: boolean;
      /** Sends a signed webhook to the merchant (POST, raw body and its signature header). */
      deliverWebhook?: (rawBody: string, signature: string) => Promise<void>;
    },
  ) {
    this.deliver = options.deliverWebhook;
  }

  /** Where signed webhooks go (the app sets its own webhook route once it is built). */
  setWebhookTarget(deliver: (rawBody: string, signature: string) => Promise<void>): void {
    this.deliver = deliver;
  }

  /** The next `times` API calls answer `status` (a 5xx plays an outage). */
  failNext(times: number, status = 503): void {
    this.faults = { status, times };
  }

  /** API calls wait this long before answering (a slow provider; the adapter's timeout decides). */
  delayNext(ms: number): void {
    this.delayMs = ms;
  }

  /** Plays the buyer paying on the hosted page: the transaction succeeds and the webhook goes out. */
  async pay(reference: string, channel = 'card'): Promise<void> {
    const tx = this.transactions.get(reference);
    if (!tx || tx.status === 'success') return;
    tx.status = 'success';
    tx.channel = channel;
    tx.paid_at = new Date().toISOString();
    tx.gateway_response = 'Successful';
    await this.sendEvent('charge.success', tx);
  }

  /** The signed body Paystack would send for this event (tests replay and forge with it). */
  signedEvent(event: string, reference: string): { rawBody: string; signature: string } {
    const tx = this.transactions.get(reference);
    const rawBody = JSON.stringify({ event, data: tx ? this.publicTx(tx) : { reference } });
    return { rawBody, signature: paystackSignature(this.options.secretKey, rawBody) };
  }

  private async sendEvent(event: string, tx: SandboxTransaction): Promise<void> {
    if (!this.deliver) return;
    const { rawBody, signature } = this.signedEvent(event, tx.reference);
    try {
      await this.deliver(rawBody, signature);
    } catch {
      // Paystack retries failed deliveries later; the merchant's return page and reconciliation verify anyway.
    }
  }

  private publicTx(tx: SandboxTransaction): PaystackTransaction & Record<string, unknown> {
    return {
      id: tx.id,
      domain: 'test',
      status: tx.status,
      reference: tx.reference,
      amount: tx.amount,
      currency: tx.currency,
      channel: tx.channel ?? null,
      paid_at: tx.paid_at ?? null,
      gateway_response: tx.gateway_response ?? null,
      created_at: tx.createdAt,
      metadata: tx.metadata,
      customer: { email: tx.email },
    };
  }

  /** The API (Bearer secret key). */
  async handle(req: SandboxRequest): Promise<SandboxResponse> {
    const url = new URL(req.url, 'http://paystack.local');
    this.requests.push({ method: req.method, path: url.pathname });
    if (this.delayMs > 0) await new Promise((r) => setTimeout(r, this.delayMs));
    if (this.faults && this.faults.times > 0) {
      this.faults.times -= 1;
      return json(this.faults.status, { status: false, message: 'Service unavailable' });
    }
    const auth = req.headers.authorization;
    if (auth !== `Bearer ${this.options.secretKey}`)
      return json(401, { status: false, message: 'Invalid key', type: 'validation_error' });
    let body: Record<string, unknown> = {};
    if (req.body) {
      try {
        body = JSON.parse(req.body) as Record<string, unknown>;
      } catch {
        return json(400, { status: false, message: 'Invalid JSON' });
      }
    }
    if (req.method === 'POST' && url.pathname === '/transaction/initialize') return this.initialize(body);
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && verify) {
      const tx = this.transactions.get(decodeURIComponent(verify[1]!));
      if (!tx)
        return json(400, { status: false, message: 'Transaction reference not found', type: 'validation_error' });
      return json(200, { status: true, message: 'Verification successful', data: this.publicTx(tx) });
    }
    if (req.method === 'POST' && url.pathname === '/refund') return this.refund(body);
    if (req.method === 'GET' && url.pathname === '/refund') {
      const transaction = url.searchParams.get('transaction');
      const list = this.refunds.filter((r) => transaction === null || String(r.transaction) === transaction);
      return json(200, { status: true, message: 'Refunds retrieved', data: list });
    }
    return json(404, { status: false, message: 'Not found' });
  }

  private initialize(body: Record<string, unknown>): SandboxResponse {
    const amount = Number(body.amount);
    const { email, currency, reference, callback_url: callbackUrl } = body;
    if (typeof email !== 'string' || !email.includes('@'))
      return json(400, { status: false, message: 'Invalid Email Address Passed' });
    if (!Number.isSafeInteger(amount) || amount <= 0)
      return json(400, { status: false, message: 'Invalid Amount Sent' });
    if (typeof currency !== 'string' || !['NGN', 'GHS', 'KES', 'ZAR', 'USD'].includes(currency))
      return json(400, { status: false, message: 'Currency not supported by merchant' });
    const ref = typeof reference === 'string' && reference ? reference : `T${randomBytes(8).toString('hex')}`;
    if (!/^[A-Za-z0-9.=-]{1,100}$/.test(ref)) return json(400, { status: false, message: 'Invalid reference' });
    if (this.transactions.has(ref)) return json(400, { status: false, message: 'Duplicate Transaction Reference' });
    const accessCode = randomBytes(12).toString('hex');
    this.nextId += 1;
    this.transactions.set(ref, {
      id: this.nextId,
      status: 'abandoned',
      reference: ref,
      amount,
      currency,
      email,
      accessCode,
      callbackUrl: typeof callbackUrl === 'string' ? callbackUrl : '',
      metadata: body.metadata ?? null,
      createdAt: new Date().toISOString(),
    });
    this.byAccessCode.set(accessCode, ref);
    return json(200, {
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: `${this.options.pageBase}/checkout/${accessCode}`,
        access_code: accessCode,
        reference: ref,
      },
    });
  }

  private refund(body: Record<string, unknown>): SandboxResponse {
    const key =
      typeof body.transaction === 'string' || typeof body.transaction === 'number' ? String(body.transaction) : '';
    const tx = [...this.transactions.values()].find((t) => String(t.id) === key || t.reference === key);
    if (!tx) return json(400, { status: false, message: 'Transaction not found' });
    if (tx.status !== 'success' && tx.status !== 'reversed')
      return json(400, { status: false, message: 'Cannot refund a transaction that was not successful' });
    const already = this.refunds.filter((r) => r.transaction === tx.id).reduce((s, r) => s + r.amount, 0);
    const amount = body.amount === undefined ? tx.amount - already : Number(body.amount);
    if (!Number.isSafeInteger(amount) || amount <= 0 || already + amount > tx.amount)
      return json(400, { status: false, message: 'Refund amount cannot be more than the transaction amount' });
    this.nextId += 1;
    const refund: SandboxRefund = {
      id: this.nextId,
      transaction: tx.id,
      amount,
      currency: tx.currency,
      merchant_note: typeof body.merchant_note === 'string' ? body.merchant_note : null,
      status: 'processed',
    };
    this.refunds.push(refund);
    if (already + amount === tx.amount) tx.status = 'reversed';
    return json(200, {
      status: true,
      message: 'Refund has been queued for processing',
      data: { ...refund, transaction: this.publicTx(tx), status: 'pending' },
    });
  }

  /** The hosted payment page (GET shows it, POST pays or cancels), marked TEST MODE. */
  async page(method: string, accessCode: string, form: Record<string, string>): Promise<SandboxResponse> {
    const reference = this.byAccessCode.get(accessCode);
    const tx = reference ? this.transactions.get(reference) : undefined;
    if (!tx) return notFoundPage('Paystack');
    const back = (() => {
      const u = new URL(tx.callbackUrl || '/', 'http://x');
      u.searchParams.set('trxref', tx.reference);
      u.searchParams.set('reference', tx.reference);
      return tx.callbackUrl.startsWith('http') && !this.options.sameOrigin ? u.toString() : `${u.pathname}${u.search}`;
    })();
    if (method === 'POST') {
      if (form.action === 'pay') await this.pay(tx.reference, pickedChannel(form));
      else if (tx.status !== 'success') tx.status = 'abandoned';
      return { status: 303, headers: { location: back }, body: '' };
    }
    if (tx.status === 'success') return { status: 303, headers: { location: back }, body: '' };
    return checkoutPage('Paystack', tx.email, tx.amount / 100, tx.currency); // Paystack amounts are in subunits
  }
}
