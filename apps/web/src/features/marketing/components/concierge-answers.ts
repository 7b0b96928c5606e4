/**
 * The AI concierge's answers, until the server concierge exists.
 *
 * Everything the chat panel needs to get a reply goes through `askConcierge`, so the server version can replace
 * this file (an `apiFetch` to the concierge endpoint) without touching the panel. Keywords and answers live in the
 * `marketing` i18n namespace (`chat.keywords.*`, `chat.answers.*`) in every language.
 */
import type { i18n as I18n, TFunction } from 'i18next';
import { BRAND, type Language } from '@app/shared/constants';

/** Topics the canned concierge knows, in the order used to break ties. */
export const CONCIERGE_TOPICS = [
  'fees',
  'escrow',
  'shipping',
  'verification',
  'disputes',
  'support',
  'greeting',
] as const;
export type ConciergeTopic = (typeof CONCIERGE_TOPICS)[number] | 'fallback';

export interface ConciergeReply {
  topic: ConciergeTopic;
  content: string;
  language: Language;
}

/** Lower-case, strip accents and Arabic/Yoruba diacritics, so "Ìfijíṣẹ́" matches "ifijise". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u0640]/g, '') // Arabic tatweel
    .toLowerCase();
}

function tokenize(normalized: string): string[] {
  return normalized.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

/** Splits a comma-separated keyword list from the catalogue. */
export function parseKeywords(list: string): string[] {
  return list
    .split(/[,،]/)
    .map((k) => normalizeText(k.trim()))
    .filter(Boolean);
}

/**
 * How strongly `text` mentions a keyword list: multi-word keywords match as a phrase, keywords of four letters or
 * more match inside a word ("fees" in "fees?", "شحن" in "الشحن"), shorter ones only as a whole word ("hi").
 */
export function scoreKeywords(text: string, keywords: readonly string[]): number {
  const normalized = normalizeText(text);
  const tokens = tokenize(normalized);
  const padded = ` ${tokens.join(' ')} `;
  let score = 0;
  for (const kw of keywords) {
    const kwTokens = tokenize(kw);
    if (kwTokens.length === 0) continue;
    if (kwTokens.length > 1) {
      if (padded.includes(` ${kwTokens.join(' ')} `)) score += 2;
    } else {
      const word = kwTokens[0]!;
      if (word.length >= 4 ? tokens.some((tok) => tok.includes(word)) : tokens.includes(word)) score += 1;
    }
  }
  return score;
}

/**
 * Picks the topic of a message. `keywordsFor` returns the keyword lists to try for a topic (the chat language's
 * and English). A greeting only wins when nothing else matched.
 */
export function matchTopic(
  text: string,
  keywordsFor: (topic: Exclude<ConciergeTopic, 'fallback'>) => string[],
): ConciergeTopic {
  let best: ConciergeTopic = 'fallback';
  let bestScore = 0;
  for (const topic of CONCIERGE_TOPICS) {
    if (topic === 'greeting') continue;
    const score = scoreKeywords(text, keywordsFor(topic));
    if (score > bestScore) {
      best = topic;
      bestScore = score;
    }
  }
  if (bestScore === 0 && scoreKeywords(text, keywordsFor('greeting')) > 0) return 'greeting';
  return best;
}

function answerValues() {
  return { brand: BRAND.name, email: BRAND.supportEmail, phone: BRAND.supportPhone };
}

/** The answer text for a topic in the translator's language. */
export function conciergeAnswer(t: TFunction, topic: ConciergeTopic): string {
  return t(`chat.answers.${topic}`, answerValues());
}

/** The reply to `message`, in `language` (keywords of that language and English are both understood). */
export function cannedReply(i18n: I18n, message: string, language: Language): ConciergeReply {
  const tLang = i18n.getFixedT(language, 'marketing');
  const tEn = i18n.getFixedT('en', 'marketing');
  const topic = matchTopic(message, (tp) => {
    const lists = [parseKeywords(tLang(`chat.keywords.${tp}`))];
    if (language !== 'en') lists.push(parseKeywords(tEn(`chat.keywords.${tp}`)));
    return lists.flat();
  });
  return { topic, content: conciergeAnswer(tLang, topic), language };
}

/** The greeting the panel opens with. */
export function conciergeGreeting(i18n: I18n, language: Language): ConciergeReply {
  return { topic: 'greeting', content: conciergeAnswer(i18n.getFixedT(language, 'marketing'), 'greeting'), language };
}

/**
 * Asks the concierge. Today: the canned, keyword-matched answer set. The server concierge will replace the body
 * with a call to its endpoint; the signature stays.
 */
export async function askConcierge(i18n: I18n, message: string, language: Language): Promise<ConciergeReply> {
  return cannedReply(i18n, message, language);
}
