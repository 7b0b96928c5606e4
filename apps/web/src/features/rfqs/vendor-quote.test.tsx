import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductDto } from '@app/shared/catalog';
import { i18n } from '../../i18n/i18n';
import { renderStatic, textOf } from '../../lib/test-render';
import { sendRfqQuote } from './api/send-rfq-quote';
import { QuotaMeter } from './components/quota-meter';
import { VendorQuoteForm } from './components/vendor-quote-form';
import { VendorRfqView } from './components/vendor-rfq-view';
import { parseQuoteForm, quotableProducts, quoteDefaults } from './quote-form';
import { detailFixture, quoteFixture, rfqFixture } from './rfq-fixture';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

function product(changes: Partial<ProductDto>): ProductDto {
  return {
    id: 'p-1',
    name: 'Dried ginger',
    category: 'agriculture-farming',
    description: '',
    price: '2.40',
    priceCents: 240,
    currency: 'USD',
    minOrder: 100,
    unit: 'KG',
    stock: null,
    availableStock: 999_999,
    specifications: '',
    origin: 'Nigeria',
    certifications: '',
    shippingWeight: null,
    shippingDimensions: '',
    shippingMode: 'calculated',
    flatShipping: null,
    leadTime: 10,
    paymentTerms: 'escrow',
    priceTiers: [],
    tags: [],
    images: [],
    vendorId: 'vendor-1',
    vendorName: 'Kaduna Spice Co.',
    vendorCountry: 'Nigeria',
    isVerified: true,
    status: 'active',
    createdAt: '2026-11-01T00:00:00Z',
    views: 0,
    rating: 0,
    reviews: 0,
    ...changes,
  };
}

const products = [
  product({ id: 'p-1', name: 'Dried ginger' }),
  product({ id: 'p-2', name: 'Cashew nuts', category: 'raw-food-health' }),
  product({ id: 'p-3', name: 'Old ginger lot', status: 'inactive' }),
  product({ id: 'p-4', name: 'Fresh ginger', price: '1.80', priceCents: 180 }),
];
const rfq = rfqFixture();
const NOW = new Date('2026-11-20T09:00:00Z');

/** The `value` of the selected option of the select named `name`. */
const selected = (html: string, name: string) =>
  new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`, 's')
    .exec(html)?.[1]
    ?.match(/<option value="([^"]*)" selected="">/)?.[1];
const inputValue = (html: string, name: string) =>
  new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0].match(/value="([^"]*)"/)?.[1];

describe("the vendor's quote on a buying request", () => {
  it('quotes only their active products in the request’s category', () => {
    expect(quotableProducts(products, rfq.category).map((p) => p.id)).toEqual(['p-1', 'p-4']);
  });

  it('starts from the request: its quantity, currency and Incoterm, valid until it closes', () => {
    expect(quoteDefaults(rfq, products[0], NOW)).toEqual({
      productId: 'p-1',
      unitPrice: '2.40',
      currency: 'USD',
      quantity: '1000',
      leadTimeDays: '10',
      incoterm: 'CIF',
      shippingEstimate: '',
      validUntil: '2099-12-31',
      note: '',
    });
    // a request closing tomorrow: the quote stays valid a week
    expect(quoteDefaults(rfqFixture({ closesOn: '2026-11-21' }), undefined, NOW).validUntil).toBe('2026-11-27');
    // another currency than the product's: no price is guessed
    expect(quoteDefaults(rfqFixture({ currency: 'EUR' }), products[0], NOW).unitPrice).toBe('');
  });

  it('draws the form with those defaults and the products to choose from', async () => {
    const html = await renderStatic(
      createElement(VendorQuoteForm, { rfq, products: quotableProducts(products, rfq.category) }),
    );
    const options = [
      ...(/<select[^>]*name="productId"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? '').matchAll(
        /<option value="([^"]*)"/g,
      ),
    ].map((m) => m[1]);
    expect(options).toEqual(['p-1', 'p-4']);
    expect(selected(html, 'productId')).toBe('p-1');
    expect(selected(html, 'incoterm')).toBe('CIF');
    expect(selected(html, 'currency')).toBe('USD');
    expect(inputValue(html, 'quantity')).toBe('1000');
    expect(inputValue(html, 'unitPrice')).toBe('2.40');
    expect(textOf(html)).toContain('Listed at $2.40 per kg');
  });

  it('checks the quote with the shared contract', () => {
    const bad = parseQuoteForm({ ...quoteDefaults(rfq, undefined, NOW), unitPrice: '', quantity: '' });
    expect(bad.success).toBe(false);
    const fields = bad.success ? [] : bad.error.issues.map((i) => String(i.path[0]));
    expect(fields).toEqual(expect.arrayContaining(['productId', 'unitPrice', 'quantity']));
  });

  it('sends the quote, with the product chosen, to the request', async () => {
    const calls: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (url === '/api/auth/session') return Promise.resolve(Response.json({ csrfToken: 'token' }));
        calls.push({ url, method: init?.method ?? 'GET', body: JSON.parse(init?.body as string) });
        return Promise.resolve(Response.json(quoteFixture(), { status: 201 }));
      }),
    );
    const parsed = parseQuoteForm({
      ...quoteDefaults(rfq, products[0], NOW),
      productId: '3f1c9a52-6a7e-4c55-9d43-0c6a1f0e2b11',
      shippingEstimate: '300',
      note: 'Grade A, 25 kg bags',
    });
    if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
    await sendRfqQuote('rfq-1', parsed.data);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/rfqs/rfq-1/quotes']);
    expect(calls[0]?.body).toMatchObject({
      productId: '3f1c9a52-6a7e-4c55-9d43-0c6a1f0e2b11',
      unitPrice: '2.40',
      currency: 'USD',
      quantity: 1000,
      leadTimeDays: 10,
      incoterm: 'CIF',
      shippingEstimate: '300',
      validUntil: '2099-12-31',
      note: 'Grade A, 25 kg bags',
    });
  });

  it('counts the monthly quota', async () => {
    expect(textOf(await renderStatic(createElement(QuotaMeter, { quota: { used: 3, limit: 20 } })))).toBe(
      '3 of 20 quotes this month',
    );
    const full = textOf(await renderStatic(createElement(QuotaMeter, { quota: { used: 20, limit: 20 } })));
    expect(full).toContain("You have used this month's quotes.");
    expect(
      textOf(await renderStatic(createElement(QuotaMeter, { quota: { used: 3, limit: 20 } }), { lang: 'fr' })),
    ).toBe('3 devis sur 20 ce mois-ci');
  });

  it('shows the vendor their own quote instead of the form once they quoted', async () => {
    const detail = detailFixture({ role: 'vendor', quotes: [quoteFixture({ id: 'mine', conversationId: 'conv-9' })] });
    const html = await renderStatic(createElement(VendorRfqView, { detail }));
    expect(html).toContain('data-testid="my-quote"');
    expect(html).toContain('href="/messages/conv-9"');
    expect(html).not.toContain('name="unitPrice"');
    expect(html).not.toContain('data-testid="quote-accept"');
  });
});
