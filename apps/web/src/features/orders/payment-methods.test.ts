import { describe, expect, it } from 'vitest';
import type { PaymentRailDto } from '@app/shared/payments';
import { cardRailOf, defaultPaymentMethod, paymentMethodsOf, paystackRailOf } from './payment-methods';

const sandbox: PaymentRailDto = {
  rail: 'sandbox',
  channels: ['card'],
  currencies: ['USD'],
  testMode: true,
  needsPhone: false,
};
const paystack: PaymentRailDto = {
  rail: 'paystack',
  channels: ['card', 'bank_transfer', 'ussd', 'mobile_money'],
  currencies: ['NGN', 'GHS', 'KES', 'ZAR'],
  testMode: true,
  needsPhone: false,
};
const mpesa: PaymentRailDto = {
  rail: 'mpesa',
  channels: ['mobile_money'],
  currencies: ['KES'],
  testMode: true,
  needsPhone: true,
};
const small = {
  cardPaymentAllowed: true,
  bankTransferAllowed: true,
  subtotalUsdCents: 50_000,
  cardPaymentMaxCents: 100_000,
};
const large = {
  cardPaymentAllowed: false,
  bankTransferAllowed: true,
  subtotalUsdCents: 500_000,
  cardPaymentMaxCents: 100_000,
};

describe('paymentMethodsOf', () => {
  it('offers Paystack after the default card rail, up to the card maximum', () => {
    expect(paymentMethodsOf(small, [sandbox, paystack])).toEqual(['card', 'paystack', 'bank']);
    expect(defaultPaymentMethod(small, [sandbox, paystack])).toBe('card');
  });
  it('keeps the configured order: a Paystack default comes first', () => {
    expect(paymentMethodsOf(small, [paystack, sandbox])).toEqual(['paystack', 'card', 'bank']);
  });
  it('offers neither card rail above the maximum', () => {
    expect(paymentMethodsOf(large, [sandbox, paystack])).toEqual(['bank', 'quote']);
    expect(defaultPaymentMethod(large, [sandbox, paystack])).toBe('bank');
  });
  it('offers the card method alone while the rails are unknown (or an older server lists none)', () => {
    expect(paymentMethodsOf(small)).toEqual(['card', 'bank']);
    expect(paymentMethodsOf(small, [])).toEqual(['card', 'bank']);
  });
  it('has no card method when only Paystack is configured', () => {
    expect(paymentMethodsOf(small, [paystack])).toEqual(['paystack', 'bank']);
  });
  it('leaves out rails this chooser does not offer', () => {
    expect(paymentMethodsOf(small, [sandbox, mpesa, paystack])).toEqual(['card', 'paystack', 'bank']);
  });
});

describe('rails', () => {
  it('finds the card rail and the Paystack rail', () => {
    expect(cardRailOf([paystack, sandbox])).toBe(sandbox);
    expect(paystackRailOf([sandbox, paystack])).toBe(paystack);
    expect(cardRailOf(undefined)).toBeUndefined();
    expect(paystackRailOf([sandbox])).toBeUndefined();
  });
});
