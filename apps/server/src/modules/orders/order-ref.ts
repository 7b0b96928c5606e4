/**
 * The short order reference buyers, vendors and admins see (notices, PDFs, the concierge): the first 8 characters of
 * the order id, upper case. Its own file, with no imports, so that any module may use it without importing checkout.
 */
export function orderRef(orderId: string): string {
  return orderId.slice(0, 8).toUpperCase();
}
