/**
 * M-Pesa Express (Lipa na M-Pesa Online, "STK Push") through Safaricom's Daraja API, as a payment rail (issue 16):
 * - OAuth `GET /oauth/v1/generate?grant_type=client_credentials` (Basic consumer key:secret) -> bearer token, cached
 *   until shortly before it expires;
 * - `POST /mpesa/stkpush/v1/processrequest` (Password = base64(shortcode + passkey + timestamp), Amount in whole
 *   shillings, PartyA/PhoneNumber 2547XXXXXXXX, CallBackURL) -> CheckoutRequestID: the buyer gets a PIN prompt;
 * - `POST /mpesa/stkpushquery/v1/query` decides: ResultCode "0" paid, any other result declined/cancelled; Daraja
 *   answers HTTP 500 with errorCode 500.001.1001 while the buyer has not answered yet (pending, not an outage).
 * The callback Daraja sends to CallBackURL is unsigned: the route only accepts it with an unguessable per-checkout
 * token (?token=), records it, and the payment is still confirmed with stkpushquery before anything is placed. Daraja has no
 * refund call for STK payments (reversals need an initiator's credentials): refunds are recorded for an operator to
 * pay back by M-Pesa, shown as such to the buyer and the admin.
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { msg } from '@app/shared/error-messages';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import {
  ManualRefundRequiredError,
  PaymentNotApprovedError,
  ProviderUnavailableError,
  type CreateProviderOrder,
  type PaymentProvider,
  type ProviderOrder,
} from './payment-provider.ts';
import { mpesaRequests } from './payments.schema.ts';
import { darajaTimestamp, mpesaMsisdn, stkPassword } from './mpesa-contract.ts';
import { providerJson } from './provider-http.ts';

export interface MpesaConfig {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  apiBase: string;
  /** The public base of our callback route (PUBLIC_URL). */
  callbackBase: string;
  testMode: boolean;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** A Daraja field as text ('' when absent or not a scalar). */
const text = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export class MpesaPaymentProvider implements PaymentProvider {
  readonly name = 'mpesa' as const;
  readonly channels = ['mobile_money'] as const;
  readonly currencies = ['KES'] as const;
  readonly wholeUnits = true;
  readonly needsPhone = true;
  readonly testMode: boolean;
  private readonly fetch: typeof fetch;
  private token: { value: string; until: number } | null = null;

  constructor(
    private readonly config: MpesaConfig,
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.testMode = config.testMode;
    this.fetch = config.fetch ?? fetch;
  }

  payerNumber(input: string): string | null {
    return mpesaMsisdn(input);
  }

  /** The unguessable part of a checkout's callback address (Daraja's callback carries no signature). */
  callbackToken(checkoutId: string): string {
    return createHmac('sha256', this.config.consumerSecret)
      .update(`mpesa-callback:${checkoutId}`)
      .digest('hex')
      .slice(0, 40);
  }

  private send(url: string, init: RequestInit) {
    // Daraja's "still processing" answer is a 500 with its own code: the buyer has not answered the prompt yet.
    return providerJson<Record<string, unknown>>(this.fetch, `${this.config.apiBase.replace(/\/$/, '')}${url}`, init, {
      provider: 'M-Pesa',
      timeoutMs: this.config.timeoutMs,
      isAnswer: (_status, body) => body.errorCode === '500.001.1001',
    });
  }

  private async bearer(): Promise<string> {
    if (this.token && this.token.until > Date.now()) return this.token.value;
    const basic = Buffer.from(`${this.config.consumerKey}:${this.config.consumerSecret}`).toString('base64');
    const res = await this.send('/oauth/v1/generate?grant_type=client_credentials', {
      method: 'GET',
      headers: { authorization: `Basic ${basic}` },
    });
    const token = typeof res.body.access_token === 'string' ? res.body.access_token : null;
    if (res.status !== 200 || !token) throw new ProviderUnavailableError('M-Pesa', new Error(`OAuth ${res.status}`));
    const seconds = Number(res.body.expires_in ?? 3599);
    this.token = { value: token, until: Date.now() + Math.max(60, seconds - 60) * 1000 };
    return token;
  }

  private async call(path: string, body: unknown) {
    const token = await this.bearer();
    return this.send(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }

  private refused(reason: unknown): AppError {
    return new AppError(
      'VALIDATION_ERROR',
      msg('payments.providerRefused', { provider: 'M-Pesa', reason: text(reason) || '—' }),
    );
  }

  private async row(checkoutRequestId: string) {
    const [row] = await this.db
      .select()
      .from(mpesaRequests)
      .where(eq(mpesaRequests.checkoutRequestId, checkoutRequestId));
    return row;
  }

  async createOrder(input: CreateProviderOrder): Promise<ProviderOrder> {
    const phone = input.payerPhone ? mpesaMsisdn(input.payerPhone) : null;
    if (!phone)
      throw new AppError('VALIDATION_ERROR', msg('payments.mpesaPhoneInvalid'), {
        fields: { payerPhone: msg('payments.mpesaPhoneInvalid') },
      });
    if (input.currency !== 'KES' || input.amountMinor <= 0 || input.amountMinor % 100 !== 0)
      throw new AppError('VALIDATION_ERROR', msg('orders.invalidAmount'));
    const timestamp = darajaTimestamp(this.clock.now());
    const res = await this.call('/mpesa/stkpush/v1/processrequest', {
      BusinessShortCode: this.config.shortcode,
      Password: stkPassword(this.config.shortcode, this.config.passkey, timestamp),
      Timestamp: timestamp,
      TransactionType: 'CustomerPayBillOnline',
      Amount: input.amountMinor / 100,
      PartyA: phone,
      PartyB: this.config.shortcode,
      PhoneNumber: phone,
      CallBackURL: `${this.config.callbackBase}/api/payments/mpesa/callback/${input.referenceId}?token=${this.callbackToken(input.referenceId)}`,
      AccountReference: `AFB${input.referenceId.replace(/-/g, '').slice(0, 9).toUpperCase()}`,
      TransactionDesc: 'AfriBridge order',
    });
    const id = res.body.CheckoutRequestID;
    if (res.status !== 200 || res.body.ResponseCode !== '0' || typeof id !== 'string')
      throw this.refused(res.body.errorMessage ?? res.body.ResponseDescription ?? `HTTP ${res.status}`);
    await this.db
      .insert(mpesaRequests)
      .values({
        checkoutRequestId: id,
        checkoutId: input.referenceId,
        phone,
        amountMinor: input.amountMinor,
        createdAt: this.clock.now(),
      })
      .onConflictDoNothing();
    return {
      providerOrderId: id,
      status: 'CREATED',
      amountMinor: input.amountMinor,
      currency: 'KES',
      captureId: null,
      // Our own waiting page: "Check your phone and enter your M-Pesa PIN".
      approveUrl: `/checkout/mpesa/${input.referenceId}`,
    };
  }

  /** Daraja's answer for an STK request: paid, declined (any result other than 0), or still waiting. */
  private async query(checkoutRequestId: string): Promise<'PAID' | 'DECLINED' | 'PENDING'> {
    const timestamp = darajaTimestamp(this.clock.now());
    const res = await this.call('/mpesa/stkpushquery/v1/query', {
      BusinessShortCode: this.config.shortcode,
      Password: stkPassword(this.config.shortcode, this.config.passkey, timestamp),
      Timestamp: timestamp,
      CheckoutRequestID: checkoutRequestId,
    });
    if (res.body.errorCode === '500.001.1001') return 'PENDING';
    if (res.status === 404 || res.body.errorCode === '400.002.02')
      throw new AppError('NOT_FOUND', msg('orders.paymentNotFound'));
    if (res.status !== 200 || res.body.ResponseCode !== '0')
      throw this.refused(res.body.errorMessage ?? res.body.ResponseDescription ?? `HTTP ${res.status}`);
    const result = text(res.body.ResultCode);
    await this.db
      .update(mpesaRequests)
      .set({ resultCode: result, resultDesc: text(res.body.ResultDesc).slice(0, 200) })
      .where(eq(mpesaRequests.checkoutRequestId, checkoutRequestId));
    return result === '0' ? 'PAID' : 'DECLINED';
  }

  async getOrder(checkoutRequestId: string): Promise<ProviderOrder> {
    const row = await this.row(checkoutRequestId);
    if (!row) throw new AppError('NOT_FOUND', msg('orders.paymentNotFound'));
    const state = await this.query(checkoutRequestId);
    return {
      providerOrderId: checkoutRequestId,
      status: state === 'PAID' ? 'COMPLETED' : state === 'DECLINED' ? 'VOIDED' : 'CREATED',
      amountMinor: row.callbackAmountMinor ?? row.amountMinor,
      currency: 'KES',
      captureId: state === 'PAID' ? (row.receipt ?? checkoutRequestId) : null,
      approveUrl: `/checkout/mpesa/${row.checkoutId}`,
    };
  }

  /**
   * Paid when stkpushquery says so. The amount is the one the callback reported when it came (it must be the one we
   * asked for: the caller compares), else the one we pushed (the buyer cannot change an STK amount).
   */
  async captureOrder(checkoutRequestId: string): Promise<{ captureId: string; amountMinor: number; currency: string }> {
    const row = await this.row(checkoutRequestId);
    if (!row) throw new PaymentNotApprovedError();
    const state = await this.query(checkoutRequestId);
    if (state !== 'PAID') throw new PaymentNotApprovedError(state === 'DECLINED');
    const fresh = (await this.row(checkoutRequestId))!;
    return {
      captureId: fresh.receipt ?? checkoutRequestId,
      amountMinor: fresh.callbackAmountMinor ?? fresh.amountMinor,
      currency: 'KES',
    };
  }

  /** Records what Daraja's callback said (it proves nothing by itself: capture still asks stkpushquery). */
  async recordCallback(
    checkoutId: string,
    callback: { checkoutRequestId: string; resultCode: number; resultDesc: string; amount?: number; receipt?: string },
  ): Promise<string | null> {
    const row = await this.row(callback.checkoutRequestId);
    if (!row || row.checkoutId !== checkoutId) return null;
    await this.db
      .update(mpesaRequests)
      .set({
        callbackResultCode: String(callback.resultCode),
        resultDesc: callback.resultDesc.slice(0, 200),
        ...(callback.amount !== undefined ? { callbackAmountMinor: Math.round(callback.amount * 100) } : {}),
        ...(callback.receipt ? { receipt: callback.receipt.slice(0, 40) } : {}),
      })
      .where(eq(mpesaRequests.checkoutRequestId, callback.checkoutRequestId));
    return callback.checkoutRequestId;
  }

  /**
   * No STK refund call exists: the money stays owed to the buyer in the ledger (buyer_refunds) until an operator
   * sends it back by M-Pesa and records it; the admin console lists it.
   */
  async refundCapture(): Promise<{ refundId: string }> {
    throw new ManualRefundRequiredError('M-Pesa');
  }
}
