import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stripBidi } from '../../../lib/bidi';
import {
  canRecheck,
  failureWording,
  orderRef,
  parseFailureReason,
  paymentFiltersOf,
  railKey,
  RECHECK_OUTCOME_TONES,
  statusDetailKey,
  withPaymentFilter,
  type Wording,
} from './payment-attempts';

type Json = { [key: string]: Json | string };
const catalogue = (lang: string) =>
  JSON.parse(readFileSync(new URL(`../../../i18n/locales/${lang}/admin.json`, import.meta.url), 'utf8')) as Json;

/** The wording in a language's catalogue, its placeholders filled in (what t(key, values) renders). */
function words(w: Wording, lang = 'en'): string {
  let node: Json | string = catalogue(lang);
  for (const part of w.key.split('.')) node = (node as Json)[part]!;
  expect(typeof node, w.key).toBe('string');
  return (node as string).replace(/\{\{(\w+)\}\}/g, (_, name: string) => w.values[name] ?? `{{${name}}}`);
}

describe('parseFailureReason', () => {
  it('takes apart the reasons the server records', () => {
    expect(parseFailureReason('AMOUNT_MISMATCH:NGN:13640000')).toEqual({
      kind: 'amountMismatch',
      currency: 'NGN',
      amountMinor: 13_640_000,
    });
    expect(parseFailureReason('OUT_OF_STOCK:Cocoa beans: grade A')).toEqual({
      kind: 'outOfStock',
      product: 'Cocoa beans: grade A',
    });
    expect(parseFailureReason('OUT_OF_STOCK')).toEqual({ kind: 'outOfStock', product: null });
    expect(parseFailureReason('OUT_OF_STOCK:')).toEqual({ kind: 'outOfStock', product: null });
    expect(parseFailureReason('OFFER_USED:Shea butter')).toEqual({ kind: 'offerUsed', product: 'Shea butter' });
    expect(parseFailureReason('AMOUNT_MISMATCH:NGN:abc')).toEqual({ kind: 'other', code: 'AMOUNT_MISMATCH:NGN:abc' });
    expect(parseFailureReason('PROVIDER_DECLINED')).toEqual({ kind: 'other', code: 'PROVIDER_DECLINED' });
  });
});

describe('failureWording', () => {
  it('words each reason in English, the amount in its own currency', () => {
    expect(words(failureWording('AMOUNT_MISMATCH:NGN:13640000', 'en'))).toBe('Amount received differed: ₦136,400.00');
    expect(words(failureWording('AMOUNT_MISMATCH:XOF:18090', 'en'))).toMatch(
      /^Amount received differed: F\sCFA\s?18,090$/,
    );
    expect(words(failureWording('OUT_OF_STOCK:Cocoa beans', 'en'))).toBe('Sold out: Cocoa beans');
    expect(words(failureWording('OUT_OF_STOCK', 'en'))).toBe('An item sold out');
    expect(words(failureWording('OFFER_USED:Shea butter', 'en'))).toBe('Offer already used: Shea butter');
    expect(words(failureWording('OFFER_USED:', 'en'))).toBe('The offer was already used');
    expect(words(failureWording('SOMETHING_NEW', 'en'))).toBe('Reason: SOMETHING_NEW');
  });

  it('isolates names and amounts in Arabic, and every language has the texts', () => {
    const ar = failureWording('OUT_OF_STOCK:Cocoa beans', 'ar');
    expect(ar.values.product).toBe('\u2068Cocoa beans\u2069');
    expect(stripBidi(words(ar, 'ar'))).toBe('نفدت الكمية: Cocoa beans');
    expect(stripBidi(words(failureWording('AMOUNT_MISMATCH:NGN:13640000', 'ar'), 'ar'))).toContain('136,400.00');
    for (const lang of ['fr', 'yo', 'ha']) {
      expect(words(failureWording('OFFER_USED:Shea butter', lang), lang)).toContain('Shea butter');
    }
  });
});

describe('canRecheck', () => {
  const row = (rail: string, status: string, orderId: string | null = null) => ({ rail, status, orderId });

  it('offers the re-check for pending, received-but-not-placed and failed payments of a provider', () => {
    expect(canRecheck(row('paystack', 'CREATED'))).toBe(true);
    expect(canRecheck(row('mpesa', 'CAPTURED'))).toBe(true);
    expect(canRecheck(row('flutterwave', 'FAILED'))).toBe(true);
  });

  it('not for what is settled, nor for bank transfers (recorded by hand)', () => {
    expect(canRecheck(row('paystack', 'PLACED', 'order-1'))).toBe(false);
    expect(canRecheck(row('paystack', 'CAPTURED', 'order-1'))).toBe(false);
    expect(canRecheck(row('paypal', 'REFUNDED'))).toBe(false);
    expect(canRecheck(row('momo', 'EXPIRED'))).toBe(false);
    expect(canRecheck(row('paystack', 'CANCELLED'))).toBe(false);
    expect(canRecheck(row('bank_transfer', 'AWAITING_TRANSFER'))).toBe(false);
    expect(canRecheck(row('bank_transfer', 'CAPTURED'))).toBe(false);
    expect(canRecheck(row('bank_transfer', 'FAILED'))).toBe(false);
  });
});

describe('statusDetailKey', () => {
  it('adds a word where the state badge says too little', () => {
    expect(statusDetailKey({ status: 'CAPTURED', orderId: null })).toBe('console.payments.statusDetail.CAPTURED');
    expect(statusDetailKey({ status: 'CAPTURED', orderId: 'o' })).toBeNull();
    expect(statusDetailKey({ status: 'EXPIRED', orderId: null })).toBe('console.payments.statusDetail.EXPIRED');
    expect(statusDetailKey({ status: 'PLACED', orderId: 'o' })).toBeNull();
    expect(statusDetailKey({ status: 'REFUNDED', orderId: null })).toBeNull();
  });
});

describe('filters in the address', () => {
  it('reads known values only', () => {
    expect(paymentFiltersOf(new URLSearchParams('tab=payments&prail=paystack&pstate=pending'))).toEqual({
      rail: 'paystack',
      state: 'pending',
    });
    expect(paymentFiltersOf(new URLSearchParams('prail=visa&pstate=lost'))).toEqual({ rail: null, state: null });
  });

  it('sets and clears one filter, keeping the other parameters', () => {
    const start = new URLSearchParams('tab=payments&pstate=failed');
    expect(withPaymentFilter(start, 'rail', 'mpesa').toString()).toBe('tab=payments&pstate=failed&prail=mpesa');
    expect(withPaymentFilter(start, 'state', '').toString()).toBe('tab=payments');
    expect(withPaymentFilter(start, 'state', 'nonsense').toString()).toBe('tab=payments');
    expect(start.toString()).toBe('tab=payments&pstate=failed');
  });
});

describe('labels', () => {
  it('names every rail and outcome in every language', () => {
    for (const lang of ['en', 'fr', 'yo', 'ha', 'ar']) {
      for (const rail of ['sandbox', 'paypal', 'paystack', 'flutterwave', 'mpesa', 'momo', 'bank_transfer'])
        expect(words({ key: railKey(rail)!, values: {} }, lang)).not.toBe('');
      for (const outcome of Object.keys(RECHECK_OUTCOME_TONES))
        expect(words({ key: `console.payments.outcomes.${outcome}`, values: {} }, lang)).not.toBe('');
    }
    expect(railKey('cash')).toBeNull();
    expect(words({ key: 'console.payments.outcomes.not_paid', values: {} })).toBe('Not paid yet');
    expect(words({ key: 'console.payments.outcomes.placed', values: {} })).toBe('Paid: order placed');
  });

  it('shortens an order id to its reference', () => {
    expect(orderRef('1a2b3c4d-0000-4000-8000-000000000000')).toBe('1A2B3C4D');
  });
});
