/**
 * Which of the five UI languages a text is written in, with franc-min (trigram profiles), restricted to en, fr, yo,
 * ha and ar. Returns null when the text is too short or too close between two languages to tell: the caller then
 * offers translation anyway and lets the translation service detect the source.
 */
import { francAll } from 'franc-min';
import type { Language } from '@app/shared/constants';

const ISO3: Record<string, Language> = { eng: 'en', fra: 'fr', yor: 'yo', hau: 'ha', arb: 'ar' };
const ONLY = Object.keys(ISO3);

/** Below this many letters the trigram statistics are noise. */
const MIN_LETTERS = 12;
/**
 * The runner-up's score (1 = as good as the best) from which the text is called undetermined: short texts need a
 * clearer lead, their trigram counts being small.
 */
const AMBIGUOUS_RUNNER_UP = 0.985;
const AMBIGUOUS_RUNNER_UP_SHORT = 0.9;
const SHORT_LETTERS = 40;

/** Letters of the Arabic script, the Latin script, and the Yoruba sub-dot vowels / Hausa hooked letters. */
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/gu;
const LATIN = /\p{Script=Latin}/gu;
/** Sub-dot letters (ẹ ọ ṣ), counted on the decomposed text so precomposed and combining forms both count. */
const YORUBA_MARKS = /[eEoOsS]\u0323/gu;
const HAUSA_MARKS = /[ɓɗƙƴƁƊƘƳ]/gu;
/**
 * French leaves traces in almost any sentence: an accent or a function word. Without one, short English listings full
 * of place and product names ("Zanzibar Whole Cloves…") are no longer mistaken for French.
 */
const FRENCH_EVIDENCE =
  /[éèêëàâçîïôûùœ]|(?<![\p{L}])(?:le|la|les|des|du|et|pour|avec|aux?|une?|est|dans|sur|par|en)(?![\p{L}])/iu;

function count(text: string, re: RegExp): number {
  return text.match(re)?.length ?? 0;
}

export function detectLanguage(text: string): Language | null {
  const clean = text.normalize('NFC');
  const arabic = count(clean, ARABIC);
  const latin = count(clean, LATIN);
  if (arabic + latin < MIN_LETTERS) return null;
  // The script settles Arabic at once (franc-min knows one language written in it among ours).
  if (arabic > latin) return 'ar';
  if (latin === 0) return null;
  // Letters no other of our languages uses: a few of them are decisive even in a short listing.
  if (count(clean.normalize('NFD'), YORUBA_MARKS) >= 2) return 'yo';
  if (count(clean, HAUSA_MARKS) >= 2) return 'ha';
  const candidates = FRENCH_EVIDENCE.test(clean) ? ONLY : ONLY.filter((code) => code !== 'fra');
  const ranked = francAll(clean, { only: candidates, minLength: MIN_LETTERS });
  const [best, second] = ranked;
  if (!best || best[0] === 'und') return null;
  if (second && second[1] >= (latin < SHORT_LETTERS ? AMBIGUOUS_RUNNER_UP_SHORT : AMBIGUOUS_RUNNER_UP)) return null;
  return ISO3[best[0]] ?? null;
}

/** The language of a listing: its name, description and specifications read together. */
export function detectListingLanguage(listing: {
  name: string;
  description: string;
  specifications?: string;
}): Language | null {
  return detectLanguage([listing.name, listing.description, listing.specifications ?? ''].join('\n'));
}
