import { describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '@app/shared/orders';
import type { PaymentRailDto } from '@app/shared/payments';
import {
  balanceBlocksShipping,
  balanceMethodsOf,
  balanceOverdue,
  balanceRailOf,
  canAskForBalance,
  canPayBalance,
  dueNow,
  summarySplit,
} from './payment-plan';
import { vendorOrderFixture } from './vendor-order-fixture';

const rail = (name: PaymentRailDto['rail'], currencies: string[]): PaymentRailDto => ({
  rail: name,
  channels: ['card'],
  currencies,
  testMode: true,
  needsPhone: name === 'mpesa' || name === 'momo',
});
const RAILS = [
  rail('sandbox', ['USD']),
  rail('paystack', ['NGN', 'GHS', 'KES']),
  rail('flutterwave', ['NGN', 'UGX']),
  rail('mpesa', ['KES']),
  rail('momo', ['GHS', 'UGX']),
];

describe('balance rails', () => {
  it('offers only the rails that charge the currency the order was paid in', () => {
    expect(balanceMethodsOf(RAILS, 'USD')).toEqual(['card']);
    expect(balanceMethodsOf(RAILS, 'NGN')).toEqual(['paystack', 'flutterwave']);
    expect(balanceMethodsOf(RAILS, 'KES')).toEqual(['paystack', 'mpesa']);
    expect(balanceMethodsOf(RAILS, 'XOF')).toEqual([]);
    expect(balanceMethodsOf(undefined, 'USD')).toEqual([]);
  });

  it('finds the rail behind a method', () => {
    expect(balanceRailOf(RAILS, 'USD', 'card')?.rail).toBe('sandbox');
    expect(balanceRailOf(RAILS, 'USD', 'paystack')).toBeUndefined();
    expect(balanceRailOf(RAILS, 'UGX', 'momo')?.rail).toBe('momo');
  });
});

describe('what a balance allows', () => {
  it('lets the vendor ask for it once the order is accepted, and holds shipping until it is paid', () => {
    expect(canAskForBalance(vendorOrderFixture())).toBe(true);
    expect(canAskForBalance(vendorOrderFixture({ status: 'PLACED' }))).toBe(false);
    expect(canAskForBalance(vendorOrderFixture({ plan: { balanceStatus: 'DUE' } }))).toBe(false);
    expect(balanceBlocksShipping(vendorOrderFixture())).toBe(true);
    expect(balanceBlocksShipping(vendorOrderFixture({ plan: { balanceStatus: 'DUE' } }))).toBe(true);
    expect(balanceBlocksShipping(vendorOrderFixture({ plan: { balanceStatus: 'PAID' } }))).toBe(false);
    expect(balanceBlocksShipping(vendorOrderFixture({ plan: { balanceStatus: 'NONE' } }))).toBe(false);
  });

  it('lets the buyer pay it only when it is due', () => {
    expect(canPayBalance(vendorOrderFixture({ plan: { balanceStatus: 'DUE' } }))).toBe(true);
    for (const balanceStatus of ['NONE', 'PENDING', 'PAID', 'CANCELLED'] as const)
      expect(canPayBalance(vendorOrderFixture({ plan: { balanceStatus } }))).toBe(false);
  });

  it('is overdue once its date has passed', () => {
    const plan = vendorOrderFixture({ plan: { balanceStatus: 'DUE', balanceOverdueAt: '2026-05-20T00:00:00Z' } }).plan;
    expect(balanceOverdue(plan, Date.parse('2026-05-19T23:59:59Z'))).toBe(false);
    expect(balanceOverdue(plan, Date.parse('2026-05-20T00:00:00Z'))).toBe(true);
    expect(balanceOverdue({ ...plan, balanceStatus: 'PAID' }, Date.parse('2026-06-01T00:00:00Z'))).toBe(false);
  });
});

describe('checkout figures', () => {
  const split = { nowCents: 56_000, laterCents: 73_000, keepDepositPlan: null };
  const started: CheckoutResponse = {
    checkoutId: 'c1',
    providerOrderId: 'p1',
    approveUrl: '/payments/sandbox/approve?token=t',
    subtotalCents: 120_000,
    shippingCents: 4_000,
    feeCents: 5_000,
    totalCents: 129_000,
    laterCents: 73_500,
    chargeCurrency: 'NGN',
    chargeMinor: 84_000_000,
  };

  it('names the page figure until the payment starts, then the server charge', () => {
    expect(dueNow(split, null)).toEqual({ currency: 'USD', amountMinor: 56_000, laterCents: 73_000 });
    expect(dueNow(split, started)).toEqual({ currency: 'NGN', amountMinor: 84_000_000, laterCents: 73_500 });
    expect(dueNow({ ...split, laterCents: 0 }, null)).toBeNull();
    expect(summarySplit(split, started)).toMatchObject({ nowCents: 55_500, laterCents: 73_500 });
    expect(summarySplit(split, null)).toBe(split);
    // a bank transfer or a quote pays everything at once
    expect(summarySplit(split, null, 'bank')).toEqual({ nowCents: 129_000, laterCents: 0, keepDepositPlan: null });
    expect(summarySplit(split, started, 'quote').laterCents).toBe(0);
    expect(summarySplit(split, null, 'paystack')).toBe(split);
  });
});
