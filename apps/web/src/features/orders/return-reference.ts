/** Which provider sent the buyer back to /checkout/return, and with which reference. */
export interface ReturnReference {
  /** The provider's order id or reference ('' when the address has none). */
  token: string;
  provider: 'paypal' | 'paystack' | 'flutterwave';
}

/**
 * PayPal sends ?token=<order id>; Paystack ?reference=<reference>&trxref=<the same>; Flutterwave
 * ?status=successful|cancelled&tx_ref=<our reference>&transaction_id=<its id> (the status is not trusted: the server
 * asks Flutterwave).
 */
export function returnReference(params: URLSearchParams): ReturnReference {
  const paypal = params.get('token')?.trim();
  if (paypal) return { token: paypal, provider: 'paypal' };
  const flutterwave = params.get('tx_ref')?.trim();
  if (flutterwave) return { token: flutterwave, provider: 'flutterwave' };
  const reference = params.get('reference')?.trim() || params.get('trxref')?.trim() || '';
  return { token: reference, provider: reference ? 'paystack' : 'paypal' };
}
