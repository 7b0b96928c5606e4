import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { renderStatic, textOf } from '../../lib/test-render';
import { acceptRfqQuote } from './api/accept-rfq-quote';
import { shortlistRfqQuote } from './api/shortlist-rfq-quote';
import { BuyerRfqView } from './components/buyer-rfq-view';
import { lowestLandedIds } from './compare';
import { detailFixture, quoteFixture, rfqFixture } from './rfq-fixture';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

// $2.00 a kg + $300 shipping on 1,000 kg: $2.30 landed; $2.20 with no shipping: $2.20 landed (the lowest);
// $2.10 + $500 shipping: $2.60 landed, although its unit price is the lowest.
const quotes = [
  quoteFixture({ id: 'a', vendorId: 'v-a', shippingEstimateCents: 30_000 }, { vendorName: 'Abuja Agro' }),
  quoteFixture(
    { id: 'b', vendorId: 'v-b', unitPriceCents: 220, conversationId: 'conv-b' },
    { vendorName: 'Benin Best' },
  ),
  quoteFixture(
    { id: 'c', vendorId: 'v-c', unitPriceCents: 210, shippingEstimateCents: 50_000 },
    { vendorName: 'Cape Co.' },
  ),
];

/** The opening tags of the elements marked `data-testid="<id>"` with their `data-offer`. */
function marked(html: string, testId: string): { offer: string; tag: string }[] {
  return [...html.matchAll(new RegExp(`<[^>]*data-testid="${testId}"[^>]*>`, 'g'))].map((m) => ({
    offer: /data-offer="([^"]*)"/.exec(m[0])?.[1] ?? '',
    tag: m[0],
  }));
}

const page = (detail = detailFixture({ quotes }), lang: 'en' | 'ar' = 'en') =>
  renderStatic(createElement(BuyerRfqView, { detail }), { lang });

describe('the lowest landed price', () => {
  it('is the lowest (unit x quantity + shipping) / quantity, not the lowest unit price', () => {
    expect(quotes.map((q) => q.landedUnitCents)).toEqual([230, 220, 260]);
    expect([...lowestLandedIds(quotes)]).toEqual(['b']);
  });

  it('counts ties and leaves out quotes no longer in the running', () => {
    const tie = quoteFixture({ id: 'd', unitPriceCents: 220 });
    expect([...lowestLandedIds([...quotes, tie])].sort()).toEqual(['b', 'd']);
    const declined = quoteFixture({ id: 'e', unitPriceCents: 100, status: 'REJECTED' });
    expect([...lowestLandedIds([...quotes, declined])]).toEqual(['b']);
    expect(lowestLandedIds([declined]).size).toBe(0);
  });

  it('compares quotes in different currencies by their landed price in US cents', () => {
    // ₦3,000 a kg is $2.00: lower than $2.20 although its own figure is far higher; €2.16 is $2.40
    const naira = quoteFixture({ id: 'ngn', currency: 'NGN', unitPriceCents: 300_000 }, { landedUnitUsdCents: 200 });
    const euro = quoteFixture({ id: 'eur', currency: 'EUR', unitPriceCents: 216 }, { landedUnitUsdCents: 240 });
    expect([...lowestLandedIds([...quotes, naira, euro])]).toEqual(['ngn']);
    expect([...lowestLandedIds([...quotes, euro])]).toEqual(['b']);
  });
});

describe("the buyer's comparison", () => {
  it('shows each quote in a table row and a card, the lowest landed one highlighted in both', async () => {
    const html = await page();
    expect(marked(html, 'quote-row').map((r) => r.offer)).toEqual(['a', 'b', 'c']);
    expect(marked(html, 'quote-card').map((r) => r.offer)).toEqual(['a', 'b', 'c']);
    const lowest = marked(html, 'quote-landed').filter((m) => m.tag.includes('data-lowest="true"'));
    expect(lowest).toHaveLength(2); // the row and the card of quote b
    const row = /data-testid="quote-row" data-offer="b">(.*?)<\/tr>/s.exec(html)?.[1] ?? '';
    expect(textOf(row)).toContain('Lowest landed price');
    expect(textOf(row)).toContain('$2.20');
    expect(textOf(row)).toContain('Benin Best');
    expect(textOf(row)).toContain('On time: 92%');
    const other = /data-testid="quote-row" data-offer="c">(.*?)<\/tr>/s.exec(html)?.[1] ?? '';
    expect(textOf(other)).not.toContain('Lowest landed price');
    expect(textOf(other)).toContain('$2.60');
    expect(textOf(other)).toContain('$500.00');
  });

  it('offers Accept on open quotes and a link to ask a question in the quote’s conversation', async () => {
    const html = await page();
    expect(html.match(/data-testid="quote-accept"/g)).toHaveLength(6); // three quotes, table and cards
    expect(html).toContain('href="/messages/conv-b"');
    expect(textOf(html)).toContain('Close request');
  });

  it('has no Accept once a quote is accepted, and sends the buyer to the cart', async () => {
    const accepted = [quoteFixture({ id: 'a', status: 'ACCEPTED' }), quoteFixture({ id: 'b', status: 'SENT' })];
    const html = await page(
      detailFixture({ rfq: rfqFixture({ status: 'AWARDED', awardedOfferId: 'a' }), quotes: accepted }),
    );
    expect(html).not.toContain('data-testid="quote-accept"');
    expect(html).toContain('data-testid="rfq-accepted"');
    expect(html).toContain('href="/cart"');
    expect(textOf(html)).toContain('Repost');
  });

  it('has no Accept after the closing day', async () => {
    const html = await page(detailFixture({ rfq: rfqFixture({ closesOn: '2020-01-31' }), quotes }));
    expect(html).not.toContain('data-testid="quote-accept"');
    expect(html).toContain('data-status="CLOSED"');
  });

  it('says so when no quote came yet', async () => {
    expect(textOf(await page(detailFixture()))).toContain('No quotes yet');
  });

  it('is drawn in Arabic', async () => {
    const text = textOf(await page(undefined, 'ar'));
    expect(text).toContain('أدنى سعر شاملًا التوصيل');
    expect(text).toContain('اطرح سؤالًا');
  });
});

describe('accepting a quote', () => {
  it('posts to the quote on its request', async () => {
    const calls: { url: string; method: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (url === '/api/auth/session') return Promise.resolve(Response.json({ csrfToken: 'token' }));
        calls.push({ url, method: init?.method ?? 'GET' });
        return Promise.resolve(Response.json(detailFixture()));
      }),
    );
    await acceptRfqQuote('rfq-1', 'b');
    expect(calls).toEqual([{ url: '/api/rfqs/rfq-1/quotes/b/accept', method: 'POST' }]);
  });
});

describe('the shortlist', () => {
  it('shows a pressed toggle on shortlisted quotes, and none to an admin', async () => {
    const marked3 = [quotes[0]!, { ...quotes[1]!, shortlisted: true }, quotes[2]!];
    const html = await page(detailFixture({ quotes: marked3 }));
    const toggles = [...html.matchAll(/<button[^>]*data-testid="quote-shortlist"[^>]*>/g)].map((m) => m[0]);
    // a table row and a card per quote
    expect(toggles).toHaveLength(6);
    expect(toggles.filter((tag) => tag.includes('aria-pressed="true"'))).toHaveLength(2);
    expect(textOf(html)).toContain('Shortlisted');
    const admin = await renderStatic(
      createElement(BuyerRfqView, { detail: detailFixture({ quotes: marked3 }), readOnly: true }),
      { lang: 'en' },
    );
    expect(admin).not.toContain('data-testid="quote-shortlist"');
  });

  it('posts the mark to the quote on its request', async () => {
    const calls: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) => {
        if (url === '/api/auth/session') return Promise.resolve(Response.json({ csrfToken: 'token' }));
        calls.push({ url, method: init?.method ?? 'GET', body: JSON.parse(init?.body as string) as unknown });
        return Promise.resolve(Response.json(detailFixture()));
      }),
    );
    await shortlistRfqQuote('rfq-1', 'c', true);
    expect(calls).toEqual([{ url: '/api/rfqs/rfq-1/quotes/c/shortlist', method: 'POST', body: { shortlisted: true } }]);
  });
});
