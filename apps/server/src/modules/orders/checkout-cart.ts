/**
 * The first step of every checkout (card, bank transfer, quote request): the server prices the buyer's cart, refuses
 * one that cannot be bought as it is, and fixes its lines as the checkout keeps them.
 */
import type { CartDto, CartLineDto } from '@app/shared/cart';
import type { ShippingDestination, VendorShippingDto } from '@app/shared/checkout-shipping';
import { dueSplit, planOfPart, type PaymentPlan } from '@app/shared/payment-plans';
import { day, msg, type ErrorMessageKey } from '@app/shared/error-messages';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { cartItemsOf, priceItems } from '../cart/cart.service.ts';
import { shippingForLines } from './checkout-shipping.ts';
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
    paymentTerms: l.paymentTerms,
  }));
}

/**
 * The payment plan of each vendor's part of the lines (issue 18): the plan asking most at order among its products'
 * terms (older checkout lines without terms: escrow), and its goods' USD value.
 */
export function planParts(lines: CheckoutLine[]): Map<string, { plan: PaymentPlan; goodsCents: number }> {
  const parts = new Map<string, { terms: string[]; goodsCents: number }>();
  for (const l of lines) {
    const part = parts.get(l.vendorId) ?? { terms: [], goodsCents: 0 };
    part.terms.push(l.paymentTerms ?? 'escrow');
    part.goodsCents += l.lineTotalUsdCents;
    parts.set(l.vendorId, part);
  }
  return new Map(
    [...parts].map(([vendorId, p]) => [vendorId, { plan: planOfPart(p.terms), goodsCents: p.goodsCents }]),
  );
}

/** The balances asked later of a checkout's lines and shipping (USD cents): what a card checkout does not charge now. */
export function laterCentsOf(lines: CheckoutLine[], shipping: VendorShippingDto[]): number {
  const shippingOf = new Map(shipping.map((p) => [p.vendorId, p.amountCents]));
  return dueSplit(
    [...planParts(lines)].map(([vendorId, p]) => ({
      plan: p.plan.id,
      goodsMinor: p.goodsCents,
      shippingMinor: shippingOf.get(vendorId) ?? 0,
      feeMinor: 0,
    })),
  ).laterMinor;
}

export interface PricedCart {
  cart: CartDto;
  lines: CheckoutLine[];
  /** Each vendor's shipping for the buyer's address (issue 17). */
  shipping: VendorShippingDto[];
  /**
   * The figures a checkout row fixes: the USD subtotal, the shipping of every vendor's part, the buyer fee from the
   * tiers (on the goods' subtotal), and the total the buyer pays (all three).
   */
  amounts: { subtotalCents: number; shippingCents: number; feeCents: number; totalCents: number };
  /** Payment plans (issue 18): the balances a card/wallet checkout leaves for later (USD cents). */
  laterCents: number;
}

/**
 * The buyer's cart priced from the database for a delivery address: refused when empty (CART_EMPTY), holding an
 * expired quote (OFFER_EXPIRED) or a line that can no longer be bought (CART_HAS_PROBLEMS, with `problemsKey` as its
 * message); each vendor's shipping quoted for the address.
 */
export async function priceCartForCheckout(
  deps: Deps,
  buyerId: string,
  now: Date,
  destination: ShippingDestination,
  problemsKey: ErrorMessageKey = 'orders.cartChanged',
): Promise<PricedCart> {
  const cart = await priceItems(deps.db, await cartItemsOf(deps.db, buyerId), { buyerId, now });
  if (cart.lines.length === 0) throw new AppError('CART_EMPTY', msg('orders.cartEmpty'));
  assertNoExpiredOffer(cart.lines);
  if (cart.hasProblems) throw new AppError('CART_HAS_PROBLEMS', msg(problemsKey), { problems: problemsOf(cart) });
  const shipping = await shippingForLines(deps, cart.lines, destination);
  const shippingCents = shipping.reduce((s, p) => s + p.amountCents, 0);
  const lines = checkoutLinesOf(cart.lines);
  return {
    cart,
    lines,
    shipping,
    laterCents: laterCentsOf(lines, shipping),
    amounts: {
      subtotalCents: cart.subtotalUsdCents,
      shippingCents,
      feeCents: cart.fee.feeCents,
      totalCents: cart.fee.totalCents + shippingCents,
    },
  };
}

/** The lines that cannot be bought and why, for the page to name them. */
function problemsOf(cart: CartDto) {
  return cart.lines
    .filter((l) => l.problem !== null)
    .map((l) => ({ productId: l.productId, name: l.name, problem: l.problem }));
}
