/**
 * MTN Mobile Money Collections as a payment rail (issue 16), following MTN's documented API:
 * - `POST /collection/token/` (Basic api user:api key, Ocp-Apim-Subscription-Key) -> bearer token, cached;
 * - `POST /collection/v1_0/requesttopay` with `X-Reference-Id` (a UUID: our checkout id, so a retried request is
 *   the same request: MTN answers 409 RESOURCE_ALREADY_EXIST) and `X-Target-Environment`, amount in whole units,
 *   payer MSISDN -> 202: the buyer approves on their phone;
 * - `GET /collection/v1_0/requesttopay/{referenceId}` decides: SUCCESSFUL paid, FAILED (or REJECTED, TIMEOUT)
 *   declined, PENDING waiting. MTN's callback is sent once and unsigned, so we do not rely on it: the buyer's page
 *   and the reconciliation job (every minute, from the database, so it survives a restart; 3 hours at most) poll.
 * Collections has no refund call: refunds stay owed to the buyer in the ledger until an operator pays them back.
 */
import { msg } from '@app/shared/error-messages';
import { AppError } from '../../lib/errors.ts';
import { momoMsisdn } from './momo-contract.ts';
import {
  ManualRefundRequiredError,
  PaymentNotApprovedError,
  ProviderUnavailableError,
  type CreateProviderOrder,
  type PaymentProvider,
  type ProviderOrder,
} from './payment-provider.ts';
import { providerJson } from './provider-http.ts';

export interface MomoConfig {
  subscriptionKey: string;
  apiUser: string;
  apiKey: string;
  /** sandbox (MTN's own sandbox: EUR), mtnghana (GHS), mtnuganda (UGX), mtnivorycoast (XOF)... */
  targetEnvironment: string;
  currencies: readonly string[];
  apiBase: string;
  testMode: boolean;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const DIGITS: Record<string, number> = { UGX: 0, XOF: 0 };
const digitsOf = (currency: string) => DIGITS[currency] ?? 2;

/** "1500" or "1500.5" in units -> minor units of the currency. */
function toMinor(amount: string, currency: string): number {
  const [whole = '0', frac = ''] = amount.split('.');
  const d = digitsOf(currency);
  return Number(whole) * 10 ** d + Number((frac + '00').slice(0, d) || '0');
}

export class MomoPaymentProvider implements PaymentProvider {
  readonly name = 'momo' as const;
  readonly channels = ['mobile_money'] as const;
  readonly currencies: readonly string[];
  readonly wholeUnits = true;
  readonly needsPhone = true;
  readonly testMode: boolean;
  private readonly fetch: typeof fetch;
  private token: { value: string; until: number } | null = null;

  constructor(private readonly config: MomoConfig) {
    this.currencies = config.currencies;
    this.testMode = config.testMode;
    this.fetch = config.fetch ?? fetch;
  }

  payerNumber(input: string, currency: string): string | null {
    return momoMsisdn(input, currency);
  }

  private send(path: string, init: RequestInit) {
    return providerJson<Record<string, unknown>>(this.fetch, `${this.config.apiBase.replace(/\/$/, '')}${path}`, init, {
      provider: 'MTN MoMo',
      timeoutMs: this.config.timeoutMs,
    });
  }

  private async headers(extra: Record<string, string> = {}): Promise<Record<string, string>> {
    if (!this.token || this.token.until <= Date.now()) {
      const basic = Buffer.from(`${this.config.apiUser}:${this.config.apiKey}`).toString('base64');
      const res = await this.send('/collection/token/', {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'ocp-apim-subscription-key': this.config.subscriptionKey },
      });
      if (res.status !== 200 || typeof res.body.access_token !== 'string')
        throw new ProviderUnavailableError('MTN MoMo', new Error(`token ${res.status}`));
      const seconds = Number(res.body.expires_in ?? 3600);
      this.token = { value: res.body.access_token, until: Date.now() + Math.max(60, seconds - 60) * 1000 };
    }
    return {
      authorization: `Bearer ${this.token.value}`,
      'x-target-environment': this.config.targetEnvironment,
      'ocp-apim-subscription-key': this.config.subscriptionKey,
      ...extra,
    };
  }

  private refused(reason: unknown): AppError {
    const text = typeof reason === 'string' ? reason : '—';
    return new AppError('VALIDATION_ERROR', msg('payments.providerRefused', { provider: 'MTN MoMo', reason: text }));
  }

  async createOrder(input: CreateProviderOrder): Promise<ProviderOrder> {
    const payer = input.payerPhone;
    if (!payer) throw new AppError('VALIDATION_ERROR', msg('payments.momoPhoneInvalid'));
    const unit = 10 ** digitsOf(input.currency);
    if (!this.currencies.includes(input.currency) || input.amountMinor <= 0 || input.amountMinor % unit !== 0)
      throw new AppError('VALIDATION_ERROR', msg('orders.invalidAmount'));
    const res = await this.send('/collection/v1_0/requesttopay', {
      method: 'POST',
      headers: await this.headers({ 'x-reference-id': input.referenceId, 'content-type': 'application/json' }),
      body: JSON.stringify({
        amount: String(input.amountMinor / unit),
        currency: input.currency,
        externalId: input.referenceId,
        payer: { partyIdType: 'MSISDN', partyId: payer },
        payerMessage: 'AfriBridge order',
        payeeNote: input.description.slice(0, 160),
      }),
    });
    // 409: this very request (same reference id) was accepted before; it stands.
    if (res.status !== 202 && !(res.status === 409 && res.body.code === 'RESOURCE_ALREADY_EXIST'))
      throw this.refused(res.body.message ?? `HTTP ${res.status}`);
    return {
      providerOrderId: input.referenceId,
      status: 'CREATED',
      amountMinor: input.amountMinor,
      currency: input.currency,
      captureId: null,
      approveUrl: `/checkout/momo/${input.referenceId}`,
    };
  }

  private async status(referenceId: string) {
    const res = await this.send(`/collection/v1_0/requesttopay/${encodeURIComponent(referenceId)}`, {
      method: 'GET',
      headers: await this.headers(),
    });
    if (res.status === 404) throw new AppError('NOT_FOUND', msg('orders.paymentNotFound'));
    if (res.status !== 200) throw this.refused(res.body.message ?? `HTTP ${res.status}`);
    const b = res.body as { status?: string; amount?: string; currency?: string; financialTransactionId?: string };
    const currency = b.currency ?? '';
    return {
      status: b.status ?? 'PENDING',
      amountMinor: toMinor(b.amount ?? '0', currency),
      currency,
      financialTransactionId: b.financialTransactionId ?? null,
    };
  }

  async getOrder(referenceId: string): Promise<ProviderOrder> {
    const s = await this.status(referenceId);
    return {
      providerOrderId: referenceId,
      status: s.status === 'SUCCESSFUL' ? 'COMPLETED' : s.status === 'PENDING' ? 'CREATED' : 'VOIDED',
      amountMinor: s.amountMinor,
      currency: s.currency,
      captureId: s.status === 'SUCCESSFUL' ? (s.financialTransactionId ?? referenceId) : null,
      approveUrl: `/checkout/momo/${referenceId}`,
    };
  }

  async captureOrder(referenceId: string): Promise<{ captureId: string; amountMinor: number; currency: string }> {
    const s = await this.status(referenceId);
    if (s.status !== 'SUCCESSFUL') throw new PaymentNotApprovedError(s.status !== 'PENDING');
    return { captureId: s.financialTransactionId ?? referenceId, amountMinor: s.amountMinor, currency: s.currency };
  }

  refundCapture(): Promise<{ refundId: string }> {
    return Promise.reject(new ManualRefundRequiredError('MTN MoMo'));
  }
}
