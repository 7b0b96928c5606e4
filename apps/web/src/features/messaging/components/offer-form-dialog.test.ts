import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConversationDto } from '@app/shared/messaging';
import type { OfferDto } from '@app/shared/offers';
import { i18n } from '../../../i18n/i18n';
import { sendOffer } from '../api/send-offer';
import { parseOfferForm, type OfferFormValues } from '../offer-form-values';
import { renderStatic, textOf } from '../../../lib/test-render';
import { offerFixture } from '../offer-fixture';
import { OfferFormDialog } from './offer-form-dialog';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const conversation: ConversationDto = {
  id: 'conv-1',
  productId: 'product-1',
  productName: 'Shea butter',
  productImageUrl: null,
  rfqId: null,
  buyerId: 'buyer-1',
  vendorId: 'vendor-1',
  myRole: 'vendor',
  counterpartName: 'Ada',
  lastMessage: '',
  lastMessageKind: 'inquiry',
  lastMessageAt: '2026-11-20T10:00:00.000Z',
  unreadCount: 0,
  status: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  buyerName: 'Ada',
  vendorName: 'Kano Shea Co.',
  productMinOrder: 100,
  productUnit: 'KG',
  productCurrency: 'USD',
  messages: [],
};

const form = (offers?: OfferDto[]) =>
  renderStatic(createElement(OfferFormDialog, { open: true, onClose: () => undefined, conversation, offers }));

/** The value of the selected option of the plan select. */
const selectedPlan = (html: string) =>
  /data-testid="offer-plan"[^>]*>(.*?)<\/select>/s.exec(html)?.[1]?.match(/<option value="([^"]*)" selected="">/)?.[1];

const values = (plan: OfferFormValues['plan']): OfferFormValues => ({
  unitPrice: '12.50',
  currency: 'USD',
  quantity: '100',
  leadTimeDays: '14',
  incoterm: 'FOB',
  plan,
  shippingEstimate: '',
  validUntil: '2099-12-31',
  note: '',
});

describe('the payment plan in the quote form', () => {
  it("offers every plan, defaults to the product's terms, and says what that means", async () => {
    const html = await form();
    expect(selectedPlan(html)).toBe('');
    const options = [...html.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
    expect(options).toEqual(expect.arrayContaining(['', 'advance', '50-50', '30-70', 'letter-of-credit', 'escrow']));
    const text = textOf(html);
    expect(text).toContain('Payment plan');
    expect(text).toContain("The product's terms");
    expect(text).toContain('The payment terms set on the product apply.');
  });

  it('answering a countered quote starts from its plan, with the deposit rule for the vendor', async () => {
    const html = await form([
      offerFixture({ id: 'old', status: 'SUPERSEDED', paymentTerms: 'escrow', createdAt: '2026-11-19T10:00:00Z' }),
      offerFixture({ id: 'open', status: 'SENT', paymentTerms: '30-70' }),
    ]);
    expect(selectedPlan(html)).toBe('30-70');
    const hint = textOf(/data-testid="offer-plan-hint">(.*?)<\/span><\/p>/s.exec(html)?.[1] ?? '');
    expect(hint).toBe(
      '30% deposit at order; 70% and the shipping when you mark the goods ready to ship' +
        ' If the buyer leaves the balance unpaid 14 days after you ask, you may cancel and keep the deposit.',
    );
  });

  it('a closed quote does not set the plan of the next one', async () => {
    expect(selectedPlan(await form([offerFixture({ status: 'REJECTED', paymentTerms: '50-50' })]))).toBe('');
  });

  it('in Arabic', async () => {
    const html = await renderStatic(
      createElement(OfferFormDialog, {
        open: true,
        onClose: () => undefined,
        conversation,
        offers: [offerFixture({ paymentTerms: '50-50' })],
      }),
      { lang: 'ar' },
    );
    const text = textOf(html);
    expect(text).toContain('خطة الدفع');
    expect(text).toContain('دفعة مقدّمة');
    expect(text).toContain('يجوز لك الإلغاء والاحتفاظ بالدفعة المقدّمة');
  });

  it('sends the chosen plan as paymentTerms, and nothing for the product terms', async () => {
    const chosen = parseOfferForm(values('30-70'));
    expect(chosen.success && chosen.data.paymentTerms).toBe('30-70');
    const product = parseOfferForm(values(''));
    expect(product.success).toBe(true);
    expect(product.success && 'paymentTerms' in product.data).toBe(false);

    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (url === '/api/auth/session') return Promise.resolve(Response.json({ csrfToken: 'token' }));
        bodies.push(JSON.parse(init?.body as string));
        return Promise.resolve(Response.json(offerFixture({ paymentTerms: '30-70' })));
      }),
    );
    if (!chosen.success) throw new Error('the quote should be valid');
    await sendOffer('conv-1', chosen.data);
    expect(bodies).toEqual([expect.objectContaining({ unitPrice: '12.50', paymentTerms: '30-70' })]);
  });
});
