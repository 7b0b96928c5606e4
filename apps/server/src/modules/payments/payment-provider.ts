/**
 * The payments port: what checkout needs from a payment rail (PayPal Orders v2, the sandbox, Paystack...). Amounts are
 * integers in the minor units of `currency` (cents, kobo, pesewas; whole francs for XOF).
 */
import { msg } from '@app/shared/error-messages';
import type { PaymentRail } from '@app/shared/payments';
import { AppError } from '../../lib/errors.ts';

export type ProviderOrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';

export interface ProviderOrder {
  providerOrderId: string;
  status: ProviderOrderStatus;
  amountMinor: number;
  currency: string;
  captureId: string | null;
  /** Where the buyer approves the payment (the provider's page, or a test-mode page). */
  approveUrl: string;
}

export interface CreateProviderOrder {
  amountMinor: number;
  currency: string;
  description: string;
  /** Our checkout id. */
  referenceId: string;
  /** Makes a retried create return the same order where the provider supports it (PayPal-Request-Id). */
  requestId: string;
  payerId: string;
  payerEmail: string;
  /** The payer's mobile-money number, digits with country code (rails with `needsPhone`). */
  payerPhone?: string;
  /** Where the provider sends the buyer back. */
  returnUrl: string;
}

export interface PaymentProvider {
  readonly name: PaymentRail;
  /** No real money: a built-in test service stands in for the provider. */
  readonly testMode: boolean;
  /** What the buyer can pay with through this rail, for the chooser. */
  readonly channels: readonly ('card' | 'paypal' | 'bank_transfer' | 'ussd' | 'mobile_money')[];
  /** The currencies it charges in; the first is the default. */
  readonly currencies: readonly string[];
  /** Charges whole units only (M-Pesa: whole shillings): quotes round to them. */
  readonly wholeUnits?: boolean;
  /** Needs the payer's mobile-money number to start (M-Pesa, MTN MoMo). */
  readonly needsPhone?: boolean;
  /** The number as the rail wants it (digits with country code), or null when it cannot pay through this rail. */
  payerNumber?(input: string, currency: string): string | null;
  createOrder(input: CreateProviderOrder): Promise<ProviderOrder>;
  getOrder(providerOrderId: string): Promise<ProviderOrder>;
  /**
   * Idempotent: capturing a completed order answers the existing capture (for rails that capture by themselves, such
   * as Paystack, this is the verification). Throws PaymentNotApprovedError when not approved/paid.
   */
  captureOrder(providerOrderId: string): Promise<{ captureId: string; amountMinor: number; currency: string }>;
  refundCapture(captureId: string, amountMinor: number, requestId: string): Promise<{ refundId: string }>;
}

export class PaymentNotApprovedError extends Error {
  /** `declined`: final (the buyer cancelled, the provider refused); otherwise the buyer may still pay. */
  constructor(readonly declined = false) {
    super(declined ? 'The payment was declined or cancelled' : 'The payment has not been approved by the buyer yet');
    this.name = 'PaymentNotApprovedError';
  }
}

/** The provider could not be reached or answered 5xx: nothing is known to have changed; try again later. */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: string,
    cause?: unknown,
  ) {
    super(`${provider} is unavailable`, { cause });
    this.name = 'ProviderUnavailableError';
  }
}

/** The rail has no refund call: the refund stays owed to the buyer in the ledger until an operator pays it back. */
export class ManualRefundRequiredError extends Error {
  constructor(readonly provider: string) {
    super(`${provider} has no refund call: pay the buyer back by hand`);
    this.name = 'ManualRefundRequiredError';
  }
}

/** Runs a provider call; an unreachable provider becomes a 503 the buyer can read (with Retry-After). */
export async function withProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ProviderUnavailableError)
      throw new AppError('SERVICE_UNAVAILABLE', msg('payments.providerUnavailable', { provider: err.provider }), {
        retryAfterSeconds: 30,
      });
    throw err;
  }
}
