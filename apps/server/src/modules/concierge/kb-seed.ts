import { BRAND, LIMITS, TIMES, type Language } from '@app/shared/constants';
import { CARD_PAYMENT_MAX_CENTS, DEFAULT_FEE_TIERS, SELLER_FEE_BPS, type FeeTier } from '@app/shared/fees';
import { SEED_ARTICLES, type SeedArticle } from './kb-seed-data.ts';
import { SEED_KEYWORDS } from './kb-seed-keywords.ts';

const NUMBER_LOCALE: Record<Language, string> = { en: 'en-US', fr: 'fr-FR', yo: 'en-US', ha: 'en-US', ar: 'en-US' };

/** How a tier table reads in each language: "10% up to $500, 5% up to $1,000 and 1.5% above $1,000". */
const TIER_WORDS: Record<Language, { upTo: string; above: string; comma: string; and: string }> = {
  en: { upTo: '{{rate}}% up to {{limit}}', above: '{{rate}}% above {{limit}}', comma: ', ', and: ' and ' },
  fr: { upTo: "{{rate}} % jusqu'à {{limit}}", above: '{{rate}} % au-delà de {{limit}}', comma: ', ', and: ' et ' },
  yo: {
    upTo: '{{rate}}% títí dé {{limit}}',
    above: '{{rate}}% fún èyí tí ó ju {{limit}} lọ',
    comma: ', ',
    and: ' àti ',
  },
  ha: { upTo: '{{rate}}% har zuwa {{limit}}', above: '{{rate}}% sama da {{limit}}', comma: ', ', and: ' da ' },
  ar: { upTo: '{{rate}}% حتى {{limit}}', above: '{{rate}}% لما يتجاوز {{limit}}', comma: '، ', and: ' و' },
};

function number(v: number, language: Language): string {
  return new Intl.NumberFormat(NUMBER_LOCALE[language], { maximumFractionDigits: 2 }).format(v);
}

function pct(bps: number, language: Language = 'en'): string {
  return number(bps / 100, language);
}

/** Dollars as the articles write them: "$1,000" (en, yo, ha), "1 000 $" (fr), "1,000 دولار" (ar). */
export function usd(cents: number, language: Language): string {
  const n = number(cents / 100, language);
  if (language === 'fr') return `${n} $`;
  if (language === 'ar') return `${n} دولار`;
  return `$${n}`;
}

/** The buyer fee tiers as one phrase in `language`. */
export function tierPhrase(tiers: readonly FeeTier[], language: Language): string {
  const w = TIER_WORDS[language];
  const parts = tiers.map((t, i) => {
    const limit = t.upToCents === null ? (tiers[i - 1]?.upToCents ?? null) : t.upToCents;
    if (limit === null) return `${pct(t.rateBps, language)}${language === 'fr' ? ' %' : '%'}`;
    return fillTemplate(t.upToCents === null ? w.above : w.upTo, {
      rate: pct(t.rateBps, language),
      limit: usd(limit, language),
    });
  });
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(w.comma)}${w.and}${parts.at(-1)!}`;
}

/**
 * The values of the {{placeholders}} of the articles: product constants, and the buyer fee tiers in force (the
 * table admins edit; the seeded tiers when none are given).
 */
export function seedValues(language: Language, tiers: readonly FeeTier[] = DEFAULT_FEE_TIERS): Record<string, string> {
  const n = (v: number) => number(v, language);
  return {
    brand: BRAND.name,
    email: BRAND.supportEmail,
    phone: BRAND.supportPhone,
    buyerFeeTiers: tierPhrase(tiers, language),
    cardMax: usd(CARD_PAYMENT_MAX_CENTS, language),
    tier1Pct: pct(tiers[0]?.rateBps ?? 0),
    tier2Pct: pct(tiers[1]?.rateBps ?? tiers[0]?.rateBps ?? 0),
    sellerPct: pct(SELLER_FEE_BPS),
    tier1Limit: n((tiers[0]?.upToCents ?? 0) / 100),
    tier2Limit: n((tiers[1]?.upToCents ?? tiers[0]?.upToCents ?? 0) / 100),
    inspectionDays: String(TIMES.inspectionWindowDays),
    vendorResponseHours: String(TIMES.vendorDisputeResponseHours),
    reviewHours: String(TIMES.applicationReviewHours),
    maxMb: String(LIMITS.maxDocumentBytes / (1024 * 1024)),
    maxImages: String(LIMITS.maxProductImages),
    processingDays: TIMES.processingBusinessDays,
    deliveryDays: TIMES.deliveryBusinessDays,
    replyGeneral: String(TIMES.supportReplyHours.general),
    replyTech: String(TIMES.supportReplyHours.technical),
    replyUrgent: String(TIMES.supportReplyHours.urgent),
    replyPaper: String(TIMES.supportReplyHours.physicalForm),
  };
}

export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (m, key: string) => values[key] ?? m);
}

/**
 * An article's text with its {{placeholders}} filled from the shared constants, in the article's language. The
 * knowledge base stores the placeholders (seeded and admin-written articles alike), so every figure the concierge
 * quotes comes from the constants the product computes with.
 */
export function fillPlaceholders(
  text: string,
  language: Language,
  tiers: readonly FeeTier[] = DEFAULT_FEE_TIERS,
): string {
  return fillTemplate(text, seedValues(language, tiers));
}

/** The seed articles as stored: placeholders kept; tags = category + audience + the words people use for the topic. */
export function seedTemplates(): SeedArticle[] {
  return SEED_ARTICLES.map((a) => {
    const extra = SEED_KEYWORDS[a.slug];
    const tags = [
      ...new Set([...a.tags, ...(extra?.audience ? [extra.audience] : []), ...(extra?.words[a.language] ?? [])]),
    ];
    return { ...a, tags };
  });
}

/** The seed articles with every placeholder filled. */
export function seedArticles(): SeedArticle[] {
  return seedTemplates().map((a) => ({
    ...a,
    title: fillPlaceholders(a.title, a.language),
    body: fillPlaceholders(a.body, a.language),
  }));
}
