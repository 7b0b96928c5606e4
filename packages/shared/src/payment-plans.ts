/**
 * Payment plans (issue 18): what a product's payment terms mean for the buyer's money, as data. A plan says how much
 * of the goods is paid at order (the deposit, with the buyer fee), and whether the rest of the goods and the shipping
 * (the balance) is asked when the vendor marks the goods ready to ship. Every tranche is paid into escrow through the
 * normal payment rails and released by a milestone: a plan may release part of the goods to the vendor when they ship
 * (the deposit for a deposit plan, all the goods for "advance"); the rest (and the shipping) after delivery, on the
 * buyer's confirmation or at the end of the inspection window. A cancelled order gives back every tranche paid; a
 * refund decided after a release at shipment takes that part back from the vendor's balance (a clawback).
 *
 * The server decides (cart, checkout, placement, the balance request); the pages show the same figures from the same
 * functions: "Pay now: $300 deposit · Later: $700 before shipment". No zod here (the product page loads this): the
 * contracts of a vendor order's plan and timeline are in orders.ts.
 */
import { PAYMENT_TERMS } from './constants.ts';

export const PAYMENT_PLAN_IDS = PAYMENT_TERMS.map((t) => t.id) as unknown as readonly [
  (typeof PAYMENT_TERMS)[number]['id'],
  ...(typeof PAYMENT_TERMS)[number]['id'][],
];
export type PaymentPlanId = (typeof PAYMENT_TERMS)[number]['id'];

export interface PaymentPlan {
  id: PaymentPlanId;
  /** The share of the goods paid at order, in percent (the buyer fee is paid with it). */
  depositPct: number;
  /** When the balance (the rest of the goods and the shipping) is asked; null: everything is paid at order. */
  balanceDue: 'READY_TO_SHIP' | null;
  /**
   * The balance still unpaid BALANCE_UNPAID_DAYS after it was asked: may the vendor then cancel and keep the deposit
   * (shown to the buyer before they pay it). False: the deposit goes back to the buyer.
   */
  depositKeptIfBalanceUnpaid: boolean;
  /**
   * What is released to the vendor when the goods ship (a carrier label bought): NONE (everything after delivery),
   * DEPOSIT (the deposit's share of the goods), GOODS (all the goods). The shipping is always released after delivery.
   */
  releasedAtShipment: 'NONE' | 'DEPOSIT' | 'GOODS';
  /**
   * The deposit may be released earlier, when the vendor shows production started (with photos): only plans with a
   * deposit released at shipment. Whatever is released first, nothing more is released at shipment.
   */
  depositAtProductionStart: boolean;
}

export const PAYMENT_PLANS: Readonly<Record<PaymentPlanId, PaymentPlan>> = {
  escrow: {
    id: 'escrow',
    depositPct: 100,
    balanceDue: null,
    depositKeptIfBalanceUnpaid: false,
    releasedAtShipment: 'NONE',
    depositAtProductionStart: false,
  },
  advance: {
    id: 'advance',
    depositPct: 100,
    balanceDue: null,
    depositKeptIfBalanceUnpaid: false,
    releasedAtShipment: 'GOODS',
    depositAtProductionStart: false,
  },
  /** Until an admin verifies the bank's confirmation (not yet built), a letter of credit runs like escrow. */
  'letter-of-credit': {
    id: 'letter-of-credit',
    depositPct: 100,
    balanceDue: null,
    depositKeptIfBalanceUnpaid: false,
    releasedAtShipment: 'NONE',
    depositAtProductionStart: false,
  },
  '50-50': {
    id: '50-50',
    depositPct: 50,
    balanceDue: 'READY_TO_SHIP',
    depositKeptIfBalanceUnpaid: true,
    releasedAtShipment: 'DEPOSIT',
    depositAtProductionStart: true,
  },
  '30-70': {
    id: '30-70',
    depositPct: 30,
    balanceDue: 'READY_TO_SHIP',
    depositKeptIfBalanceUnpaid: true,
    releasedAtShipment: 'DEPOSIT',
    depositAtProductionStart: true,
  },
};

/** Days the buyer has to pay a balance once asked, before the vendor may cancel. */
export const BALANCE_UNPAID_DAYS = 14;

/** The plan of a product's terms; terms it does not know (older data) run as escrow: everything at order. */
export function planOf(terms: string | null | undefined): PaymentPlan {
  return (PAYMENT_PLANS as Record<string, PaymentPlan | undefined>)[terms ?? ''] ?? PAYMENT_PLANS.escrow;
}

/**
 * One vendor's part of a cart mixes products with different terms: it follows the plan that asks the most at order
 * (never less than any of its products asked the buyer to pay up front); among plans asking everything, escrow.
 */
export function planOfPart(terms: readonly string[]): PaymentPlan {
  let chosen: PaymentPlan | null = null;
  for (const t of terms) {
    const plan = planOf(t);
    if (
      !chosen ||
      plan.depositPct > chosen.depositPct ||
      (plan.depositPct === chosen.depositPct && plan.id === 'escrow')
    )
      chosen = plan;
  }
  return chosen ?? PAYMENT_PLANS.escrow;
}

/**
 * The goods split into the deposit and the rest, in integer minor units: the deposit rounded half-up, at least one
 * unit when there are goods; the balance is what remains (0 for plans paid in full at order).
 */
export function splitGoods(plan: PaymentPlan, goodsMinor: number): { depositMinor: number; balanceMinor: number } {
  if (!Number.isSafeInteger(goodsMinor) || goodsMinor < 0) throw new RangeError('goods must be integer minor units');
  if (plan.balanceDue === null || goodsMinor === 0) return { depositMinor: goodsMinor, balanceMinor: 0 };
  const deposit = Math.min(goodsMinor, Math.max(1, Math.floor((goodsMinor * plan.depositPct + 50) / 100)));
  return { depositMinor: deposit, balanceMinor: goodsMinor - deposit };
}

/**
 * The goods released to the vendor when they ship (integer minor units, of `goodsMinor`): the deposit's share (as
 * splitGoods cuts it) for a deposit plan, everything for "advance", nothing for escrow.
 */
export function goodsReleasedAtShipment(plan: PaymentPlan, goodsMinor: number): number {
  if (plan.releasedAtShipment === 'NONE') return 0;
  if (plan.releasedAtShipment === 'GOODS') return goodsMinor;
  return splitGoods({ ...plan, balanceDue: 'READY_TO_SHIP' }, goodsMinor).depositMinor;
}

export interface PlanPart {
  plan: PaymentPlanId;
  goodsMinor: number;
  shippingMinor: number;
  feeMinor: number;
}

/**
 * What a buyer pays now and later for the given vendor parts: now the deposits and the buyer fee (and the shipping of
 * parts paid in full), later each part's balance (the rest of its goods and its shipping).
 */
export function dueSplit(parts: readonly PlanPart[]): { nowMinor: number; laterMinor: number } {
  let nowMinor = 0;
  let laterMinor = 0;
  for (const p of parts) {
    const plan = planOf(p.plan);
    const { depositMinor, balanceMinor } = splitGoods(plan, p.goodsMinor);
    if (plan.balanceDue === null) nowMinor += p.goodsMinor + p.shippingMinor + p.feeMinor;
    else {
      nowMinor += depositMinor + p.feeMinor;
      laterMinor += balanceMinor + p.shippingMinor;
    }
  }
  return { nowMinor, laterMinor };
}

/**
 * The balance of a vendor order, as data (the server's machine applies it, orders/balance-state.ts):
 * NONE      the plan takes everything at order;
 * PENDING   a deposit plan, balance not asked yet;
 * DUE       the vendor marked the goods ready to ship: the buyer is asked to pay it;
 * PAID      received into escrow;
 * CANCELLED the vendor order was cancelled before it was paid (nothing more is asked).
 */
export const BALANCE_STATUSES = ['NONE', 'PENDING', 'DUE', 'PAID', 'CANCELLED'] as const;
export type BalanceStatus = (typeof BALANCE_STATUSES)[number];

export const BALANCE_TRANSITIONS: Readonly<Record<BalanceStatus, readonly BalanceStatus[]>> = {
  NONE: [],
  PENDING: ['DUE', 'CANCELLED'],
  DUE: ['PAID', 'CANCELLED'],
  PAID: [],
  CANCELLED: [],
};

/**
 * One step of a vendor order's money and goods, oldest first, for the timeline both sides and the admin see; steps
 * at the same moment (one transaction) come in this order.
 */
export const TIMELINE_STEPS = [
  'DEPOSIT_PAID',
  'PAID_IN_FULL',
  'ACCEPTED',
  'PRODUCTION_STARTED',
  'BALANCE_REQUESTED',
  'BALANCE_PAID',
  'RELEASED_AT_PRODUCTION',
  'SHIPPED',
  'RELEASED_AT_SHIPMENT',
  'DELIVERED',
  'RELEASED',
  'CANCELLED',
  'REFUNDED',
  'PARTIALLY_REFUNDED',
  'CLAIM_REFUNDED',
  'CLAIM_REJECTED',
] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];
