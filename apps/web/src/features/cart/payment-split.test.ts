import { describe, expect, it } from 'vitest';
import type { CartLineDto } from '@app/shared/cart';
import { cartPlanSplit, splitOfCart } from './payment-split';

type Line = Pick<CartLineDto, 'vendorId' | 'paymentTerms' | 'lineTotalUsdCents' | 'problem'>;
const line = (vendorId: string, paymentTerms: CartLineDto['paymentTerms'], cents: number, problem = null): Line => ({
  vendorId,
  paymentTerms,
  lineTotalUsdCents: cents,
  problem,
});

describe('cart payment plans (issue 18)', () => {
  it('30-70: pays the deposit and the fee now, the rest of the goods and the shipping later', () => {
    // $1,000 of goods on 30-70, a $50 buyer fee, $30 shipping
    const split = cartPlanSplit([line('a', '30-70', 60_000), line('a', '30-70', 40_000)], 5_000, { a: 3_000 });
    expect(split.nowCents).toBe(30_000 + 5_000);
    expect(split.laterCents).toBe(70_000 + 3_000);
    expect(split.keepDepositPlan?.id).toBe('30-70');
  });

  it('adds a vendor paid in full (its shipping now) and puts the fee on one part only', () => {
    const lines = [line('a', '30-70', 100_000), line('b', 'escrow', 20_000)];
    const split = cartPlanSplit(lines, 5_000, { a: 3_000, b: 1_000 });
    expect(split).toMatchObject({ nowCents: 30_000 + 5_000 + 20_000 + 1_000, laterCents: 73_000 });
    // nothing is lost or counted twice: goods + shipping + fee
    expect(split.nowCents + split.laterCents).toBe(120_000 + 4_000 + 5_000);
  });

  it('before shipping is quoted (the cart page) splits the goods and the fee only', () => {
    expect(cartPlanSplit([line('a', '30-70', 100_000)], 5_000)).toMatchObject({ nowCents: 35_000, laterCents: 70_000 });
  });

  it('a vendor part mixing terms follows the plan asking the most at order', () => {
    const split = cartPlanSplit([line('a', '30-70', 50_000), line('a', '50-50', 50_000)], 0);
    expect(split).toMatchObject({ nowCents: 50_000, laterCents: 50_000 });
  });

  it('asks nothing later for escrow, advance and letter-of-credit carts', () => {
    const split = cartPlanSplit(
      [line('a', 'escrow', 10_000), line('b', 'advance', 10_000), line('c', 'letter-of-credit', 10_000)],
      3_000,
      { a: 500 },
    );
    expect(split).toEqual({ nowCents: 33_500, laterCents: 0, keepDepositPlan: null });
  });

  it('leaves out the lines that cannot be bought, as the subtotal does', () => {
    const cart = {
      lines: [line('a', '30-70', 100_000), { ...line('a', '30-70', 50_000), problem: 'ABOVE_STOCK' as const }],
      fee: { feeCents: 5_000 },
    };
    expect(splitOfCart(cart)).toMatchObject({ nowCents: 35_000, laterCents: 70_000 });
  });
});
