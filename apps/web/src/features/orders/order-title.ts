/** The order page's heading follows the order's state (not "Order Confirmed!" whatever happened since). */

export type OrderPageState = 'placed' | 'awaitingPayment' | 'shipped' | 'delivered' | 'completed' | 'cancelled';

/**
 * The buyer-facing order status -> the page's state. `processing` (paid, with the vendors) reads "Order placed"; a
 * status naming a payment still to come (e.g. a bank transfer) reads "Awaiting payment"; anything unknown falls back
 * to "Order placed" rather than claiming more than is known.
 */
export function orderPageState(status: string): OrderPageState {
  switch (status) {
    case 'shipped':
    case 'delivered':
    case 'completed':
    case 'cancelled':
      return status;
    default:
      return /await|pending|unpaid/i.test(status) ? 'awaitingPayment' : 'placed';
  }
}
