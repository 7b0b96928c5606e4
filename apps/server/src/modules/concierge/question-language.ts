/**
 * The language a question is written in, whatever the page's language. Questions are short, so the trigram
 * detector of the translation module (`detectLanguage`, franc) is one vote among others: the words of the question
 * found in each language's vocabulary (the knowledge base articles, stop words and concept words of that language;
 * a word several languages share counts for each in part), and the letters only one of the languages uses (Yoruba
 * under-dots and tone marks, Hausa hooked letters, French circumflex and cedilla). Arabic script settles Arabic.
 *
 * When the evidence is thin or close, the page's language is kept and `confident` is false: the caller may then
 * look in other languages too.
 */
import { LANGUAGES, type Language } from '@app/shared/constants';
import { detectLanguage } from '../translation/detect-language.ts';
import { CONCEPTS, GREETINGS, PHRASES, STOP_WORDS } from './language-data.ts';
import { words } from './text-analysis.ts';

export interface LanguageGuess {
  language: Language;
  confident: boolean;
  /** The languages with any evidence, best first. */
  ranked: Language[];
}

export type Lexicons = Record<Language, ReadonlySet<string>>;

/** The least evidence (about one word only that language has) to leave the page's language. */
const MIN_EVIDENCE = 1;
/** The page's language is kept when its evidence is at least this share of the best language's. */
const KEEP_PAGE_SHARE = 0.75;
const TRIGRAM_VOTE = 1;
const MARK_VOTE = 2;

/** A language's vocabulary: its stop words, concept and greeting words, plus the words of the given texts. */
export function buildLexicon(language: Language, texts: readonly string[]): Set<string> {
  const lex = new Set<string>();
  const add = (t: string) => {
    for (const w of words(t, language)) if (!/^\p{N}+$/u.test(w)) lex.add(w);
  };
  STOP_WORDS[language].forEach(add);
  Object.values(CONCEPTS[language]).flat().forEach(add);
  PHRASES[language].forEach(([p]) => add(p));
  GREETINGS[language].forEach(add);
  texts.forEach(add);
  return lex;
}

/** The lexicons without any article (stop words, concepts, greetings): for callers that have no index at hand. */
export const BASE_LEXICONS = Object.fromEntries(LANGUAGES.map((l) => [l, buildLexicon(l, [])])) as unknown as Lexicons;

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF]/gu;
const LATIN = /\p{Script=Latin}/gu;
/** Under-dots (ẹ ọ ṣ) and tone marks on letters French never marks (ó í ú ò ì ń ǹ ḿ), on the decomposed text. */
const YORUBA_MARKS = /[eEoOsS]\u0323|[oOiIuU][\u0301]|[oOiI]\u0300|[nNmM][\u0300\u0301]/gu;
const HAUSA_MARKS = /[ɓɗƙƴƁƊƘƳ]/gu;
const FRENCH_MARKS = /[çêâîôûëïœÇÊÂÎÔÛ]/gu;

function count(text: string, re: RegExp): number {
  return text.match(re)?.length ?? 0;
}

export function detectQuestionLanguage(
  text: string,
  pageLanguage: Language,
  lexicons: Lexicons = BASE_LEXICONS,
): LanguageGuess {
  const arabic = count(text, ARABIC);
  const latin = count(text, LATIN);
  if (arabic > 0 && arabic >= latin) return { language: 'ar', confident: true, ranked: ['ar'] };

  const score: Record<Language, number> = { en: 0, fr: 0, yo: 0, ha: 0, ar: 0 };
  // English-style (apostrophes dropped) and French-style (elisions split) words, so each lexicon finds its own.
  const tokens = new Set([...words(text, 'en'), ...words(text, 'fr')].filter((w) => !/^\p{N}+$/u.test(w)));
  const latinLanguages = LANGUAGES.filter((l) => l !== 'ar');
  for (const w of tokens) {
    const holders = latinLanguages.filter((l) => lexicons[l].has(w));
    for (const l of holders) score[l] += 1 / holders.length;
  }
  // French elisions ("l'inscription", "qu'est-ce") split differently in French.
  if (/\b[ldjmntsc]['’]\p{L}/iu.test(text) || /\bqu['’]/iu.test(text)) score.fr += 1;
  const decomposed = text.normalize('NFD');
  if (count(decomposed, YORUBA_MARKS) > 0) score.yo += MARK_VOTE;
  if (count(text, HAUSA_MARKS) > 0) score.ha += MARK_VOTE;
  if (count(text, FRENCH_MARKS) > 0) score.fr += MARK_VOTE / 2;
  const trigram = detectLanguage(text);
  if (trigram && trigram !== 'ar') score[trigram] += TRIGRAM_VOTE;

  const ranked = latinLanguages.filter((l) => score[l] > 0).sort((a, b) => score[b] - score[a]);
  const best = ranked[0];
  if (!best || score[best] < MIN_EVIDENCE) return { language: pageLanguage, confident: false, ranked };
  if (best !== pageLanguage && score[pageLanguage] >= score[best] * KEEP_PAGE_SHARE)
    return { language: pageLanguage, confident: false, ranked };
  const second = ranked[1];
  const confident = !second || score[second] < score[best] * KEEP_PAGE_SHARE || best === pageLanguage;
  return { language: best, confident, ranked };
}
