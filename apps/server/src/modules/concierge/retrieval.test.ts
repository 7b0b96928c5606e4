import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@app/shared/constants';
import { BUYER_FEE_TIER1_BPS, BUYER_FEE_TIER2_LIMIT_CENTS } from '@app/shared/fees';
import { seedArticles } from './kb-seed.ts';
import { SEED_ARTICLES } from './kb-seed-data.ts';
import { RETRIEVAL_QUESTIONS } from './retrieval-questions.ts';
import { Bm25Index, normalize, tokenize } from './retrieval.ts';

describe('normalisation and tokens', () => {
  it('strips French accents, Yoruba tone marks and Hausa hooked letters', () => {
    expect(normalize('Séquestre LIVRAISON', 'fr')).toBe('sequestre livraison');
    expect(normalize('Ìfijíṣẹ́ ọjà', 'yo')).toBe('ifijise oja');
    expect(normalize('Kuɗin ƙasashen', 'ha')).toBe('kudin kasashen');
  });

  it('normalises Arabic alef, alef maqsura and ta marbuta forms and strips harakat', () => {
    expect(normalize('أإآا', 'ar')).toBe('اااا');
    expect(normalize('مستشفى', 'ar')).toBe('مستشفي');
    expect(normalize('الشحنة', 'ar')).toBe('الشحنه');
    expect(normalize('رُسُوم', 'ar')).toBe('رسوم');
  });

  it('drops stop words and strips the Arabic article', () => {
    expect(tokenize('What are the fees?', 'en')).toEqual(['fee']);
    expect(tokenize('الرسوم', 'ar')).toEqual(['رسوم']);
  });
});

describe('seed articles', () => {
  it('cover every slug in all five languages', () => {
    const slugs = new Set(SEED_ARTICLES.map((a) => a.slug));
    for (const slug of slugs) {
      expect(SEED_ARTICLES.filter((a) => a.slug === slug).map((a) => a.language).sort()).toEqual([...LANGUAGES].sort());
    }
  });

  it('take their numbers from the shared constants', () => {
    const fees = seedArticles().filter((a) => a.slug === 'buyer-fees');
    for (const a of fees) {
      expect(a.body).not.toMatch(/\{\{/);
      expect(a.body).toContain(`${BUYER_FEE_TIER1_BPS / 100}`);
    }
    expect(fees.find((a) => a.language === 'en')!.body).toContain(new Intl.NumberFormat('en-US').format(BUYER_FEE_TIER2_LIMIT_CENTS / 100));
  });
});

describe('passages', () => {
  it("answers with the paragraph that answers the title's question when the question is the title's", () => {
    const en = seedArticles().filter((a) => a.language === 'en');
    const index = new Bm25Index('en', en.map((a) => ({ id: a.slug, ...a })));
    expect(index.search('How does escrow work?', 1)[0]!.passage).toMatch(/^When you pay/);
    expect(index.search('When do I receive my money as a vendor?', 1)[0]!.passage).toMatch(/^When do I receive my money/);
  });
});

describe('retrieval quality (BM25, top-1 on a fixed question set)', () => {
  const articles = seedArticles();
  const figures: Record<string, string> = {};

  for (const lang of LANGUAGES) {
    it(`finds the right article first for most ${lang} questions`, () => {
      const index = new Bm25Index(lang, articles.filter((a) => a.language === lang).map((a) => ({ id: `${a.slug}:${a.language}`, ...a })));
      const questions = RETRIEVAL_QUESTIONS[lang];
      expect(questions.length).toBeGreaterThanOrEqual(6);
      const misses: string[] = [];
      let right = 0;
      for (const [q, slug] of questions) {
        const top = index.search(q, 1)[0]?.doc.slug;
        if (top === slug) right += 1;
        else misses.push(`${q} -> ${top ?? 'nothing'} (want ${slug})`);
      }
      const share = right / questions.length;
      figures[lang] = `${right}/${questions.length} (${Math.round(share * 100)}%)`;
      console.log(`retrieval top-1 ${lang}: ${figures[lang]}${misses.length ? `; misses: ${misses.join(' | ')}` : ''}`);
      expect(share).toBeGreaterThanOrEqual(0.8);
    });
  }
});
