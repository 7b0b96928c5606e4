/**
 * Pure helpers of payment plans on the order pages (issue 18): the checkout's now/later figures, which rails can take a
 * balance, and what a vendor part's balance allows (asking for it, shipping, paying it).
 */
import type { CartDto } from '@app/shared/cart';
import type { CheckoutShippingDto } from '@app/shared/checkout-shipping';
import type { CheckoutResponse, VendorOrderDto } from '@app/shared/orders';
import type { PaymentRailDto } from '@app/shared/payments';
import { splitOfCart, type PlanSplit } from '../cart/public';
import { isLocalRailMethod, type LocalRailMethod, type PaymentMethod } from './payment-methods';

/** The checkout's split: each vendor's shipping once it is quoted for the address. */
export function checkoutSplit(cart: CartDto, quote: Pick<CheckoutShippingDto, 'vendors'> | undefined): PlanSplit {
  return splitOfCart(
    cart,
    quote ? Object.fromEntries(quote.vendors.map((v) => [v.vendorId, v.amountCents])) : undefined,
  );
}

/**
 * The summary's figures: the server's once the payment started (what it charges now is authoritative), else the
 * page's. A bank transfer or a quote pays everything at once: no balance is asked later.
 */
export function summarySplit(split: PlanSplit, started: CheckoutResponse | null, method?: PaymentMethod): PlanSplit {
  if (method === 'bank' || method === 'quote')
    return { nowCents: split.nowCents + split.laterCents, laterCents: 0, keepDepositPlan: null };
  if (!started) return split;
  return {
    nowCents: started.totalCents - started.laterCents,
    laterCents: started.laterCents,
    keepDepositPlan: started.laterCents > 0 ? split.keepDepositPlan : null,
  };
}

/**
 * What the pay button's box names as due now when a balance is asked later: the charge of the started payment (in the
 * rail's currency), else the page's USD figure. Null when everything is paid now (the box shows the total as before).
 */
export function dueNow(
  split: PlanSplit,
  started: CheckoutResponse | null,
): { currency: string; amountMinor: number; laterCents: number } | null {
  if (started) {
    return started.laterCents > 0
      ? { currency: started.chargeCurrency, amountMinor: started.chargeMinor, laterCents: started.laterCents }
      : null;
  }
  return split.laterCents > 0 ? { currency: 'USD', amountMinor: split.nowCents, laterCents: split.laterCents } : null;
}

/** How a balance can be paid: the card/PayPal rail, or a local rail (hosted page or phone prompt). */
export type BalanceMethod = 'card' | LocalRailMethod;

function methodOfRail(rail: PaymentRailDto['rail']): BalanceMethod | null {
  if (rail === 'sandbox' || rail === 'paypal') return 'card';
  return isLocalRailMethod(rail) ? rail : null;
}

/**
 * The methods that can pay a balance: the configured rails that charge its currency (the order's), in the configured
 * order, each method once. Empty while the rails are unknown or when none charges that currency.
 */
export function balanceMethodsOf(rails: readonly PaymentRailDto[] | undefined, currency: string): BalanceMethod[] {
  const methods: BalanceMethod[] = [];
  for (const r of rails ?? []) {
    const method = methodOfRail(r.rail);
    if (method && r.currencies.includes(currency) && !methods.includes(method)) methods.push(method);
  }
  return methods;
}

/** The rail behind a balance method (the first configured one that charges the currency). */
export function balanceRailOf(
  rails: readonly PaymentRailDto[] | undefined,
  currency: string,
  method: BalanceMethod,
): PaymentRailDto | undefined {
  return rails?.find((r) => methodOfRail(r.rail) === method && r.currencies.includes(currency));
}

type PartPlan = Pick<VendorOrderDto, 'status' | 'plan'>;

/** The vendor may mark the goods ready to ship, which asks the buyer for the balance (the server checks again). */
export function canAskForBalance(vo: PartPlan): boolean {
  return vo.status === 'ACCEPTED' && vo.plan.balanceStatus === 'PENDING';
}

/**
 * The vendor may show production started, with photos, to have the deposit released (issue 18; the server checks
 * again): a deposit plan, before shipping, nothing released yet, the escrow not frozen.
 */
export function canReportProduction(
  vo: Pick<VendorOrderDto, 'status' | 'plan' | 'escrowStatus' | 'disputeOpen'>,
): boolean {
  return (
    vo.plan.depositAtProductionStart &&
    vo.plan.productionStartedAt === null &&
    vo.plan.releasedCents === 0 &&
    (vo.status === 'PLACED' || vo.status === 'ACCEPTED') &&
    vo.escrowStatus === 'HELD' &&
    !vo.disputeOpen
  );
}

/** Shipping waits for the balance: not asked yet, or asked and not paid. */
export function balanceBlocksShipping(vo: Pick<VendorOrderDto, 'plan'>): boolean {
  return vo.plan.balanceStatus === 'PENDING' || vo.plan.balanceStatus === 'DUE';
}

/** The buyer can pay the balance now: it was asked, and the part is still going ahead. */
export function canPayBalance(vo: PartPlan): boolean {
  return vo.plan.balanceStatus === 'DUE' && vo.status !== 'CANCELLED';
}

/** The balance was asked and is still unpaid past its date: the vendor may cancel (and keep the deposit, if the plan says so). */
export function balanceOverdue(plan: VendorOrderDto['plan'], now: number): boolean {
  return plan.balanceStatus === 'DUE' && plan.balanceOverdueAt !== null && Date.parse(plan.balanceOverdueAt) <= now;
}
