import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfferDto } from '@app/shared/offers';
import { i18n } from '../../../i18n/i18n';
import { stripBidi } from '../../../lib/bidi';
import { renderStatic, textOf } from '../../../lib/test-render';
import { offerFixture } from '../offer-fixture';
import { CounterDialog } from './counter-dialog';
import { OfferCard } from './offer-card';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

const card = async (offer: OfferDto, viewer: 'buyer' | 'vendor' | 'admin', lang: 'en' | 'ar' | 'fr' = 'en') => {
  const html = await renderStatic(createElement(OfferCard, { offer, viewer }), { lang });
  return textOf(/data-testid="offer-payment-plan"[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? '');
};

const KEEP = 'If you leave the balance unpaid 14 days after the supplier asks for it';

describe('the payment plan on the quote card', () => {
  it('a 30-70 quote: the split, and the deposit rule for the buyer who accepts it', async () => {
    const plan = await card(offerFixture({ paymentTerms: '30-70' }), 'buyer');
    expect(plan).toBe(
      'Payment: 30% deposit, 70% before shipment ' +
        'If you leave the balance unpaid 14 days after the supplier asks for it, the supplier may cancel and keep the deposit.',
    );
  });

  it('the vendor and the admin read the plan without the buyer-facing rule', async () => {
    expect(await card(offerFixture({ paymentTerms: '50-50' }), 'vendor')).toBe(
      'Payment: 50% deposit, 50% before shipment',
    );
    expect(await card(offerFixture({ paymentTerms: '30-70' }), 'admin')).not.toContain(KEEP);
  });

  it('plans paid in full at order have no deposit rule', async () => {
    expect(await card(offerFixture({ paymentTerms: 'escrow' }), 'buyer')).toBe(
      'Payment: in full at order, held in escrow',
    );
    expect(await card(offerFixture({ paymentTerms: 'advance' }), 'buyer')).toBe(
      'Payment: in full in advance, held in escrow',
    );
    expect(await card(offerFixture({ paymentTerms: 'letter-of-credit' }), 'buyer')).toContain('letter of credit');
  });

  it('in French and in Arabic', async () => {
    expect(await card(offerFixture({ paymentTerms: '30-70' }), 'vendor', 'fr')).toBe(
      'Paiement : acompte de 30 %, 70 % avant l’expédition',
    );
    const ar = await card(offerFixture({ paymentTerms: '30-70' }), 'buyer', 'ar');
    // Digits as Intl writes them for "ar" (Latin here, with direction marks around the percent sign).
    expect(stripBidi(ar)).toMatch(/^الدفع: دفعة مقدّمة (30|٣٠)٪?%?، و(70|٧٠)٪?%? قبل الشحن/);
    expect(ar).toContain('يجوز للمورّد الإلغاء والاحتفاظ بالدفعة المقدّمة');
  });
});

describe('the counter-offer dialog', () => {
  it('tells the buyer the quoted plan stays', async () => {
    const html = await renderStatic(
      createElement(CounterDialog, {
        open: true,
        onClose: () => undefined,
        offer: offerFixture({ paymentTerms: '30-70' }),
      }),
    );
    const text = textOf(/data-testid="counter-plan"[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? '');
    expect(text).toBe(
      'Payment: 30% deposit, 70% before shipment ' +
        'Your proposal changes the price only; the payment plan stays as quoted.',
    );
  });
});

describe('a quote answering a buying request', () => {
  it('is compared and accepted on the request: a link there instead of Accept', async () => {
    const html = await renderStatic(
      createElement(OfferCard, { offer: offerFixture({ rfqId: 'rfq-7' }), viewer: 'buyer' }),
    );
    expect(html).toContain('href="/rfqs/rfq-7"');
    expect(textOf(html)).toContain('Compare on the buying request');
    expect(textOf(html)).not.toMatch(/\bAccept\b/);
  });

  it('a quote without a request keeps its Accept button', async () => {
    const html = await renderStatic(createElement(OfferCard, { offer: offerFixture(), viewer: 'buyer' }));
    expect(html).not.toContain('/rfqs/');
    expect(textOf(html)).toMatch(/\bAccept\b/);
  });
});
