/** The payments port: the shape of PayPal Orders v2 that checkout needs. Amounts in USD cents. */
export type ProviderOrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';

export interface ProviderOrder {
  providerOrderId: string;
  status: ProviderOrderStatus;
  amountCents: number;
  captureId: string | null;
  /** Where the buyer approves the payment (sandbox page or PayPal). */
  approveUrl: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'paypal';
  /** `requestId` makes a retried create return the same order (PayPal-Request-Id). */
  createOrder(input: {
    amountCents: number;
    description: string;
    referenceId: string;
    requestId: string;
    payerId: string;
  }): Promise<ProviderOrder>;
  getOrder(providerOrderId: string): Promise<ProviderOrder>;
  /** Idempotent: capturing a completed order answers the existing capture. Throws PaymentNotApproved when not approved. */
  captureOrder(providerOrderId: string): Promise<{ captureId: string; amountCents: number }>;
  refundCapture(captureId: string, amountCents: number, requestId: string): Promise<{ refundId: string }>;
}

export class PaymentNotApprovedError extends Error {
  constructor() {
    super('The payment has not been approved by the buyer yet');
    this.name = 'PaymentNotApprovedError';
  }
}
