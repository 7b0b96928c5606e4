import { describe, expect, it } from 'vitest';
import type { CartDto, CartLineDto } from '@app/shared/cart';
import type { CheckoutShippingDto, VendorShippingDto } from '@app/shared/checkout-shipping';
import { renderStatic, textOf } from '../../../lib/test-render';
import { checkoutSplit } from '../payment-plan';
import type { CheckoutShipping } from '../use-checkout-shipping';
import { CardPaymentPanel } from './card-payment-panel';
import { CheckoutSummary } from './checkout-summary';

const line = (productId: string, vendorId: string, paymentTerms: CartLineDto['paymentTerms'], cents: number) =>
  ({
    productId,
    name: `Product ${productId}`,
    imageUrl: null,
    vendorId,
    vendorName: `Vendor ${vendorId}`,
    origin: 'Nigeria',
    unit: 'piece',
    currency: 'USD',
    unitPrice: (cents / 100).toFixed(2),
    unitPriceCents: cents,
    quantity: 1,
    minOrder: 1,
    stock: null,
    lineTotalCents: cents,
    lineTotalUsdCents: cents,
    problem: null,
    paymentTerms,
    shippingMode: 'calculated',
    flatShippingCents: null,
  }) satisfies CartLineDto;

const cart: CartDto = {
  lines: [line('p1', 'a', '30-70', 100_000), line('p2', 'b', 'escrow', 20_000)],
  itemCount: 2,
  subtotalUsdCents: 120_000,
  fee: { kind: 'fixed', rateBps: 417, feeCents: 5_000, totalCents: 125_000, capped: false },
  cardPaymentAllowed: true,
  cardPaymentMaxCents: 1_000_000,
  bankTransferAllowed: true,
  hasProblems: false,
  rates: [],
};

const vendor = (vendorId: string, amountCents: number): VendorShippingDto => ({
  vendorId,
  vendorName: `Vendor ${vendorId}`,
  method: 'flat',
  amountCents,
  carrier: null,
  service: null,
  estimatedDays: null,
  billableGrams: null,
});
const quote: CheckoutShippingDto = {
  vendors: [vendor('a', 3_000), vendor('b', 1_000)],
  subtotalCents: 120_000,
  shippingCents: 4_000,
  feeCents: 5_000,
  totalCents: 129_000,
};

const shipping = (quoted: boolean): CheckoutShipping => ({
  figure: quoted ? { state: 'quoted', cents: 4_000 } : { state: 'needsAddress' },
  quote: quoted ? quote : undefined,
  destination: { country: 'Nigeria', city: 'Lagos', region: '', postalCode: '', address: '' },
  error: null,
  retry: () => undefined,
});

describe('checkout summary of a 30-70 cart (issue 18)', () => {
  it('shows what is paid now and later with each vendor’s shipping, and keeps the totals', async () => {
    const split = checkoutSplit(cart, quote);
    const html = await renderStatic(<CheckoutSummary cart={cart} shipping={shipping(true)} split={split} />);
    const text = textOf(html);
    // now: 30% of $1,000 + $50 fee + the escrow vendor's $200 and its $10 shipping; later: $700 + $30 shipping
    expect(text).toContain('Pay now: $560.00 · Later: $730.00 before shipment');
    expect(text).toContain('the vendor may cancel and keep the deposit');
    expect(html).toMatch(/data-testid="cart-total"[^>]*>\$1,290\.00</);
  });

  it('before the address is known: the split of the goods and the fee', async () => {
    const split = checkoutSplit(cart, undefined);
    const text = textOf(await renderStatic(<CheckoutSummary cart={cart} shipping={shipping(false)} split={split} />));
    expect(text).toContain('Pay now: $550.00 · Later: $700.00 before shipment');
    expect(text).toContain('Shipping is priced at checkout');
  });

  it('the card box names the amount charged now', async () => {
    const html = await renderStatic(
      <CardPaymentPanel
        totalCents={cart.fee.totalCents}
        nowAmount="$560.00"
        error={null}
        configPending={false}
        paypalClientId={null}
        busy={false}
        validate={async () => true}
        createOrder={async () => ({ checkoutId: 'c', providerOrderId: 'p' })}
        onError={() => undefined}
      />,
    );
    expect(textOf(html)).toContain('Pay now: $560.00');
    expect(textOf(html)).not.toContain('Total to pay');
  });
});
