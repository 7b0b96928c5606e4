/**
 * The first step of every checkout (card, bank transfer, quote request): the server prices the buyer's cart, refuses
 * one that cannot be bought as it is, and fixes its lines as the checkout keeps them.
 */
import type { CartDto, CartLineDto } from '@app/shared/cart';
import { day, msg, type ErrorMessageKey } from '@app/shared/error-messages';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { cartItemsOf, priceItems } from '../cart/cart.service.ts';
import type { CheckoutLine } from './orders.schema.ts';

/** Amounts are stored as 32-bit integer cents. */
export const MAX_STORED_CENTS = 2_147_483_647;

/** A quoted line past its validity: the quoted price is no longer honoured. */
export function assertNoExpiredOffer(
  lines: { name: string; problem: string | null; offerValidUntil?: string | null }[],
): void {
  const expired = lines.find((l) => l.problem === 'OFFER_EXPIRED');
  if (expired) {
    const date = expired.offerValidUntil ? day(expired.offerValidUntil) : '';
    throw new AppError('OFFER_EXPIRED', msg('orders.offerExpiredInCart', { product: expired.name, date }), {
      product: expired.name,
      validUntil: expired.offerValidUntil,
    });
  }
}

/** The cart's lines as a checkout keeps them (prices fixed at this moment). */
export function checkoutLinesOf(lines: CartLineDto[]): CheckoutLine[] {
  return lines.map((l) => ({
    productId: l.productId,
    vendorId: l.vendorId,
    vendorName: l.vendorName,
    name: l.name,
    imageUrl: l.imageUrl,
    unit: l.unit,
    currency: l.currency,
    unitPriceCents: l.unitPriceCents,
    quantity: l.quantity,
    lineTotalCents: l.lineTotalCents,
    lineTotalUsdCents: l.lineTotalUsdCents,
    offerId: l.offerId ?? null,
  }));
}

export interface PricedCart {
  cart: CartDto;
  lines: CheckoutLine[];
  /** The figures a checkout row fixes: the USD subtotal, the buyer fee from the tiers, the total. */
  amounts: { subtotalCents: number; feeCents: number; totalCents: number };
}

/**
 * The buyer's cart priced from the database: refused when empty (CART_EMPTY), holding an expired quote
 * (OFFER_EXPIRED) or a line that can no longer be bought (CART_HAS_PROBLEMS, with `problemsKey` as its message).
 */
export async function priceCartForCheckout(
  deps: Deps,
  buyerId: string,
  now: Date,
  problemsKey: ErrorMessageKey = 'orders.cartChanged',
): Promise<PricedCart> {
  const cart = await priceItems(deps.db, await cartItemsOf(deps.db, buyerId), { buyerId, now });
  if (cart.lines.length === 0) throw new AppError('CART_EMPTY', msg('orders.cartEmpty'));
  assertNoExpiredOffer(cart.lines);
  if (cart.hasProblems) throw new AppError('CART_HAS_PROBLEMS', msg(problemsKey));
  return {
    cart,
    lines: checkoutLinesOf(cart.lines),
    amounts: { subtotalCents: cart.subtotalUsdCents, feeCents: cart.fee.feeCents, totalCents: cart.fee.totalCents },
  };
}
