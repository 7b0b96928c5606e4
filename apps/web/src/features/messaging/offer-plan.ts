/**
 * A quote's payment plan in words (issue 18; texts in `messaging:plan.*`): the vendor's choice in the quote form with
 * what it means for them, and the one line both sides read on the quote card ("Payment: 30% deposit, 70% before
 * shipment"), with what happens to the deposit when the balance is left unpaid.
 */
import type { TFunction } from '../../i18n/translator';
import type { OfferDto } from '@app/shared/offers';
import {
  BALANCE_UNPAID_DAYS,
  PAYMENT_PLAN_IDS,
  planOf,
  type PaymentPlan,
  type PaymentPlanId,
} from '@app/shared/payment-plans';
import { formatRateBps } from '../../lib/money-display';

/** The form's choice: a plan, or '' for the product's own terms (then the quote sends none and the server applies them). */
export type PlanChoice = PaymentPlanId | '';
export const PLAN_CHOICES: readonly PlanChoice[] = ['', ...PAYMENT_PLAN_IDS];

export function isPlanChoice(value: string): value is PlanChoice {
  return (PLAN_CHOICES as readonly string[]).includes(value);
}

/** The `paymentTerms` the quote sends: nothing for the product's terms. */
export function paymentTermsOf(choice: PlanChoice): PaymentPlanId | undefined {
  return choice === '' ? undefined : choice;
}

/**
 * The plan a new quote starts from: the one of the quote it replaces (the thread's open quote, which a buyer may have
 * countered: a new quote supersedes it, and its plan must not be lost), else the product's terms.
 */
export function initialPlanChoice(offers: readonly OfferDto[] | undefined): PlanChoice {
  const open = (offers ?? [])
    .filter((o) => o.status === 'SENT' && !o.orderId)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  return open ? open.paymentTerms : '';
}

function shares(plan: PaymentPlan, lang: string): { deposit: string; rest: string } {
  return {
    deposit: formatRateBps(plan.depositPct * 100, lang),
    rest: formatRateBps((100 - plan.depositPct) * 100, lang),
  };
}

/** The option's name in the select. */
export function planChoiceName(t: TFunction, choice: PlanChoice): string {
  return choice === '' ? t('messaging:plan.productTerms') : t(`messaging:plan.names.${choice}`);
}

/** What the chosen plan means for the vendor, shown under the select. */
export function planChoiceHint(t: TFunction, choice: PlanChoice, lang: string): string {
  if (choice === '') return t('messaging:plan.hintProduct');
  const plan = planOf(choice);
  if (plan.balanceDue !== null) return t('messaging:plan.hintDeposit', shares(plan, lang));
  if (plan.id === 'advance') return t('messaging:plan.hintAdvance');
  if (plan.id === 'letter-of-credit') return t('messaging:plan.hintLetterOfCredit');
  return t('messaging:plan.hintEscrow');
}

/** For plans whose deposit the vendor may keep: the vendor's side of the 14-day rule. */
export function vendorKeepDepositText(t: TFunction, choice: PlanChoice): string | null {
  if (choice === '' || !keepsDeposit(planOf(choice))) return null;
  return t('messaging:plan.hintKeepDeposit', { days: BALANCE_UNPAID_DAYS });
}

/** The quote card's line: "Payment: 30% deposit, 70% before shipment". */
export function planLine(t: TFunction, terms: string, lang: string): string {
  const plan = planOf(terms);
  if (plan.balanceDue !== null) return t('messaging:plan.cardDeposit', shares(plan, lang));
  if (plan.id === 'advance') return t('messaging:plan.cardAdvance');
  if (plan.id === 'letter-of-credit') return t('messaging:plan.cardLetterOfCredit');
  return t('messaging:plan.cardEscrow');
}

/** The buyer's side of the 14-day rule, which they accept by accepting the quote; null for other plans. */
export function buyerKeepDepositText(t: TFunction, terms: string): string | null {
  if (!keepsDeposit(planOf(terms))) return null;
  return t('messaging:plan.cardKeepDeposit', { days: BALANCE_UNPAID_DAYS });
}

function keepsDeposit(plan: PaymentPlan): boolean {
  return plan.balanceDue !== null && plan.depositKeptIfBalanceUnpaid;
}
