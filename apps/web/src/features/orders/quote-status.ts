/** Pure helpers of the buyer's quote requests (orders above $1,000 paid by bank transfer). */

/** Where a quote stands, from the buyer's side. */
export type QuoteStage = 'waiting' | 'transfer' | 'placed' | 'closed';

/**
 * QUOTE_REQUESTED: the team has not set the fee yet. AWAITING_TRANSFER: the fee is set and the pro-forma invoice
 * can be downloaded. CAPTURED/PLACED (or any status once an order exists): the order is placed. Anything else
 * (expired, cancelled) is closed.
 */
export function quoteStage(quote: { status: string; orderId: string | null }): QuoteStage {
  if (quote.orderId) return 'placed';
  switch (quote.status) {
    case 'QUOTE_REQUESTED':
      return 'waiting';
    case 'AWAITING_TRANSFER':
      return 'transfer';
    case 'CAPTURED':
    case 'PLACED':
      return 'placed';
    default:
      return 'closed';
  }
}

/** The pro-forma invoice of a priced quote (GET, the buyer's session cookie suffices). */
export function proformaUrl(checkoutId: string): string {
  return `/api/checkout/${encodeURIComponent(checkoutId)}/proforma.pdf`;
}
