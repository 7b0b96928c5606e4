import type { TFunction } from '../i18n/translator';
import { BALANCE_UNPAID_DAYS, type PaymentPlan } from '@app/shared/payment-plans';
import { formatRateBps } from './money-display';

/**
 * A payment plan in the buyer's words (texts in `catalog:plan.*`, shared by the product page, the cart, checkout and
 * the order pages): "30% deposit at order · 70% and shipping before shipment", or "Paid in full at order, held in
 * escrow until you confirm delivery".
 */
export function planSummary(t: TFunction, plan: PaymentPlan, lang: string): string {
  if (plan.balanceDue === null)
    return plan.releasedAtShipment === 'GOODS' ? t('catalog:plan.fullAdvance') : t('catalog:plan.full');
  return t('catalog:plan.deposit', {
    deposit: formatRateBps(plan.depositPct * 100, lang),
    rest: formatRateBps((100 - plan.depositPct) * 100, lang),
  });
}

/**
 * What happens to the deposit when the balance is not paid in time: told before the buyer pays it (product page, cart,
 * checkout). Null for plans that ask no balance or give the deposit back.
 */
export function keepDepositText(t: TFunction, plan: PaymentPlan): string | null {
  if (plan.balanceDue === null || !plan.depositKeptIfBalanceUnpaid) return null;
  return t('catalog:plan.keepDeposit', { days: BALANCE_UNPAID_DAYS });
}

/**
 * When a deposit plan pays the vendor the deposit (at shipment, issue 18), told before the buyer commits (product
 * page). Null for plans without a deposit released early ("advance" says it in its summary).
 */
export function releaseText(t: TFunction, plan: PaymentPlan): string | null {
  return plan.balanceDue !== null && plan.releasedAtShipment === 'DEPOSIT' ? t('catalog:plan.releaseDeposit') : null;
}
