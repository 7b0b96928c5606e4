/**
 * Paystack Transfers as a payout provider, following Paystack's documented API:
 * - `GET /bank?currency=` lists bank (and telco) codes; `GET /bank/resolve?account_number=&bank_code=` checks a
 *   Nigerian account and gives the bank's name for it; `POST /transferrecipient` (nuban, ghipss, kepss, basa,
 *   mobile_money) registers the destination -> `recipient_code`. A refusal is a PayoutDestinationRejectedError;
 * - `POST /transfer` (source balance, amount in subunits, recipient, reason, our `reference`): Paystack refuses a
 *   reference it has seen, so any refusal is first checked against `GET /transfer/verify/:reference`: a transfer
 *   that exists is answered as it stands (a retry or a concurrent send never pays twice);
 * - `transfer.success|failed|reversed` webhooks are signed (x-paystack-signature, HMAC-SHA512 of the raw body with
 *   the secret key); they only say which reference to verify.
 * Transfer OTP must be disabled on the Paystack dashboard for automatic payouts (a transfer in `otp` stays pending).
 */
import {
  PayoutDestinationRejectedError,
  checkSend,
  isPayoutReference,
  ProviderUnavailableError,
  type PayoutDestination,
  type PayoutNotice,
  type PayoutNotification,
  type PayoutProvider,
  type PayoutResult,
  type PayoutSend,
  type PayoutState,
} from './payout-provider.ts';
import { providerJson, text } from './payout-http.ts';
import {
  PAYSTACK_TRANSFER_CURRENCIES,
  parsePaystackTransferWebhook,
  paystackRecipientType,
  type PaystackTransfer,
} from './paystack-transfers-contract.ts';

export interface PaystackTransfersConfig {
  secretKey: string;
  apiBase: string;
  currencies?: readonly string[];
  testMode: boolean;
  timeoutMs?: number;
  /** Defaults to the global fetch; TEST MODE passes the stand-in's. */
  fetch?: typeof fetch;
}

interface Envelope<T> {
  status?: boolean;
  message?: string;
  data?: T;
}

const PROVIDER = 'Paystack';

function stateOf(status: string): PayoutState {
  if (status === 'success') return 'paid';
  if (status === 'reversed') return 'reversed';
  if (['failed', 'abandoned', 'blocked', 'rejected'].includes(status)) return 'failed';
  return 'pending'; // pending, received, queued, otp
}

export class PaystackTransfersProvider implements PayoutProvider {
  readonly name = 'paystack' as const;
  readonly wholeUnits = false;
  readonly statusAnswer = 'now' as const;
  readonly currencies: readonly string[];
  readonly testMode: boolean;
  private readonly fetch: typeof fetch;

  constructor(private readonly config: PaystackTransfersConfig) {
    this.currencies = config.currencies ?? PAYSTACK_TRANSFER_CURRENCIES;
    this.testMode = config.testMode;
    this.fetch = config.fetch ?? fetch;
  }

  private call<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
    return providerJson<Envelope<T>>(
      this.fetch,
      `${this.config.apiBase.replace(/\/$/, '')}${path}`,
      {
        method,
        headers: {
          authorization: `Bearer ${this.config.secretKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      { provider: PROVIDER, timeoutMs: this.config.timeoutMs },
    );
  }

  async listBanks(currency: string): Promise<{ code: string; name: string }[]> {
    const res = await this.call<{ code: string; name: string }[]>(
      'GET',
      `/bank?currency=${encodeURIComponent(currency)}`,
    );
    if (res.status !== 200 || !Array.isArray(res.body.data))
      throw new ProviderUnavailableError(PROVIDER, new Error(res.body.message ?? `HTTP ${res.status}`));
    return res.body.data.map((b) => ({ code: text(b.code), name: text(b.name) }));
  }

  async prepareRecipient(dest: PayoutDestination): Promise<{ recipientId: string; accountName: string }> {
    const reject = (reason: string) => new PayoutDestinationRejectedError(PROVIDER, reason);
    const type = this.currencies.includes(dest.currency) ? paystackRecipientType(dest.method, dest.currency) : null;
    if (!type) throw reject(`Paystack cannot pay ${dest.method} accounts in ${dest.currency}`);
    const mobile = type === 'mobile_money';
    const accountNumber = (mobile ? dest.phone : dest.accountNumber)?.replace(/[\s()-]/g, '') ?? '';
    const bankCode = dest.bankCode ?? (dest.method === 'mpesa' ? 'MPESA' : dest.method === 'momo' ? 'MTN' : '');
    if (!accountNumber) throw reject(mobile ? 'A mobile money number is required' : 'An account number is required');
    if (!bankCode) throw reject('A bank is required');
    let accountName = dest.accountName;
    if (type === 'nuban') {
      const q = `account_number=${encodeURIComponent(accountNumber)}&bank_code=${encodeURIComponent(bankCode)}`;
      const resolved = await this.call<{ account_name?: string }>('GET', `/bank/resolve?${q}`);
      if (resolved.status !== 200 || !resolved.body.status)
        throw reject(resolved.body.message || 'The account could not be found at this bank');
      accountName = text(resolved.body.data?.account_name) || accountName;
    }
    const res = await this.call<{ recipient_code?: string; details?: { account_name?: string | null } }>(
      'POST',
      '/transferrecipient',
      { type, name: dest.accountName, account_number: accountNumber, bank_code: bankCode, currency: dest.currency },
    );
    const code = res.body.data?.recipient_code;
    if ((res.status !== 200 && res.status !== 201) || !res.body.status || typeof code !== 'string')
      throw reject(res.body.message || `The account was refused (HTTP ${res.status})`);
    return { recipientId: code, accountName: text(res.body.data?.details?.account_name) || accountName };
  }

  private toResult(t: PaystackTransfer): PayoutResult {
    const state = stateOf(t.status);
    const why = text(t.gateway_response) || `Paystack marked the transfer ${t.status}`;
    return {
      state,
      providerReference: text(t.transfer_code) || null,
      failureReason: state === 'failed' || state === 'reversed' ? why : null,
      amountMinor: Number.isSafeInteger(t.amount) ? t.amount : null,
    };
  }

  async send(input: PayoutSend): Promise<PayoutResult> {
    checkSend(input, this.currencies);
    const res = await this.call<PaystackTransfer>('POST', '/transfer', {
      source: 'balance',
      amount: input.amountMinor,
      recipient: input.recipientId,
      reason: input.reason.slice(0, 100),
      reference: input.reference,
      currency: input.currency,
    });
    if (res.status === 200 && res.body.status && res.body.data) return this.toResult(res.body.data);
    // Refused: perhaps because this reference was sent before (a retry, a concurrent send). Paystack's own record
    // decides; only when it has none did nothing leave.
    const existing = await this.status(input.reference);
    if (existing) return existing;
    return {
      state: 'failed',
      providerReference: null,
      failureReason: res.body.message || `HTTP ${res.status}`,
      amountMinor: null,
    };
  }

  async status(reference: string): Promise<PayoutResult | null> {
    const res = await this.call<PaystackTransfer>('GET', `/transfer/verify/${encodeURIComponent(reference)}`);
    if (res.status === 404 || (res.status === 400 && /not found/i.test(res.body.message ?? ''))) return null;
    if (res.status !== 200 || !res.body.status || !res.body.data)
      throw new ProviderUnavailableError(PROVIDER, new Error(res.body.message ?? `HTTP ${res.status}`));
    return this.toResult(res.body.data);
  }

  /** A `transfer.*` webhook (delivered to the account's one webhook URL, shared with payments' charge events). */
  readNotification(n: PayoutNotification): PayoutNotice | null {
    const event = parsePaystackTransferWebhook(n.rawBody, n.headers['x-paystack-signature'], this.config.secretKey);
    if (!event || !isPayoutReference(event.reference)) return null;
    return { reference: event.reference, result: null };
  }
}
