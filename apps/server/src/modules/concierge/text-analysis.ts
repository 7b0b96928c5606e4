/**
 * How the concierge reads text, per language: normalisation (case, accents, tone marks, Arabic letter forms),
 * phrases, stop words, a light stemmer, and concepts (see language-data.ts). Questions and articles go through the
 * same analysis, so "vendor" in a question meets "seller" in an article. Pure code, unit-tested on its own.
 */
import type { Language } from '@app/shared/constants';
import { CONCEPTS, PHRASES, STOP_WORDS } from './language-data.ts';

/** Arabic prefixes (article, conjunctions) and suffixes stripped by a very light stemmer. */
const AR_PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال', 'و'];
const AR_SUFFIXES = ['ات', 'ون', 'ين', 'ها', 'هم', 'كم', 'ي', 'ه'];

/**
 * Lower-cases (Unicode-aware), strips diacritics (French accents, Yoruba tone marks and under-dots, Hausa hooked
 * letters to their base, Arabic harakat and tatweel), and normalises Arabic letter forms: alef variants to ا,
 * alef maqsura to ي, ta marbuta to ه. French elisions ("l'inscription") become two words; elsewhere an apostrophe
 * (Hausa glottal stop, English "what's") is dropped.
 */
export function normalize(text: string, language: Language): string {
  let s = text.toLocaleLowerCase(language === 'ar' ? 'ar' : language === 'fr' ? 'fr' : 'en');
  s = s.normalize('NFD').replace(/\p{M}/gu, '');
  s = s.replace(/\u0640/g, ''); // tatweel
  s = s
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647');
  // Hausa hooked letters and the glottal apostrophe
  s = s.replace(/ɓ/g, 'b').replace(/ɗ/g, 'd').replace(/ƙ/g, 'k').replace(/ƴ/g, 'y');
  s = language === 'fr' ? s.replace(/[ʼ’']/g, ' ') : s.replace(/[ʼ’']/g, '');
  return s.normalize('NFC');
}

export function stem(token: string, language: Language): string {
  if (language === 'ar') {
    let t = token;
    for (const p of AR_PREFIXES) {
      if (t.startsWith(p) && t.length - p.length >= 3) {
        t = t.slice(p.length);
        break;
      }
    }
    for (const suf of AR_SUFFIXES) {
      if (t.endsWith(suf) && t.length - suf.length >= 3) {
        t = t.slice(0, -suf.length);
        break;
      }
    }
    return t;
  }
  if (language === 'en') {
    let t = token;
    if (t.length > 4 && t.endsWith('ies')) t = `${t.slice(0, -3)}y`;
    else if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss')) t = t.slice(0, -1);
    else if (t.length > 5 && t.endsWith('ing')) t = t.slice(0, -3);
    else if (t.length > 4 && t.endsWith('ed')) t = t.slice(0, -2);
    // "price" / "pricing" / "priced", "charge" / "charged": one stem
    if (t.length > 4 && t.endsWith('e')) t = t.slice(0, -1);
    return t;
  }
  if (language === 'fr') {
    if (token.length > 3 && (token.endsWith('s') || token.endsWith('x'))) return token.slice(0, -1);
    return token;
  }
  return token;
}

const WORD_SPLIT = /[^\p{L}\p{N}]+/u;

/** The normalised words of a text, as written (no stop words dropped, no stemming). */
export function words(text: string, language: Language): string[] {
  return normalize(text, language).split(WORD_SPLIT).filter(Boolean);
}

export interface Analyzer {
  language: Language;
  stops: ReadonlySet<string>;
  /** Stem of a word → its concept (for the words listed in language-data.ts). */
  concepts: ReadonlyMap<string, string>;
  conceptNames: ReadonlySet<string>;
  /** Normalised phrase → replacement words, longest first. */
  phrases: readonly (readonly [RegExp, string])[];
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function buildAnalyzer(language: Language): Analyzer {
  const stops = new Set(STOP_WORDS[language].map((w) => normalize(w, language)));
  const concepts = new Map<string, string>();
  const phraseList: [string, string][] = PHRASES[language].map(([p, w]) => [normalize(p, language), w]);
  for (const [concept, words] of Object.entries(CONCEPTS[language])) {
    for (const word of words) {
      const w = normalize(word, language);
      if (/\s/.test(w)) phraseList.push([w, concept]);
      else concepts.set(stem(w, language), concept);
    }
  }
  phraseList.sort((a, b) => b[0].length - a[0].length);
  // Phrases match whole words: letters or digits must not touch either end.
  const phrases = phraseList.map(
    ([p, w]) => [new RegExp(`(?<![\\p{L}\\p{N}])${escapeRe(p)}(?![\\p{L}\\p{N}])`, 'gu'), ` ${w} `] as const,
  );
  return { language, stops, concepts, conceptNames: new Set(Object.keys(CONCEPTS[language])), phrases };
}

const analyzers = new Map<Language, Analyzer>();

export function analyzer(language: Language): Analyzer {
  let a = analyzers.get(language);
  if (!a) {
    a = buildAnalyzer(language);
    analyzers.set(language, a);
  }
  return a;
}

export interface Token {
  /** The word's stem as written (before concepts): what typo correction compares. */
  stem: string;
  /** The term it counts as: its concept, or the stem. */
  term: string;
}

/** The words of a text as index terms, in order (stop words dropped). */
export function analyze(text: string, language: Language): Token[] {
  const a = analyzer(language);
  let s = normalize(text, language);
  for (const [re, word] of a.phrases) s = s.replace(re, word);
  const out: Token[] = [];
  for (const word of s.split(WORD_SPLIT)) {
    if (!word) continue;
    if (a.conceptNames.has(word)) {
      out.push({ stem: word, term: word });
      continue;
    }
    if (a.stops.has(word)) continue;
    const st = stem(word, language);
    out.push({ stem: st, term: a.concepts.get(st) ?? st });
  }
  return out;
}

/** Normalised, stop-word-free, stemmed terms (concepts folded). */
export function tokenize(text: string, language: Language): string[] {
  return analyze(text, language).map((t) => t.term);
}

/** Optimal string alignment distance (Levenshtein plus swapped neighbours), or `max + 1` once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, rows[i - 2]![j - 2]! + 1);
      row.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** How many typing mistakes a word of this length may carry and still be recognised (short words: none). */
export function allowedTypos(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 5) return 1;
  return 0;
}
