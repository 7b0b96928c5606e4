import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { LANGUAGES } from '@app/shared/constants';
import en from '../../../i18n/locales/en/marketing.json';
import fr from '../../../i18n/locales/fr/marketing.json';
import yo from '../../../i18n/locales/yo/marketing.json';
import ha from '../../../i18n/locales/ha/marketing.json';
import ar from '../../../i18n/locales/ar/marketing.json';
import {
  askConcierge,
  cannedReply,
  matchTopic,
  normalizeText,
  parseKeywords,
  scoreKeywords,
} from './concierge-answers';

const catalogues = { en, fr, yo, ha, ar };

async function makeI18n() {
  const instance = i18next.createInstance();
  await instance.init({
    resources: Object.fromEntries(Object.entries(catalogues).map(([lng, marketing]) => [lng, { marketing }])),
    lng: 'en',
    fallbackLng: false,
    ns: ['marketing'],
    defaultNS: 'marketing',
    interpolation: { escapeValue: false },
  });
  return instance;
}

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, unknown> {
  return Object.entries(obj).reduce<Record<string, unknown>>((acc, [k, v]) => {
    if (v && typeof v === 'object') Object.assign(acc, flatten(v as Record<string, unknown>, `${prefix}${k}.`));
    else acc[`${prefix}${k}`] = v;
    return acc;
  }, {});
}

describe('marketing catalogues', () => {
  const enKeys = Object.keys(flatten(en)).sort();
  it.each(LANGUAGES)('%s has the same keys as en and no empty value', (lng) => {
    const flat = flatten(catalogues[lng]);
    expect(Object.keys(flat).sort()).toEqual(enKeys);
    for (const [key, value] of Object.entries(flat)) {
      expect(typeof value === 'string' && value.trim().length > 0, `${lng}:${key}`).toBe(true);
    }
  });
});

describe('keyword matching', () => {
  it('normalizes accents and diacritics', () => {
    expect(normalizeText('Ìfijíṣẹ́')).toBe('ifijise');
    expect(normalizeText('Séquestre')).toBe('sequestre');
    expect(normalizeText('الشَّحن')).toBe('الشحن');
  });
  it('matches short keywords only as whole words', () => {
    expect(scoreKeywords('shipping time', parseKeywords('hi'))).toBe(0);
    expect(scoreKeywords('hi there', parseKeywords('hi'))).toBe(1);
    expect(scoreKeywords('what are the fees?', parseKeywords('fee, fees'))).toBe(1);
  });
  it('prefers a topic over a greeting', () => {
    const lists: Record<string, string[]> = { greeting: ['hello'], fees: ['fees'] };
    expect(matchTopic('hello, what are the fees', (tp) => lists[tp] ?? [])).toBe('fees');
    expect(matchTopic('hello', (tp) => lists[tp] ?? [])).toBe('greeting');
    expect(matchTopic('weather?', (tp) => lists[tp] ?? [])).toBe('fallback');
  });
});

describe('canned concierge', () => {
  const cases: Array<[(typeof LANGUAGES)[number], string, string]> = [
    ['en', 'What are the fees?', 'fees'],
    ['en', 'How does escrow work?', 'escrow'],
    ['en', 'How long is shipping?', 'shipping'],
    ['en', 'Which documents for verification?', 'verification'],
    ['en', 'I want to open a dispute', 'disputes'],
    ['en', 'How can I contact a human agent?', 'support'],
    ['en', 'Hello', 'greeting'],
    ['en', 'What is the weather like?', 'fallback'],
    ['fr', 'Quels sont les frais ?', 'fees'],
    ['fr', 'Comment fonctionne le séquestre ?', 'escrow'],
    ['fr', 'Combien de temps dure la livraison ?', 'shipping'],
    ['fr', 'Bonjour', 'greeting'],
    ['yo', 'Èló ni owó iṣẹ́?', 'fees'],
    ['yo', 'Báwo ni escrow ṣe ń ṣiṣẹ́?', 'escrow'],
    ['yo', 'Ìfiránṣẹ́ máa ń pẹ́ tó?', 'shipping'],
    ['ha', 'Nawa ne kuɗin sabis?', 'fees'],
    ['ha', 'Yaya asusun amana ke aiki?', 'escrow'],
    ['ha', 'Har yaushe jigila ke ɗauka?', 'shipping'],
    ['ha', 'Sannu', 'greeting'],
    ['ar', 'ما هي الرسوم؟', 'fees'],
    ['ar', 'كيف يعمل الضمان؟', 'escrow'],
    ['ar', 'كم يستغرق الشحن؟', 'shipping'],
    ['ar', 'مرحبا', 'greeting'],
    ['ha', 'What are the fees?', 'fees'],
  ];
  it.each(cases)('%s: %s -> %s', async (lng, text, topic) => {
    const i18n = await makeI18n();
    const reply = cannedReply(i18n, text, lng);
    expect(reply.topic).toBe(topic);
    expect(reply.language).toBe(lng);
    expect(reply.content).not.toMatch(/chat\.answers|\{\{/);
  });
  it('the suggested questions of every language find their topic', async () => {
    const i18n = await makeI18n();
    for (const lng of LANGUAGES) {
      const t = i18n.getFixedT(lng, 'marketing');
      expect((await askConcierge(i18n, t('chat.suggestFees'), lng)).topic, lng).toBe('fees');
      expect((await askConcierge(i18n, t('chat.suggestEscrow'), lng)).topic, lng).toBe('escrow');
      expect((await askConcierge(i18n, t('chat.suggestShipping'), lng)).topic, lng).toBe('shipping');
    }
  });
});
