import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bpsToPercentText } from '@app/shared/fees';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { ensureAdmin } from '../auth/auth.service.ts';
import * as repo from './concierge.repository.ts';
import { ensureKnowledgeBase } from './knowledge-base.service.ts';

/**
 * Issue 25: the concierge answers in the language of the question, tells vendor and buyer questions apart, says
 * honestly when it does not know (and offers a person), and quotes fees from the fee tiers in force.
 */
let env: TestEnv;
let admin: ApiClient;

beforeAll(async () => {
  env = await createTestEnv();
  await ensureAdmin(env.deps, 'answers-admin@example.com', 'Answers-Admin-Pass-123');
  admin = new ApiClient(env.app);
  await admin.post('/api/auth/login', { email: 'answers-admin@example.com', password: 'Answers-Admin-Pass-123' });
});
afterAll(async () => {
  await env.close();
});

const ask = (message: string, language = 'en') =>
  new ApiClient(env.app).post('/api/concierge/ask', { message, language });

describe('the language of the answer', () => {
  it('answers a French question on an English page in French, and stores both in French', async () => {
    const res = await ask('Quels frais paient les vendeurs ?', 'en');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.reply).toMatchObject({ language: 'fr', intent: 'knowledge' });
    expect(res.body.reply.content).toMatch(/frais vendeur de 5 %/);
    expect(res.body.reply.sources[0]).toMatchObject({ slug: 'seller-fees', url: '/help/seller-fees?lang=fr' });
    expect(res.body.userMessage.language).toBe('fr');
  });

  it('answers an Arabic question on a French page in Arabic, and an English one on a Hausa page in English', async () => {
    const ar = await ask('كم يوما يستغرق الشحن؟', 'fr');
    expect(ar.body.reply).toMatchObject({
      language: 'ar',
      sources: [expect.objectContaining({ slug: 'shipping-times' })],
    });
    const en = await ask('How much do sellers pay per sale?', 'ha');
    expect(en.body.reply).toMatchObject({
      language: 'en',
      sources: [expect.objectContaining({ slug: 'seller-fees' })],
    });
  });
});

describe('vendor and buyer questions', () => {
  it('gives vendors the seller fee and buyers the buyer fee', async () => {
    const vendor = await ask('What fees do vendors pay?');
    expect(vendor.body.reply.sources[0].slug).toBe('seller-fees');
    expect(vendor.body.reply.content).toMatch(/seller fee of 5%/);
    const buyer = await ask('What fees do buyers pay?');
    expect(buyer.body.reply.sources[0].slug).toBe('buyer-fees');
    expect(buyer.body.reply.content).toMatch(/10% up to \$500/);
  });
});

describe('questions the knowledge base does not cover', () => {
  it('says it does not know, offers a person, and cites no article', async () => {
    for (const [q, lang] of [
      ['cocoa price per tonne?', 'en'],
      ["What's the weather in Lagos tomorrow?", 'en'],
      ['Quel est le prix du cacao à la tonne ?', 'fr'],
    ] as const) {
      const res = await ask(q, 'en');
      expect(res.body.reply.intent, q).toBe('fallback');
      expect(res.body.reply.language, q).toBe(lang);
      expect(res.body.reply.sources, q).toEqual([expect.objectContaining({ kind: 'link', url: '/contact' })]);
    }
    const res = await ask('cocoa price per tonne?');
    expect(res.body.reply.content).toMatch(/I don't know/);
    expect(res.body.reply.content).toMatch(/Talk to a person/);
    expect(res.body.reply.content).not.toMatch(/images per product/);
  });
});

describe('figures', () => {
  it('quotes the buyer fee tiers in force: an admin change shows in the next answer and in the help article', async () => {
    const put = await admin.put('/api/admin/fee-tiers', {
      tiers: [
        { upToCents: 200_000, rateBps: 750 },
        { upToCents: null, rateBps: 250 },
      ],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const answer = await ask('What fees do buyers pay?');
    expect(answer.body.reply.content).toContain(
      `${bpsToPercentText(750)}% up to $2,000 and ${bpsToPercentText(250)}% above $2,000`,
    );
    const fr = await ask('Quels frais paient les acheteurs ?', 'fr');
    expect(fr.body.reply.content).toContain(`7,5 % jusqu'à ${new Intl.NumberFormat('fr-FR').format(2000)} $`);
    const article = await new ApiClient(env.app).get('/api/concierge/articles/buyer-fees?lang=en');
    expect(article.body.body).toContain('7.5% up to $2,000');
    const calc = await ask('What is the fee for $1500?');
    expect(calc.body.reply.content).toContain('$112.50');

    // The admin editor keeps the placeholder, so the article follows the next change too.
    const stored = (await admin.get('/api/admin/kb/articles?language=en')).body.items.find(
      (a: { slug: string }) => a.slug === 'buyer-fees',
    );
    expect(stored.body).toContain('{{buyerFeeTiers}}');
  });
});

describe('seeded articles on an existing installation', () => {
  it('brings articles nobody edited up to the current seed, and leaves edited ones alone', async () => {
    const rows = await repo.listArticles(env.deps.db, 'en');
    const untouched = rows.find((r) => r.slug === 'payment-methods')!;
    const edited = rows.find((r) => r.slug === 'customs')!;
    const old = new Date('2026-01-01T00:00:00Z');
    // An old installation: the figures were copied into the text.
    await repo.updateArticle(env.deps.db, untouched.id, {
      body: 'By card or PayPal wallet. For orders above $1,000 contact our support team.',
      tags: ['payments'],
      createdAt: old,
      updatedAt: old,
    });
    await repo.updateArticle(env.deps.db, edited.id, {
      body: 'Our own customs text.',
      createdAt: old,
      updatedAt: new Date('2026-02-01T00:00:00Z'),
    });

    expect(await ensureKnowledgeBase(env.deps)).toBeGreaterThanOrEqual(1);
    const after = await repo.listArticles(env.deps.db, 'en');
    expect(after.find((r) => r.id === untouched.id)!.body).toContain('{{cardMax}}');
    expect(after.find((r) => r.id === untouched.id)!.tags).toContain('bank transfer');
    expect(after.find((r) => r.id === edited.id)!.body).toBe('Our own customs text.');
    expect(await ensureKnowledgeBase(env.deps)).toBe(0);
  });
});
