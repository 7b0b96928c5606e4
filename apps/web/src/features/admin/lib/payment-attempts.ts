/**
 * Pure helpers of the admin console's payment attempts (Payments tab): the filters kept in the address, which rows can
 * be re-checked with their provider, and the failure reason in words.
 */
import type { AdminPaymentDto, RecheckPaymentDto } from '@app/shared/payments';
import type { BadgeTone } from '../../../components/ui/badge';
import { isolate, isRtl } from '../../../lib/bidi';
import { formatMinorMoney } from '../../fx/public';

/** The rails the server filters by, in the order the filter lists them (bank transfers last). */
export const PAYMENT_RAIL_FILTERS = [
  'sandbox',
  'paypal',
  'paystack',
  'flutterwave',
  'mpesa',
  'momo',
  'bank_transfer',
] as const;
export type PaymentRailFilter = (typeof PAYMENT_RAIL_FILTERS)[number];

export const PAYMENT_STATES = ['received', 'pending', 'failed', 'refunded'] as const;
export type PaymentState = AdminPaymentDto['state'];
export type RecheckOutcome = RecheckPaymentDto['outcome'];

export interface PaymentFilters {
  rail: PaymentRailFilter | null;
  state: PaymentState | null;
}

/** The address parameters of the filters (beside ?tab=payments). */
export const RAIL_PARAM = 'prail';
export const STATE_PARAM = 'pstate';

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | null {
  return raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : null;
}

/** The filters read from the address; an unknown value is no filter. */
export function paymentFiltersOf(params: URLSearchParams): PaymentFilters {
  return {
    rail: oneOf(PAYMENT_RAIL_FILTERS, params.get(RAIL_PARAM)),
    state: oneOf(PAYMENT_STATES, params.get(STATE_PARAM)),
  };
}

/** The address with one filter set (a value) or cleared (null or ''), the other parameters kept. */
export function withPaymentFilter(params: URLSearchParams, key: 'rail' | 'state', value: string | null) {
  const next = new URLSearchParams(params);
  const name = key === 'rail' ? RAIL_PARAM : STATE_PARAM;
  const valid = key === 'rail' ? oneOf(PAYMENT_RAIL_FILTERS, value) : oneOf(PAYMENT_STATES, value);
  if (valid) next.set(name, valid);
  else next.delete(name);
  return next;
}

/** The rail's key in the admin catalogue (console.payments.rails.*); an unknown rail is shown as it is. */
export function railKey(rail: string): string | null {
  return (PAYMENT_RAIL_FILTERS as readonly string[]).includes(rail) ? `console.payments.rails.${rail}` : null;
}

export const PAYMENT_STATE_TONES: Record<PaymentState, BadgeTone> = {
  received: 'green',
  pending: 'amber',
  failed: 'red',
  refunded: 'blue',
};

/**
 * Whether "Re-check with provider" can do something for a row, as the server's re-check decides: a payment waiting
 * for the buyer or received but not placed yet is asked of its provider (card and mobile rails, not bank transfers,
 * which an admin records by hand), and a failed one has its refund retried. Expired or cancelled attempts, placed
 * orders and refunds are settled: nothing to ask.
 */
export function canRecheck(row: Pick<AdminPaymentDto, 'rail' | 'status' | 'orderId'>): boolean {
  if (row.rail === 'bank_transfer') return false;
  if (row.status === 'CREATED') return true;
  if (row.status === 'CAPTURED') return row.orderId === null;
  return row.status === 'FAILED';
}

/** The tone of a re-check's outcome beside its button. */
export const RECHECK_OUTCOME_TONES: Record<RecheckOutcome, 'good' | 'neutral' | 'bad'> = {
  placed: 'good',
  refunded: 'good',
  not_paid: 'neutral',
  unchanged: 'neutral',
  declined: 'bad',
  provider_unavailable: 'bad',
};

/** A checkout status worth a word under the state badge (the badge alone says less); null for the others. */
export function statusDetailKey(row: Pick<AdminPaymentDto, 'status' | 'orderId'>): string | null {
  switch (row.status) {
    case 'CREATED':
    case 'EXPIRED':
    case 'CANCELLED':
    case 'FAILED':
    case 'AWAITING_TRANSFER':
    case 'QUOTE_REQUESTED':
      return `console.payments.statusDetail.${row.status}`;
    case 'CAPTURED':
      return row.orderId ? null : 'console.payments.statusDetail.CAPTURED';
    default:
      return null;
  }
}

/** A failure reason as the server records it, taken apart. */
export type FailureReason =
  | { kind: 'amountMismatch'; currency: string; amountMinor: number }
  | { kind: 'outOfStock'; product: string | null }
  | { kind: 'offerUsed'; product: string | null }
  | { kind: 'other'; code: string };

/** AMOUNT_MISMATCH:<currency>:<minor>, OUT_OF_STOCK[:<product>], OFFER_USED:<product>, or something else. */
export function parseFailureReason(reason: string): FailureReason {
  const mismatch = /^AMOUNT_MISMATCH:([A-Z]{3}):(\d+)$/.exec(reason);
  if (mismatch) return { kind: 'amountMismatch', currency: mismatch[1]!, amountMinor: Number(mismatch[2]) };
  const product = (prefix: string) => reason.slice(prefix.length).trim() || null;
  if (reason === 'OUT_OF_STOCK' || reason.startsWith('OUT_OF_STOCK:'))
    return { kind: 'outOfStock', product: product('OUT_OF_STOCK:') };
  if (reason === 'OFFER_USED' || reason.startsWith('OFFER_USED:'))
    return { kind: 'offerUsed', product: product('OFFER_USED:') };
  return { kind: 'other', code: reason };
}

/** A text of the admin catalogue and its values: t(key, values) words it. */
export interface Wording {
  key: string;
  values: Record<string, string>;
}

/**
 * The failure reason in words, in the page language: "Amount received differed: ₦136,400.00", "Sold out: Cocoa
 * beans", "Offer already used: Cocoa beans"; a reason the console does not know is shown as the server wrote it.
 * Names from the catalogue are isolated in a right-to-left page.
 */
export function failureWording(reason: string, lang: string): Wording {
  const r = parseFailureReason(reason);
  const name = (text: string) => (isRtl(lang) ? isolate(text) : text);
  switch (r.kind) {
    case 'amountMismatch':
      return {
        key: 'console.payments.failure.amountMismatch',
        values: { amount: formatMinorMoney(r.amountMinor, r.currency, lang) },
      };
    case 'outOfStock':
      return r.product
        ? { key: 'console.payments.failure.outOfStock', values: { product: name(r.product) } }
        : { key: 'console.payments.failure.outOfStockUnnamed', values: {} };
    case 'offerUsed':
      return r.product
        ? { key: 'console.payments.failure.offerUsed', values: { product: name(r.product) } }
        : { key: 'console.payments.failure.offerUsedUnnamed', values: {} };
    default:
      return { key: 'console.payments.failure.other', values: { code: name(r.code) } };
  }
}

/** "#1A2B3C4D": the short reference of an order, as the buyer and the vendor see it. */
export function orderRef(orderId: string): string {
  return orderId.slice(0, 8).toUpperCase();
}
