/**
 * A built-in stand-in for Paystack Transfers, following its documented contract: Bearer secret-key auth, `GET /bank`,
 * `GET /bank/resolve`, `POST /transferrecipient`, `POST /transfer` (amount in subunits; a reference seen before is
 * refused), `GET /transfer/verify/:reference`, and `transfer.success|failed|reversed` webhooks signed with
 * x-paystack-signature. State is in memory.
 *
 * Test data: a NUBAN account number starting with 000 does not resolve ("Could not resolve account name"); a mobile
 * number that is not 10 national digits is refused. `failNextTransfer` makes the next transfer fail when it settles,
 * `reverse` reverses a paid one, `setBalance` plays an empty balance, `failNext`/`delayNext` an outage or a slow
 * Paystack. With `autoSettle` (TEST MODE in the app) a transfer succeeds right after it is queued; otherwise a test
 * settles it with `settle`.
 */
import { randomBytes } from 'node:crypto';
import { paystackSignature, type PaystackTransfer } from './paystack-transfers-contract.ts';
import { jsonAnswer as json, StandInFaults, type SandboxRequest, type SandboxResponse } from './payout-stand-in.ts';

const BANKS: Record<string, { code: string; name: string; type: string }[]> = {
  NGN: [
    { code: '044', name: 'Access Bank', type: 'nuban' },
    { code: '058', name: 'Guaranty Trust Bank', type: 'nuban' },
    { code: '057', name: 'Zenith Bank', type: 'nuban' },
  ],
  GHS: [
    { code: '030100', name: 'Absa Bank Ghana', type: 'ghipss' },
    { code: 'MTN', name: 'MTN Mobile Money', type: 'mobile_money' },
    { code: 'VOD', name: 'Vodafone Cash', type: 'mobile_money' },
    { code: 'ATL', name: 'AirtelTigo Money', type: 'mobile_money' },
  ],
  KES: [
    { code: '01', name: 'Kenya Commercial Bank', type: 'kepss' },
    { code: 'MPESA', name: 'M-PESA', type: 'mobile_money' },
  ],
  ZAR: [{ code: '632005', name: 'Absa Bank Limited, South Africa', type: 'basa' }],
};

interface Recipient {
  code: string;
  type: string;
  name: string;
  accountNumber: string;
  bankCode: string;
  currency: string;
}

export interface SandboxTransfer extends PaystackTransfer {
  recipientCode: string;
  failWith: string | null;
}

export class PaystackTransfersSandbox {
  readonly recipients = new Map<string, Recipient>();
  readonly transfers = new Map<string, SandboxTransfer>();
  readonly requests: { method: string; path: string }[] = [];
  readonly faults = new StandInFaults();
  private readonly balances = new Map<string, number>();
  private nextFailure: string | null = null;
  private nextId = 1_000_000 + Math.floor(Math.random() * 1_000_000);
  private deliver: ((rawBody: string, signature: string) => Promise<void>) | undefined;

  constructor(
    private readonly options: {
      secretKey: string;
      autoSettle?: boolean;
      deliverWebhook?: (rawBody: string, signature: string) => Promise<void>;
    },
  ) {
    this.deliver = options.deliverWebhook;
  }

  setWebhookTarget(deliver: (rawBody: string, signature: string) => Promise<void>): void {
    this.deliver = deliver;
  }

  failNext(times: number, status = 503): void {
    this.faults.failNext(times, status);
  }

  delayNext(ms: number): void {
    this.faults.delayNext(ms);
  }

  /** The balance of a currency (subunits); unset means unlimited. */
  setBalance(currency: string, amountMinor: number): void {
    this.balances.set(currency, amountMinor);
  }

  balanceOf(currency: string): number | undefined {
    return this.balances.get(currency);
  }

  /** The next transfer queued fails when it settles, with this gateway response. */
  failNextTransfer(reason = 'Account credit failed'): void {
    this.nextFailure = reason;
  }

  /** Settles a pending transfer (success, or the failure planned for it) and sends its webhook. */
  async settle(reference: string): Promise<void> {
    const t = this.transfers.get(reference);
    if (!t || t.status !== 'pending') return;
    if (t.failWith) {
      t.status = 'failed';
      t.gateway_response = t.failWith;
      this.credit(t);
      await this.sendEvent('transfer.failed', t);
    } else {
      t.status = 'success';
      t.gateway_response = 'Approved';
      await this.sendEvent('transfer.success', t);
    }
  }

  /** The beneficiary bank sends a paid transfer back. */
  async reverse(reference: string, reason = 'Reversed by the beneficiary bank'): Promise<void> {
    const t = this.transfers.get(reference);
    if (!t || t.status !== 'success') return;
    t.status = 'reversed';
    t.gateway_response = reason;
    this.credit(t);
    await this.sendEvent('transfer.reversed', t);
  }

  /** The signed body Paystack would send for this event (tests replay and forge with it). */
  signedEvent(event: string, reference: string): { rawBody: string; signature: string } {
    const t = this.transfers.get(reference);
    const rawBody = JSON.stringify({ event, data: t ? this.publicTransfer(t) : { reference } });
    return { rawBody, signature: paystackSignature(this.options.secretKey, rawBody) };
  }

  private credit(t: SandboxTransfer): void {
    const balance = this.balances.get(t.currency);
    if (balance !== undefined) this.balances.set(t.currency, balance + t.amount);
  }

  private async sendEvent(event: string, t: SandboxTransfer): Promise<void> {
    if (!this.deliver) return;
    const { rawBody, signature } = this.signedEvent(event, t.reference);
    try {
      await this.deliver(rawBody, signature);
    } catch {
      // Paystack retries failed deliveries later; the merchant verifies anyway.
    }
  }

  private publicTransfer(t: SandboxTransfer): PaystackTransfer & Record<string, unknown> {
    const r = this.recipients.get(t.recipientCode);
    return {
      id: t.id,
      domain: 'test',
      reference: t.reference,
      transfer_code: t.transfer_code,
      amount: t.amount,
      currency: t.currency,
      source: 'balance',
      reason: t.reason ?? null,
      status: t.status,
      gateway_response: t.gateway_response ?? null,
      recipient: r ? { recipient_code: r.code, type: r.type, name: r.name } : null,
    };
  }

  async handle(req: SandboxRequest): Promise<SandboxResponse> {
    const url = new URL(req.url, 'http://paystack.local');
    this.requests.push({ method: req.method, path: url.pathname });
    const fault = await this.faults.apply();
    if (fault !== null) return json(fault, { status: false, message: 'Service unavailable' });
    if (req.headers.authorization !== `Bearer ${this.options.secretKey}`)
      return json(401, { status: false, message: 'Invalid key' });
    let body: Record<string, unknown> = {};
    try {
      body = req.body ? (JSON.parse(req.body) as Record<string, unknown>) : {};
    } catch {
      return json(400, { status: false, message: 'Invalid JSON' });
    }
    const q = url.searchParams;
    if (req.method === 'GET' && url.pathname === '/bank') {
      const banks = BANKS[q.get('currency') ?? 'NGN'] ?? [];
      return json(200, { status: true, message: 'Banks retrieved', data: banks.map((b, id) => ({ id, ...b })) });
    }
    if (req.method === 'GET' && url.pathname === '/bank/resolve')
      return this.resolve(q.get('account_number') ?? '', q.get('bank_code') ?? '');
    if (req.method === 'POST' && url.pathname === '/transferrecipient') return this.createRecipient(body);
    if (req.method === 'POST' && url.pathname === '/transfer') return this.transfer(body);
    const verify = /^\/transfer\/verify\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && verify) {
      const t = this.transfers.get(decodeURIComponent(verify[1]!));
      if (!t) return json(404, { status: false, message: 'Transfer not found' });
      return json(200, { status: true, message: 'Transfer retrieved', data: this.publicTransfer(t) });
    }
    return json(404, { status: false, message: 'Not found' });
  }

  private resolve(accountNumber: string, bankCode: string): SandboxResponse {
    const bank = BANKS.NGN!.find((b) => b.code === bankCode);
    if (!bank || !/^\d{10}$/.test(accountNumber) || accountNumber.startsWith('000'))
      return json(422, { status: false, message: 'Could not resolve account name. Check parameters or try again.' });
    return json(200, {
      status: true,
      message: 'Account number resolved',
      data: { account_number: accountNumber, account_name: `TEST ACCOUNT ${accountNumber.slice(-4)}`, bank_id: 9 },
    });
  }

  private createRecipient(body: Record<string, unknown>): SandboxResponse {
    const str = (v: unknown): string => (typeof v === 'string' ? v : '');
    const [type, name, accountNumber, bankCode, currency] = [
      str(body.type),
      str(body.name),
      str(body.account_number),
      str(body.bank_code),
      str(body.currency),
    ];
    const bank = (BANKS[currency] ?? []).find((b) => b.code === bankCode && b.type === type);
    if (!bank) return json(400, { status: false, message: 'Invalid bank code' });
    if (!name) return json(400, { status: false, message: 'Name is required' });
    if (type === 'nuban') {
      const resolved = this.resolve(accountNumber, bankCode);
      if (resolved.status !== 200) return resolved;
    } else if (type === 'mobile_money' ? !/^0\d{9}$/.test(accountNumber) : !/^\d{6,16}$/.test(accountNumber))
      return json(400, { status: false, message: 'Account number is invalid' });
    this.nextId += 1;
    const code = `RCP_${randomBytes(8).toString('hex')}`;
    this.recipients.set(code, {
      code,
      type: type,
      name: name,
      accountNumber: accountNumber,
      bankCode: bankCode,
      currency: currency,
    });
    return json(201, {
      status: true,
      message: 'Transfer recipient created successfully',
      data: {
        id: this.nextId,
        recipient_code: code,
        type,
        name,
        currency,
        details: {
          account_number: accountNumber,
          account_name: type === 'nuban' ? `TEST ACCOUNT ${accountNumber.slice(-4)}` : null,
          bank_code: bankCode,
          bank_name: bank.name,
        },
      },
    });
  }

  private transfer(body: Record<string, unknown>): SandboxResponse {
    const amount = body.amount;
    const recipient = this.recipients.get(typeof body.recipient === 'string' ? body.recipient : '');
    const reference = typeof body.reference === 'string' ? body.reference : '';
    if (body.source !== 'balance') return json(400, { status: false, message: 'Invalid transfer source' });
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
      return json(400, { status: false, message: 'Invalid amount' });
    if (!recipient) return json(400, { status: false, message: 'Recipient specified is invalid' });
    if (body.currency !== undefined && body.currency !== recipient.currency)
      return json(400, { status: false, message: 'Currency does not match the recipient' });
    if (!/^[a-z0-9_-]{16,50}$/.test(reference))
      return json(400, { status: false, message: 'Reference must be 16 to 50 lowercase letters, digits, - or _' });
    if (this.transfers.has(reference)) return json(400, { status: false, message: 'Duplicate Transfer Reference' });
    const balance = this.balances.get(recipient.currency);
    if (balance !== undefined && balance < amount)
      return json(400, { status: false, message: 'Your balance is not enough to fulfil this request' });
    if (balance !== undefined) this.balances.set(recipient.currency, balance - amount);
    this.nextId += 1;
    const t: SandboxTransfer = {
      id: this.nextId,
      reference,
      transfer_code: `TRF_${randomBytes(8).toString('hex')}`,
      amount,
      currency: recipient.currency,
      status: 'pending',
      reason: typeof body.reason === 'string' ? body.reason : null,
      gateway_response: null,
      recipientCode: recipient.code,
      failWith: this.nextFailure,
    };
    this.nextFailure = null;
    this.transfers.set(reference, t);
    if (this.options.autoSettle) setTimeout(() => void this.settle(reference), 0);
    return json(200, { status: true, message: 'Transfer has been queued', data: this.publicTransfer(t) });
  }
}
