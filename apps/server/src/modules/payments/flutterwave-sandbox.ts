/**
 * A built-in stand-in for Flutterwave's v3 API, following its documented contract for what we use: Bearer secret key,
 * `POST /v3/payments` (a hosted link per tx_ref; the same tx_ref gets the same link until paid),
 * `GET /v3/transactions/verify_by_reference?tx_ref=`, `GET /v3/transactions/:id/verify`,
 * `POST /v3/transactions/:id/refund`, the hosted page (TEST MODE) that redirects to redirect_url with
 * `status`, `tx_ref` and `transaction_id`, and `charge.completed` webhooks carrying the `verif-hash` header.
 * State in memory, like the other stand-ins.
 */
import { randomBytes } from 'node:crypto';
import { FLUTTERWAVE_CURRENCIES, type FlutterwaveTransaction } from './flutterwave-contract.ts';
import { checkoutPage, notFoundPage } from './hosted-test-page.ts';
import type { SandboxRequest, SandboxResponse } from './stand-in.ts';

interface SandboxTransaction extends FlutterwaveTransaction {
  email: string;
  code: string;
  redirectUrl: string;
}

const json = (status: number, body: unknown): SandboxResponse => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export class FlutterwaveSandbox {
  readonly transactions = new Map<string, SandboxTransaction>();
  readonly refunds: { id: number; txId: number; amount: number; comments: string | null }[] = [];
  private readonly byCode = new Map<string, string>();
  private nextId = 5_000_000 + Math.floor(Math.random() * 100_000);
  private faults: { status: number; times: number } | null = null;
  private deliver: ((rawBody: string, verifHash: string) => Promise<void>) | undefined;

  constructor(
    private readonly options: {
      secretKey: string;
      secretHash: string;
      pageBase: string;
      sameOrigin?: boolean;
      deliverWebhook?: (rawBody: string, verifHash: string) => Promise<void>;
    },
  ) {
    this.deliver = options.deliverWebhook;
  }

  setWebhookTarget(deliver: (rawBody: string, verifHash: string) => Promise<void>): void {
    this.deliver = deliver;
  }

  failNext(times: number, status = 503): void {
    this.faults = { status, times };
  }

  /** Plays the payer completing the payment; the webhook goes out. */
  async pay(txRef: string): Promise<void> {
    const tx = this.transactions.get(txRef);
    if (!tx || tx.status === 'successful') return;
    tx.status = 'successful';
    if (!this.deliver) return;
    try {
      await this.deliver(this.event(tx), this.options.secretHash);
    } catch {
      // Flutterwave retries failed deliveries; the return page and reconciliation verify anyway.
    }
  }

  event(tx: FlutterwaveTransaction): string {
    return JSON.stringify({
      event: 'charge.completed',
      data: { id: tx.id, tx_ref: tx.tx_ref, status: tx.status, amount: tx.amount, currency: tx.currency },
    });
  }

  private publicTx(tx: SandboxTransaction) {
    return {
      id: tx.id,
      tx_ref: tx.tx_ref,
      flw_ref: `FLW-MOCK-${tx.id}`,
      amount: tx.amount,
      charged_amount: tx.amount,
      currency: tx.currency,
      status: tx.status,
      customer: { email: tx.email },
    };
  }

  handle(req: SandboxRequest): Promise<SandboxResponse> {
    return Promise.resolve(this.respond(req));
  }

  private respond(req: SandboxRequest): SandboxResponse {
    const url = new URL(req.url, 'http://flutterwave.local');
    if (this.faults && this.faults.times > 0) {
      this.faults.times -= 1;
      return json(this.faults.status, { status: 'error', message: 'Service unavailable' });
    }
    if (req.headers.authorization !== `Bearer ${this.options.secretKey}`)
      return json(401, { status: 'error', message: 'Invalid authorization key', data: null });
    let body: Record<string, unknown> = {};
    try {
      body = req.body ? (JSON.parse(req.body) as Record<string, unknown>) : {};
    } catch {
      return json(400, { status: 'error', message: 'Invalid JSON' });
    }
    if (req.method === 'POST' && url.pathname === '/v3/payments') return this.create(body);
    if (req.method === 'GET' && url.pathname === '/v3/transactions/verify_by_reference') {
      const tx = this.transactions.get(url.searchParams.get('tx_ref') ?? '');
      if (!tx) return json(400, { status: 'error', message: 'No transaction was found for this id', data: null });
      return json(200, { status: 'success', message: 'Transaction fetched successfully', data: this.publicTx(tx) });
    }
    const byId = /^\/v3\/transactions\/(\d+)\/(verify|refund)$/.exec(url.pathname);
    const tx = byId ? [...this.transactions.values()].find((t) => String(t.id) === byId[1]) : undefined;
    if (byId && !tx) return json(400, { status: 'error', message: 'No transaction was found for this id', data: null });
    if (req.method === 'GET' && byId?.[2] === 'verify' && tx)
      return json(200, { status: 'success', message: 'Transaction fetched successfully', data: this.publicTx(tx) });
    if (req.method === 'POST' && byId?.[2] === 'refund' && tx) {
      if (tx.status !== 'successful') return json(400, { status: 'error', message: 'Transaction not successful' });
      const already = this.refunds.filter((r) => r.txId === tx.id).reduce((s, r) => s + r.amount, 0);
      const amount = body.amount === undefined ? tx.amount - already : Number(body.amount);
      if (!(amount > 0) || already + amount > tx.amount + 1e-9)
        return json(400, { status: 'error', message: 'Refund amount exceeds transaction amount' });
      this.nextId += 1;
      const refund = {
        id: this.nextId,
        txId: tx.id,
        amount,
        comments: typeof body.comments === 'string' ? body.comments : null,
      };
      this.refunds.push(refund);
      return json(200, {
        status: 'success',
        message: 'Transaction refund initiated',
        data: {
          id: refund.id,
          tx_id: tx.id,
          amount_refunded: amount,
          status: 'completed',
          destination: 'payment_source',
        },
      });
    }
    return json(404, { status: 'error', message: 'Not found' });
  }

  private create(body: Record<string, unknown>): SandboxResponse {
    const { tx_ref: txRef, currency, redirect_url: redirectUrl } = body;
    const amount = Number(body.amount);
    const email = (body.customer as { email?: unknown } | undefined)?.email;
    if (typeof txRef !== 'string' || !txRef) return json(400, { status: 'error', message: 'tx_ref is required' });
    if (!(amount > 0)) return json(400, { status: 'error', message: 'Invalid amount' });
    if (typeof currency !== 'string' || !(FLUTTERWAVE_CURRENCIES as readonly string[]).includes(currency))
      return json(400, { status: 'error', message: 'Invalid currency' });
    if (typeof email !== 'string' || !email.includes('@'))
      return json(400, { status: 'error', message: 'customer.email is required' });
    const existing = this.transactions.get(txRef);
    if (existing?.status === 'successful')
      return json(400, { status: 'error', message: 'Transaction reference already used' });
    const code = existing?.code ?? randomBytes(12).toString('hex');
    if (!existing) {
      this.nextId += 1;
      this.transactions.set(txRef, {
        id: this.nextId,
        tx_ref: txRef,
        status: 'pending',
        amount,
        currency,
        email,
        code,
        redirectUrl: typeof redirectUrl === 'string' ? redirectUrl : '/',
      });
      this.byCode.set(code, txRef);
    }
    return json(200, {
      status: 'success',
      message: 'Hosted Link',
      data: { link: `${this.options.pageBase}/pay/${code}` },
    });
  }

  /** The hosted page: GET shows it, POST pays or cancels and sends the payer back like Flutterwave does. */
  async page(method: string, code: string, form: Record<string, string>): Promise<SandboxResponse> {
    const txRef = this.byCode.get(code);
    const tx = txRef ? this.transactions.get(txRef) : undefined;
    if (!tx) return notFoundPage('Flutterwave');
    const back = (status: string) => {
      const u = new URL(tx.redirectUrl, 'http://x');
      u.searchParams.set('status', status);
      u.searchParams.set('tx_ref', tx.tx_ref);
      u.searchParams.set('transaction_id', String(tx.id));
      const location =
        tx.redirectUrl.startsWith('http') && !this.options.sameOrigin ? u.toString() : `${u.pathname}${u.search}`;
      return { status: 303, headers: { location }, body: '' };
    };
    if (method === 'POST') {
      if (form.action === 'pay') {
        await this.pay(tx.tx_ref);
        return back('successful');
      }
      return back('cancelled');
    }
    if (tx.status === 'successful') return back('successful');
    return checkoutPage('Flutterwave', tx.email, tx.amount, tx.currency);
  }
}
