import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@app/shared/constants';
import { seedArticles } from './kb-seed.ts';
import { buildLexicon, detectQuestionLanguage, type Lexicons } from './question-language.ts';

/** The lexicons the concierge builds from the seeded knowledge base. */
const lexicons = Object.fromEntries(
  LANGUAGES.map((l) => [
    l,
    buildLexicon(
      l,
      seedArticles()
        .filter((a) => a.language === l)
        .flatMap((a) => [a.title, a.body, a.tags.join(' ')]),
    ),
  ]),
) as unknown as Lexicons;

describe('the language of a question', () => {
  const cases: [string, string][] = [
    ['Quels frais paient les vendeurs ?', 'fr'],
    ["L'inscription est gratuite ?", 'fr'],
    ['Bonjour', 'fr'],
    ['How long does delivery take?', 'en'],
    ['hello', 'en'],
    ['How do I get my money back?', 'en'],
    ['Owó iṣẹ́ wo ni olùtajà ń san?', 'yo'],
    ['bawo ni escrow se n sise', 'yo'],
    ['Elo ni owo ise oluta?', 'yo'],
    ['Wane kuɗi masu sayarwa ke biya?', 'ha'],
    ['nawa ne kudin mai sayarwa', 'ha'],
    ['Sannu', 'ha'],
    ['ما رقم هاتفكم؟', 'ar'],
    ['هل تقبلون PayPal؟', 'ar'],
  ];
  for (const [question, language] of cases) {
    it(`"${question}" is ${language}, whatever the page`, () => {
      for (const page of LANGUAGES)
        expect(detectQuestionLanguage(question, page, lexicons).language, `on a ${page} page`).toBe(language);
    });
  }

  it('keeps the page language when the question gives no clue, and says it is not sure', () => {
    for (const question of ['PayPal?', 'OK', 'DHL', '$750']) {
      const guess = detectQuestionLanguage(question, 'ha', lexicons);
      expect(guess, question).toMatchObject({ language: 'ha', confident: false });
    }
  });

  it('is confident when the words say so', () => {
    expect(detectQuestionLanguage('Combien de temps prend la livraison ?', 'en', lexicons)).toMatchObject({
      language: 'fr',
      confident: true,
    });
  });
});
