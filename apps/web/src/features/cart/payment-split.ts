/** What a cart costs now and later under its products' payment plans (issue 18), from the shared plan functions. */
import type { CartLineDto } from '@app/shared/cart';
import { dueSplit, planOfPart, type PaymentPlan, type PlanPart } from '@app/shared/payment-plans';

export interface PlanSplit {
  /** Paid at checkout: the deposits, the buyer fee, and the parts paid in full (USD cents). */
  nowCents: number;
  /** Asked later, before shipment: each deposit part's balance (the rest of its goods and its shipping). */
  laterCents: number;
  /** A part's plan lets its vendor keep the deposit when the balance is not paid in time (the buyer must be told). */
  keepDepositPlan: PaymentPlan | null;
}

type SplitLine = Pick<CartLineDto, 'vendorId' | 'paymentTerms' | 'lineTotalUsdCents'>;

/**
 * The now/later figures of a cart: its lines grouped by vendor (one part each, following planOfPart), the goods of a
 * part the sum of its lines in USD, its shipping the vendor's quote when known (else 0: the cart page, before the
 * address), and the buyer fee (paid now whatever the plan) on the first part.
 */
export function cartPlanSplit(
  lines: readonly SplitLine[],
  feeCents: number,
  shippingByVendor: Readonly<Record<string, number>> = {},
): PlanSplit {
  const parts = new Map<string, { terms: string[]; goods: number }>();
  for (const line of lines) {
    const part = parts.get(line.vendorId) ?? { terms: [], goods: 0 };
    part.terms.push(line.paymentTerms);
    part.goods += line.lineTotalUsdCents;
    parts.set(line.vendorId, part);
  }
  let keepDepositPlan: PaymentPlan | null = null;
  const planParts: PlanPart[] = [...parts].map(([vendorId, part], i) => {
    const plan = planOfPart(part.terms);
    if (plan.balanceDue !== null && plan.depositKeptIfBalanceUnpaid && part.goods > 0) keepDepositPlan ??= plan;
    return {
      plan: plan.id,
      goodsMinor: part.goods,
      shippingMinor: shippingByVendor[vendorId] ?? 0,
      feeMinor: i === 0 ? feeCents : 0,
    };
  });
  const { nowMinor, laterMinor } = dueSplit(planParts);
  return { nowCents: nowMinor, laterCents: laterMinor, keepDepositPlan: laterMinor > 0 ? keepDepositPlan : null };
}

/** The split of a whole cart: the lines that can be bought (those with a problem are not counted, as in the subtotal). */
export function splitOfCart(
  cart: { lines: readonly (SplitLine & Pick<CartLineDto, 'problem'>)[]; fee: { feeCents: number } },
  shippingByVendor?: Readonly<Record<string, number>>,
): PlanSplit {
  return cartPlanSplit(
    cart.lines.filter((l) => l.problem === null),
    cart.fee.feeCents,
    shippingByVendor,
  );
}
