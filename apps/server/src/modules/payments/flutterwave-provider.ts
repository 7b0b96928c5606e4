/**
 * Flutterwave Standard (hosted payment link) as a payment rail (issue 16), following Flutterwave's v3 API:
 * - `POST /v3/payments` (tx_ref = our reference, amount in units, currency, redirect_url, customer) -> `data.link`;
 * - `GET /v3/transactions/verify_by_reference?tx_ref=` decides on the buyer's return and on the webhook: an order is
 *   placed only when status is `successful` and the amount and currency are the checkout's (the caller compares);
 * - webhooks are accepted only when `verif-hash` equals our secret hash (constant-time);
 * - `POST /v3/transactions/:id/refund`; Flutterwave has no idempotency key there, so each refund request is written
 *   first in provider_refunds: a lost answer is never asked again automatically (no double refund).
 */
import { eq } from 'drizzle-orm';
import { msg } from '@app/shared/error-messages';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { safeEqual } from '../../lib/tokens.ts';
import { toMinorUnits, toUnits, type FlutterwaveTransaction } from './flutterwave-contract.ts';
import {
  ManualRefundRequiredError,
  PaymentNotApprovedError,
  type CreateProviderOrder,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderOrderStatus,
} from './payment-provider.ts';
import { providerRefunds } from './payments.schema.ts';
import { bearerJson, providerJson } from './provider-http.ts';

export interface FlutterwaveConfig {
  secretKey: string;
  secretHash: string;
  apiBase: string;
  currencies: readonly string[];
  testMode: boolean;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

interface Envelope<T> {
  status: string;
  message: string;
  data?: T;
}

function mapStatus(status: string): ProviderOrderStatus {
  if (status === 'successful') return 'COMPLETED';
  if (status === 'failed' || status === 'cancelled') return 'VOIDED';
  return 'CREATED';
}

export class FlutterwavePaymentProvider implements PaymentProvider {
  readonly name = 'flutterwave' as const;
  readonly channels = ['card', 'bank_transfer', 'ussd', 'mobile_money'] as const;
  readonly currencies: readonly string[];
  readonly testMode: boolean;
  private readonly fetch: typeof fetch;

  constructor(
    private readonly config: FlutterwaveConfig,
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.currencies = config.currencies;
    this.testMode = config.testMode;
    this.fetch = config.fetch ?? fetch;
  }

  private call<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
    return providerJson<Envelope<T>>(
      this.fetch,
      `${this.config.apiBase.replace(/\/$/, '')}${path}`,
      bearerJson(method, this.config.secretKey, body),
      { provider: 'Flutterwave', timeoutMs: this.config.timeoutMs },
    );
  }

  private refused(message: string): AppError {
    return new AppError(
      'VALIDATION_ERROR',
      msg('payments.providerRefused', { provider: 'Flutterwave', reason: message }),
    );
  }

  async verify(txRef: string): Promise<FlutterwaveTransaction | null> {
    const res = await this.call<FlutterwaveTransaction>(
      'GET',
      `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(txRef)}`,
    );
    if (res.status === 404 || (res.status === 400 && /no transaction/i.test(res.body.message))) return null;
    if (res.status !== 200 || res.body.status !== 'success' || !res.body.data)
      throw this.refused(res.body.message || `HTTP ${res.status}`);
    return res.body.data;
  }

  async createOrder(input: CreateProviderOrder): Promise<ProviderOrder> {
    if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0 || !this.currencies.includes(input.currency))
      throw new AppError('VALIDATION_ERROR', msg('orders.invalidAmount'));
    const txRef = `AFB-${input.referenceId}`;
    const res = await this.call<{ link: string }>('POST', '/v3/payments', {
      tx_ref: txRef,
      amount: toUnits(input.amountMinor, input.currency),
      currency: input.currency,
      redirect_url: input.returnUrl,
      customer: { email: input.payerEmail },
      customizations: { title: 'AfriBridge Trade', description: input.description },
      meta: { checkout_id: input.referenceId },
    });
    if (res.status !== 200 || res.body.status !== 'success' || !res.body.data?.link)
      throw this.refused(res.body.message || `HTTP ${res.status}`);
    return {
      providerOrderId: txRef,
      status: 'CREATED',
      amountMinor: input.amountMinor,
      currency: input.currency,
      captureId: null,
      approveUrl: res.body.data.link,
    };
  }

  async getOrder(txRef: string): Promise<ProviderOrder> {
    const tx = await this.verify(txRef);
    if (!tx) throw new AppError('NOT_FOUND', msg('orders.paymentNotFound'));
    return {
      providerOrderId: txRef,
      status: mapStatus(tx.status),
      amountMinor: toMinorUnits(tx.amount, tx.currency),
      currency: tx.currency,
      captureId: tx.status === 'successful' ? String(tx.id) : null,
      approveUrl: '',
    };
  }

  async captureOrder(txRef: string): Promise<{ captureId: string; amountMinor: number; currency: string }> {
    const tx = await this.verify(txRef);
    if (!tx || tx.status !== 'successful')
      throw new PaymentNotApprovedError(tx?.status === 'failed' || tx?.status === 'cancelled');
    if (tx.tx_ref !== txRef) throw this.refused('tx_ref mismatch');
    return { captureId: String(tx.id), amountMinor: toMinorUnits(tx.amount, tx.currency), currency: tx.currency };
  }

  async refundCapture(captureId: string, amountMinor: number, requestId: string): Promise<{ refundId: string }> {
    const [earlier] = await this.db.select().from(providerRefunds).where(eq(providerRefunds.requestId, requestId));
    if (earlier?.refundId) return { refundId: earlier.refundId };
    // Asked before and the answer was lost: only an operator, on Flutterwave's dashboard, can tell.
    if (earlier) throw new ManualRefundRequiredError('Flutterwave');
    // Flutterwave refunds in the transaction's currency: our amount is in its minor units.
    const tx = await this.call<FlutterwaveTransaction>(
      'GET',
      `/v3/transactions/${encodeURIComponent(captureId)}/verify`,
    );
    if (tx.status !== 200 || !tx.body.data) throw this.refused(tx.body.message || `HTTP ${tx.status}`);
    const inserted = await this.db
      .insert(providerRefunds)
      .values({ requestId, provider: this.name, captureId, amountMinor, createdAt: this.clock.now() })
      .onConflictDoNothing()
      .returning({ requestId: providerRefunds.requestId });
    if (inserted.length === 0) throw new ManualRefundRequiredError('Flutterwave'); // a concurrent attempt holds it
    // A timeout here may have reached Flutterwave: the row stays, so no automatic second try.
    const res = await this.call<{ id: number; status: string }>(
      'POST',
      `/v3/transactions/${encodeURIComponent(captureId)}/refund`,
      { amount: toUnits(amountMinor, tx.body.data.currency), comments: requestId },
    );
    if (res.status !== 200 || res.body.status !== 'success' || !res.body.data) {
      // A definite refusal: nothing was refunded, a later retry may ask again.
      await this.db.delete(providerRefunds).where(eq(providerRefunds.requestId, requestId));
      throw this.refused(res.body.message || `HTTP ${res.status}`);
    }
    const refundId = String(res.body.data.id);
    await this.db.update(providerRefunds).set({ refundId }).where(eq(providerRefunds.requestId, requestId));
    return { refundId };
  }

  /** A webhook is Flutterwave's when its verif-hash header is our secret hash. */
  verifyWebhook(header: string | undefined): boolean {
    return typeof header === 'string' && header.length > 0 && safeEqual(header, this.config.secretHash);
  }
}
