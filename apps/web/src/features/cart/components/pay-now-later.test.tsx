import { afterEach, describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../../../lib/test-render';
import { i18n } from '../../../i18n/i18n';
import { cartPlanSplit } from '../payment-split';
import { PayNowLater } from './pay-now-later';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const thirtySeventy = cartPlanSplit(
  [
    { vendorId: 'a', paymentTerms: '30-70', lineTotalUsdCents: 100_000 },
    { vendorId: 'b', paymentTerms: 'escrow', lineTotalUsdCents: 20_000 },
  ],
  5_000,
  { a: 3_000, b: 1_000 },
);

describe('PayNowLater', () => {
  it('shows what a 30-70 cart pays now and later, and that the deposit may be kept', async () => {
    const text = textOf(await renderStatic(<PayNowLater split={thirtySeventy} shippingKnown />));
    expect(text).toContain('Pay now: $560.00 · Later: $730.00 before shipment');
    expect(text).toContain(
      "If you do not pay the balance within 14 days of the vendor's request, the vendor may cancel and keep the deposit.",
    );
    expect(text).not.toContain('Shipping is priced at checkout');
  });

  it('says on the cart page that shipping comes at checkout', async () => {
    const split = cartPlanSplit([{ vendorId: 'a', paymentTerms: '30-70', lineTotalUsdCents: 100_000 }], 5_000);
    const text = textOf(await renderStatic(<PayNowLater split={split} shippingKnown={false} />));
    expect(text).toContain('Pay now: $350.00 · Later: $700.00 before shipment');
    expect(text).toContain('Shipping is priced at checkout');
  });

  it('shows nothing when everything is paid at checkout', async () => {
    const split = cartPlanSplit([{ vendorId: 'a', paymentTerms: 'escrow', lineTotalUsdCents: 100_000 }], 5_000);
    expect(textOf(await renderStatic(<PayNowLater split={split} shippingKnown />))).toBe('');
  });

  it('reads in French and Arabic', async () => {
    expect(textOf(await renderStatic(<PayNowLater split={thirtySeventy} shippingKnown />, { lang: 'fr' }))).toMatch(
      /À payer maintenant : 560,00\s\$ · Plus tard : 730,00\s\$ avant l’expédition/,
    );
    const ar = textOf(await renderStatic(<PayNowLater split={thirtySeventy} shippingKnown />, { lang: 'ar' }));
    expect(ar).toContain('ادفع الآن');
    expect(ar).toContain('560.00');
  });
});
