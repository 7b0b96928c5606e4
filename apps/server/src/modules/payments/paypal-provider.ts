import { AppError } from '../../lib/errors.ts';
import {
  PaymentNotApprovedError,
  type CreateProviderOrder,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderOrderStatus,
} from './payment-provider.ts';
import { msg } from '@app/shared/error-messages';

export interface PayPalConfig {
  clientId: string;
  clientSecret: string;
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com (a loopback server in tests). */
  apiBase: string;
  webhookId?: string | undefined;
  returnUrl: string;
  cancelUrl: string;
}

interface PayPalLink {
  rel: string;
  href: string;
}
interface PayPalCapture {
  id: string;
  status: string;
  amount: { currency_code: string; value: string };
}
interface PayPalOrder {
  id: string;
  status: string;
  links?: PayPalLink[];
  purchase_units?: { amount?: { value: string }; payments?: { captures?: PayPalCapture[] } }[];
}

function toCents(value: string): number {
  const [w = '0', f = ''] = value.split('.');
  return Number(w) * 100 + Number(f.padEnd(2, '0').slice(0, 2));
}

function toValue(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function mapStatus(s: string): ProviderOrderStatus {
  if (s === 'COMPLETED') return 'COMPLETED';
  if (s === 'APPROVED') return 'APPROVED';
  if (s === 'VOIDED') return 'VOIDED';
  return 'CREATED';
}

/**
 * PayPal Orders v2, created and captured on the server: the amount never comes from the browser.
 * Authenticates with client credentials (token cached until shortly before it expires).
 */
export class PayPalPaymentProvider implements PaymentProvider {
  readonly name = 'paypal' as const;
  readonly testMode = false;
  readonly channels = ['paypal', 'card'] as const;
  readonly currencies = ['USD'] as const;
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly config: PayPalConfig,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async accessToken(): Promise<string> {
    if (this.token && this.token.expiresAt > Date.now() + 60_000) return this.token.value;
    const res = await this.fetchImpl(`${this.config.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!res.ok) throw new AppError('INTERNAL', msg('payments.paypalAuthFailed', { status: res.status }));
    const body = (await res.json()) as { access_token: string; expires_in: number };
    this.token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 };
    return body.access_token;
  }

  private async call<T>(
    method: string,
    path: string,
    body?: unknown,
    requestId?: string,
  ): Promise<{ status: number; body: T }> {
    const res = await this.fetchImpl(`${this.config.apiBase}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await this.accessToken()}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as T };
  }

  private toOrder(o: PayPalOrder): ProviderOrder {
    const unit = o.purchase_units?.[0];
    const capture = unit?.payments?.captures?.find((c) => c.status === 'COMPLETED');
    const approve = o.links?.find((l) => l.rel === 'approve' || l.rel === 'payer-action');
    return {
      providerOrderId: o.id,
      status: mapStatus(o.status),
      amountMinor: unit?.amount ? toCents(unit.amount.value) : capture ? toCents(capture.amount.value) : 0,
      currency: 'USD',
      captureId: capture?.id ?? null,
      approveUrl: approve?.href ?? '',
    };
  }

  async createOrder(input: CreateProviderOrder): Promise<ProviderOrder> {
    if (input.amountMinor <= 0 || input.currency !== 'USD')
      throw new AppError('VALIDATION_ERROR', msg('orders.invalidAmount'));
    const res = await this.call<PayPalOrder>(
      'POST',
      '/v2/checkout/orders',
      {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: input.referenceId,
            description: input.description,
            amount: { currency_code: 'USD', value: toValue(input.amountMinor) },
          },
        ],
        application_context: {
          return_url: this.config.returnUrl,
          cancel_url: this.config.cancelUrl,
          user_action: 'PAY_NOW',
          shipping_preference: 'NO_SHIPPING',
        },
      },
      input.requestId,
    );
    if (res.status !== 200 && res.status !== 201)
      throw new AppError('INTERNAL', msg('payments.paypalCreateFailed', { status: res.status }));
    return this.toOrder(res.body);
  }

  async getOrder(providerOrderId: string): Promise<ProviderOrder> {
    const res = await this.call<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(providerOrderId)}`);
    if (res.status === 404) throw new AppError('NOT_FOUND', msg('orders.paymentNotFound'));
    if (res.status !== 200) throw new AppError('INTERNAL', msg('payments.paypalLookupFailed', { status: res.status }));
    return this.toOrder(res.body);
  }

  async captureOrder(providerOrderId: string): Promise<{ captureId: string; amountMinor: number; currency: string }> {
    const res = await this.call<PayPalOrder & { details?: { issue: string }[] }>(
      'POST',
      `/v2/checkout/orders/${encodeURIComponent(providerOrderId)}/capture`,
      {},
      `capture-${providerOrderId}`,
    );
    if (res.status === 422) {
      const issue = res.body.details?.[0]?.issue;
      if (issue === 'ORDER_NOT_APPROVED') throw new PaymentNotApprovedError();
      if (issue === 'ORDER_ALREADY_CAPTURED') {
        const existing = await this.getOrder(providerOrderId);
        if (existing.captureId)
          return { captureId: existing.captureId, amountMinor: existing.amountMinor, currency: 'USD' };
      }
      throw new AppError('INTERNAL', msg('payments.paypalCaptureRefused', { issue: issue ?? '—' }));
    }
    if (res.status !== 200 && res.status !== 201)
      throw new AppError('INTERNAL', msg('payments.paypalCaptureFailed', { status: res.status }));
    const order = this.toOrder(res.body);
    if (!order.captureId) throw new AppError('INTERNAL', msg('payments.captureDetailsMissing'));
    return { captureId: order.captureId, amountMinor: order.amountMinor, currency: 'USD' };
  }

  async refundCapture(captureId: string, amountMinor: number, requestId: string): Promise<{ refundId: string }> {
    const res = await this.call<{ id: string; status: string }>(
      'POST',
      `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
      { amount: { value: toValue(amountMinor), currency_code: 'USD' } },
      requestId,
    );
    if (res.status !== 200 && res.status !== 201)
      throw new AppError('INTERNAL', msg('payments.paypalRefundFailed', { status: res.status }));
    return { refundId: res.body.id };
  }

  /** Asks PayPal whether a webhook delivery is genuine (POST /v1/notifications/verify-webhook-signature). */
  async verifyWebhook(headers: Record<string, string | string[] | undefined>, event: unknown): Promise<boolean> {
    if (!this.config.webhookId) return false;
    const h = (name: string) => {
      const v = headers[name];
      return Array.isArray(v) ? v[0] : v;
    };
    const res = await this.call<{ verification_status: string }>('POST', '/v1/notifications/verify-webhook-signature', {
      auth_algo: h('paypal-auth-algo'),
      cert_url: h('paypal-cert-url'),
      transmission_id: h('paypal-transmission-id'),
      transmission_sig: h('paypal-transmission-sig'),
      transmission_time: h('paypal-transmission-time'),
      webhook_id: this.config.webhookId,
      webhook_event: event,
    });
    return res.status === 200 && res.body.verification_status === 'SUCCESS';
  }
}
