import { BRAND, LIMITS, TIMES, type Language } from '@app/shared/constants';
import {
  BUYER_FEE_TIER1_BPS,
  BUYER_FEE_TIER1_LIMIT_CENTS,
  BUYER_FEE_TIER2_BPS,
  BUYER_FEE_TIER2_LIMIT_CENTS,
  SELLER_FEE_BPS,
} from '@app/shared/fees';
import { SEED_ARTICLES, type SeedArticle } from './kb-seed-data.ts';

const NUMBER_LOCALE: Record<Language, string> = { en: 'en-US', fr: 'fr-FR', yo: 'en-US', ha: 'en-US', ar: 'en-US' };

function pct(bps: number): string {
  return String(bps / 100);
}

/** The values of the {{placeholders}} of the seed articles, from the shared constants. */
export function seedValues(language: Language): Record<string, string> {
  const n = (v: number) => new Intl.NumberFormat(NUMBER_LOCALE[language]).format(v);
  return {
    brand: BRAND.name,
    email: BRAND.supportEmail,
    phone: BRAND.supportPhone,
    tier1Pct: pct(BUYER_FEE_TIER1_BPS),
    tier2Pct: pct(BUYER_FEE_TIER2_BPS),
    sellerPct: pct(SELLER_FEE_BPS),
    tier1Limit: n(BUYER_FEE_TIER1_LIMIT_CENTS / 100),
    tier2Limit: n(BUYER_FEE_TIER2_LIMIT_CENTS / 100),
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

/** The seed articles with every placeholder filled. */
export function seedArticles(): SeedArticle[] {
  return SEED_ARTICLES.map((a) => {
    const values = seedValues(a.language);
    return { ...a, title: fillTemplate(a.title, values), body: fillTemplate(a.body, values) };
  });
}
