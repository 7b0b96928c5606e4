import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { renderStatic, textOf } from '../../../lib/test-render';
import { ProductPaymentPlan } from './product-payment-plan';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the payment plan on a product page (issue 18)', () => {
  it('escrow: everything at order, held until the buyer confirms delivery', async () => {
    const text = textOf(await renderStatic(<ProductPaymentPlan terms="escrow" />));
    expect(text).toContain('Paid in full at order, held in escrow until you confirm delivery');
    expect(text).not.toContain('released to the vendor');
  });

  it('advance: says the goods’ price reaches the vendor when they ship, before the buyer commits', async () => {
    const text = textOf(await renderStatic(<ProductPaymentPlan terms="advance" />));
    expect(text).toContain('the goods’ price is released to the vendor when they ship');
    expect(text).not.toContain('held in escrow until you confirm delivery');
  });

  it('30-70: the split, the deposit released at shipment, and the keep-deposit rule', async () => {
    const text = textOf(await renderStatic(<ProductPaymentPlan terms="30-70" />));
    expect(text).toContain('30% deposit at order · 70% and shipping before shipment');
    expect(text).toContain('The deposit is released to the vendor when the goods ship');
    expect(text).toContain('the vendor may cancel and keep the deposit');
  });

  it('in French and Arabic the release rule is in the buyer’s language', async () => {
    const fr = textOf(await renderStatic(<ProductPaymentPlan terms="50-50" />, { lang: 'fr' }));
    expect(fr).toContain('L’acompte est versé au vendeur à l’expédition');
    const ar = textOf(await renderStatic(<ProductPaymentPlan terms="50-50" />, { lang: 'ar' }));
    expect(ar).toContain('يُفرج عن العربون للبائع عند شحن البضائع');
  });
});
