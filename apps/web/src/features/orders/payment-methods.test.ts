import { describe, expect, it } from 'vitest';
import type { PaymentRailDto } from '@app/shared/payments';
import {
  cardRailOf,
  defaultPaymentMethod,
  isHostedRailMethod,
  isLocalRailMethod,
  isPhoneRailMethod,
  localRailOf,
  paymentMethodsOf,
  phoneRailOfPath,
} from './payment-methods';

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
const flutterwave: PaymentRailDto = {
  rail: 'flutterwave',
  channels: ['card', 'bank_transfer', 'ussd', 'mobile_money'],
  currencies: ['NGN', 'GHS', 'KES', 'UGX', 'XOF', 'ZAR'],
  testMode: true,
  needsPhone: false,
};
const momo: PaymentRailDto = {
  rail: 'momo',
  channels: ['mobile_money'],
  currencies: ['GHS', 'UGX', 'XOF'],
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
  it('offers M-Pesa in the configured order, up to the card maximum like the other rails', () => {
    expect(paymentMethodsOf(small, [sandbox, paystack, mpesa])).toEqual(['card', 'paystack', 'mpesa', 'bank']);
    expect(paymentMethodsOf(small, [sandbox, mpesa, paystack])).toEqual(['card', 'mpesa', 'paystack', 'bank']);
    expect(paymentMethodsOf(large, [sandbox, paystack, mpesa])).toEqual(['bank', 'quote']);
  });
  it('offers Flutterwave beside Paystack and MoMo beside M-Pesa, in the configured order', () => {
    expect(paymentMethodsOf(small, [sandbox, paystack, flutterwave, mpesa, momo])).toEqual([
      'card',
      'paystack',
      'flutterwave',
      'mpesa',
      'momo',
      'bank',
    ]);
    expect(paymentMethodsOf(small, [flutterwave, sandbox, paystack])).toEqual([
      'flutterwave',
      'card',
      'paystack',
      'bank',
    ]);
    expect(paymentMethodsOf(large, [sandbox, flutterwave, momo])).toEqual(['bank', 'quote']);
  });
  it('lists a rail once even when it is configured twice', () => {
    expect(paymentMethodsOf(small, [sandbox, mpesa, mpesa])).toEqual(['card', 'mpesa', 'bank']);
  });
});

describe('rails', () => {
  it('finds the card rail and the local-currency rails', () => {
    expect(cardRailOf([paystack, sandbox])).toBe(sandbox);
    expect(localRailOf([sandbox, paystack], 'paystack')).toBe(paystack);
    expect(localRailOf([sandbox, paystack, mpesa], 'mpesa')).toBe(mpesa);
    expect(cardRailOf(undefined)).toBeUndefined();
    expect(localRailOf([sandbox], 'paystack')).toBeUndefined();
    expect(localRailOf(undefined, 'mpesa')).toBeUndefined();
  });
  it('tells the methods paid at a locked rate', () => {
    expect(isLocalRailMethod('paystack')).toBe(true);
    expect(isLocalRailMethod('mpesa')).toBe(true);
    expect(isLocalRailMethod('flutterwave')).toBe(true);
    expect(isLocalRailMethod('momo')).toBe(true);
    expect(isLocalRailMethod('card')).toBe(false);
    expect(isHostedRailMethod('flutterwave')).toBe(true);
    expect(isHostedRailMethod('momo')).toBe(false);
    expect(isPhoneRailMethod('momo')).toBe(true);
    expect(isPhoneRailMethod('paystack')).toBe(false);
    expect(isLocalRailMethod('bank')).toBe(false);
  });
});

describe('phoneRailOfPath', () => {
  it("tells the waiting page's rail from its address", () => {
    expect(phoneRailOfPath('/checkout/momo/8f0c5c1e-0000-4000-8000-000000000001')).toBe('momo');
    expect(phoneRailOfPath('/checkout/mpesa/8f0c5c1e-0000-4000-8000-000000000001')).toBe('mpesa');
  });
});
