/**
 * Paystack's hosted checkout as a payment rail (issue 16), following Paystack's documented API:
 * - `POST /transaction/initialize` (amount in subunits, currency, our reference, callback_url, channels) -> the
 *   buyer is sent to `authorization_url`;
 * - `GET /transaction/verify/:reference` decides: an order is placed only when status is `success` and the amount
 *   and currency are the checkout's (the caller compares);
 * - webhooks carry `x-paystack-signature`, the hex HMAC-SHA512 of the raw body keyed with the secret key;
 * - `POST /refund` returns money; Paystack has no idempotency key there, so our request id travels as the
 *   refund's `merchant_note` and a retry first looks for it (`GET /refund?transaction=`).
 * A network failure, a timeout or a 5xx is a ProviderUnavailableError: nothing is assumed to have happened.
 */
import { msg } from '@app/shared/error-messages';
import { AppError } from '../../lib/errors.ts';
import { safeEqual } from '../../lib/tokens.ts';
import {
  PaymentNotApprovedError,
  type CreateProviderOrder,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderOrderStatus,
} from './payment-provider.ts';
import { paystackSignature, type PaystackTransaction } from './paystack-contract.ts';
import { bearerJson, providerJson } from './provider-http.ts';

export interface PaystackConfig {
  secretKey: string;
  apiBase: string;
  currencies: readonly string[];
  testMode: boolean;
  timeoutMs?: number;
  /** Defaults to the global fetch; the built-in test service passes its own (no network). */
  fetch?: typeof fetch;
}

interface PaystackEnvelope<T> {
  status: boolean;
  message: string;
  data?: T;
}

function mapStatus(status: string): ProviderOrderStatus {
  if (status === 'success') return 'COMPLETED';
  if (status === 'failed' || status === 'reversed') return 'VOIDED';
  // abandoned, ongoing, pending, processing, queued: the buyer may still pay
  return 'CREATED';
}

export class PaystackPaymentProvider implements PaymentProvider {
  readonly name = 'paystack' as const;
  readonly channels = ['card', 'bank_transfer', 'ussd', 'mobile_money'] as const;
  readonly currencies: readonly string[];
  readonly testMode: boolean;
  private readonly fetch: typeof fetch;

  constructor(private readonly config: PaystackConfig) {
    this.currencies = config.currencies;
    this.testMode = config.testMode;
    this.fetch = config.fetch ?? fetch;
  }

  private call<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
    return providerJson<PaystackEnvelope<T>>(
      this.fetch,
      `${this.config.apiBase.replace(/\/$/, '')}${path}`,
      bearerJson(method, this.config.secretKey, body),
      { provider: 'Paystack', timeoutMs: this.config.timeoutMs },
    );
  }

  private refused(message: string): AppError {
    return new AppError('VALIDATION_ERROR', msg('payments.providerRefused', { provider: 'Paystack', reason: message }));
  }

  /** Paystack's own answer for a reference (GET /transaction/verify/:reference); null when it does not know it. */
  async verify(reference: string): Promise<PaystackTransaction | null> {
    const res = await this.call<PaystackTransaction>('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
    if (res.status === 404 || (res.status === 400 && /not found/i.test(res.body.message))) return null;
    if (res.status !== 200 || !res.body.status || !res.body.data)
      throw this.refused(res.body.message || `HTTP ${res.status}`);
    return res.body.data;
  }

  private toOrder(tx: PaystackTransaction): ProviderOrder {
    return {
      providerOrderId: tx.reference,
      status: mapStatus(tx.status),
      amountMinor: tx.amount,
      currency: tx.currency,
      captureId: tx.status === 'success' ? String(tx.id) : null,
      // verify does not repeat the page address: the checkout row keeps initialize's authorization_url
      approveUrl: '',
    };
  }

  async createOrder(input: CreateProviderOrder): Promise<ProviderOrder> {
    if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0)
      throw new AppError('VALIDATION_ERROR', msg('orders.invalidAmount'));
    if (!this.currencies.includes(input.currency))
      throw new AppError(
        'VALIDATION_ERROR',
        msg('payments.currencyUnsupported', {
          rail: 'Paystack',
          currency: input.currency,
          currencies: this.currencies.join(', '),
        }),
      );
    // One reference per checkout. A retry after a lost answer finds it taken ("Duplicate Transaction Reference"),
    // and Paystack does not give the page address again: that retry opens a second reference for the same
    // checkout, and only the one the buyer pays is ever verified as paid.
    const base = `AFB-${input.referenceId}`;
    for (const reference of [base, `${base}-${Date.now().toString(36)}`]) {
      const res = await this.call<{ authorization_url: string; access_code: string; reference: string }>(
        'POST',
        '/transaction/initialize',
        {
          email: input.payerEmail,
          amount: String(input.amountMinor),
          currency: input.currency,
          reference,
          callback_url: input.returnUrl,
          channels: ['card', 'bank', 'ussd', 'mobile_money', 'bank_transfer'],
          metadata: { checkout_id: input.referenceId, description: input.description },
        },
      );
      if (res.status === 400 && /duplicate/i.test(res.body.message)) continue;
      if (res.status !== 200 || !res.body.status || !res.body.data?.authorization_url)
        throw this.refused(res.body.message || `HTTP ${res.status}`);
      return {
        providerOrderId: res.body.data.reference,
        status: 'CREATED',
        amountMinor: input.amountMinor,
        currency: input.currency,
        captureId: null,
        approveUrl: res.body.data.authorization_url,
      };
    }
    throw this.refused('Duplicate Transaction Reference');
  }

  async getOrder(reference: string): Promise<ProviderOrder> {
    const tx = await this.verify(reference);
    if (!tx) throw new AppError('NOT_FOUND', msg('orders.paymentNotFound'));
    return this.toOrder(tx);
  }

  /** Paystack captures by itself: "capture" is the verification of a successful charge. */
  async captureOrder(reference: string): Promise<{ captureId: string; amountMinor: number; currency: string }> {
    const tx = await this.verify(reference);
    if (!tx || tx.status !== 'success')
      throw new PaymentNotApprovedError(tx?.status === 'failed' || tx?.status === 'reversed');
    return { captureId: String(tx.id), amountMinor: tx.amount, currency: tx.currency };
  }

  async refundCapture(captureId: string, amountMinor: number, requestId: string): Promise<{ refundId: string }> {
    const listed = await this.call<{ id: number; merchant_note?: string | null }[]>(
      'GET',
      `/refund?transaction=${encodeURIComponent(captureId)}`,
    );
    const earlier = listed.body.data?.find((r) => r.merchant_note === requestId);
    if (earlier) return { refundId: String(earlier.id) };
    const res = await this.call<{ id: number; status: string }>('POST', '/refund', {
      transaction: captureId,
      amount: String(amountMinor),
      merchant_note: requestId,
    });
    if (res.status !== 200 || !res.body.status || !res.body.data)
      throw this.refused(res.body.message || `HTTP ${res.status}`);
    return { refundId: String(res.body.data.id) };
  }

  /** A webhook is Paystack's when its signature is the HMAC-SHA512 of the raw body with our secret key. */
  verifyWebhook(rawBody: string, signature: string | undefined): boolean {
    return (
      typeof signature === 'string' &&
      /^[0-9a-f]{128}$/i.test(signature) &&
      safeEqual(signature.toLowerCase(), paystackSignature(this.config.secretKey, rawBody))
    );
  }
}
