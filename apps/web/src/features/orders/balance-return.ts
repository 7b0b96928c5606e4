/**
 * Balance payments (issue 18) go through the checkout's payment pages (the sandbox approval, /checkout/return, the
 * phone waiting page). This tab remembers which payments were balances, and of which order, so that those pages lead
 * back to that order instead of the (empty) checkout, and leave the checkout's kept details alone.
 */
const KEY = 'balanceCheckouts';
/** The newest few are enough: a payment is followed through within minutes. */
const KEEP = 10;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function session(): Store | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function read(store: Store | null): Record<string, string> {
  try {
    const value: unknown = JSON.parse(store?.getItem(KEY) ?? '{}');
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

/** A balance payment started: its checkout belongs to this order. */
export function rememberBalanceCheckout(checkoutId: string, orderId: string, store: Store | null = session()): void {
  const entries = Object.entries(read(store)).filter(([id]) => id !== checkoutId);
  entries.push([checkoutId, orderId]);
  try {
    store?.setItem(KEY, JSON.stringify(Object.fromEntries(entries.slice(-KEEP))));
  } catch {
    // storage full or unavailable: the pages then lead back to checkout, as for any payment
  }
}

/** The order whose balance this checkout pays, or null (a checkout's own payment, or another tab's). */
export function balanceOrderOf(checkoutId: string | null | undefined, store: Store | null = session()): string | null {
  if (!checkoutId) return null;
  return read(store)[checkoutId] ?? null;
}

/** The order page of an order. */
export function orderPath(orderId: string): string {
  return `/order-confirmation/${encodeURIComponent(orderId)}`;
}
