import { describe, expect, it } from 'vitest';
import { detectIntent, findAmountCents, findOrderRef } from './intents.ts';

describe('intent detection per language', () => {
  const cases: [string, Parameters<typeof detectIntent>[1], string | null][] = [
    ['Where is my order?', 'en', 'order_status'],
    ['Track order 3F2A9C1B', 'en', 'order_status'],
    ['What is the fee for $750?', 'en', 'fee_calculation'],
    ['What are the fees?', 'en', null],
    ['What is my verification status?', 'en', 'verification_status'],
    ['How do I open a dispute?', 'en', 'open_dispute'],
    ['I want to talk to a human agent', 'en', 'escalate'],
    ['hello', 'en', 'greeting'],
    ['How does escrow work?', 'en', null],
    ['Où est ma commande ?', 'fr', 'order_status'],
    ['Quels sont les frais pour 750 $ ?', 'fr', 'fee_calculation'],
    ['Comment ouvrir un litige ?', 'fr', 'open_dispute'],
    ['Je veux parler à un conseiller', 'fr', 'escalate'],
    ['Ibo ni ọjà mi wà?', 'yo', 'order_status'],
    ['Èló ni owó iṣẹ́ fún $300?', 'yo', 'fee_calculation'],
    ['Mo fẹ́ bá ènìyàn sọ̀rọ̀', 'yo', 'escalate'],
    ['Ina odata take?', 'ha', 'order_status'],
    ['Nawa ne kuɗin sabis na $400?', 'ha', 'fee_calculation'],
    ['Ta yaya zan buɗe takaddama?', 'ha', 'open_dispute'],
    ['أين طلبي؟', 'ar', 'order_status'],
    ['ما الرسوم على 750 دولار؟', 'ar', 'fee_calculation'],
    ['أريد التحدث مع موظف', 'ar', 'escalate'],
    ['كيف أفتح نزاعا؟', 'ar', 'open_dispute'],
  ];
  for (const [message, language, intent] of cases) {
    it(`${language}: "${message}" -> ${intent ?? 'knowledge base'}`, () => {
      expect(detectIntent(message, language).intent).toBe(intent);
    });
  }
});

describe('amounts and order references', () => {
  it('reads amounts with currency signs, words and separators', () => {
    expect(findAmountCents('fee for $750')).toBe(75_000);
    expect(findAmountCents('frais pour 1 200,50 $')).toBe(120_050);
    expect(findAmountCents('fees on 1,200.50 dollars')).toBe(120_050);
    expect(findAmountCents('ما الرسوم على 750 دولار')).toBe(75_000);
    expect(findAmountCents('no amount here')).toBeNull();
  });

  it('finds an order reference or a whole order id', () => {
    expect(findOrderRef('where is order 3f2a9c1b?')).toBe('3F2A9C1B');
    expect(findOrderRef('status of 0b6f1b0e-4a7c-4f51-9a52-0e7d1c2b3a4d')).toBe('0b6f1b0e-4a7c-4f51-9a52-0e7d1c2b3a4d');
    expect(findOrderRef('what is the fee for 750')).toBeNull();
  });
});
