/**
 * Retrieval for the concierge: BM25 over article title + body, one index per language, built in memory from the
 * knowledge base. Pure code (no database), so it is unit-tested on its own.
 */
import type { Language } from '@app/shared/constants';

/** Small stop-word lists: the words that carry no topic in questions (after normalisation). */
const STOP_WORDS: Record<Language, readonly string[]> = {
  en: ['a', 'an', 'the', 'is', 'are', 'am', 'was', 'be', 'do', 'does', 'did', 'i', 'me', 'my', 'we', 'our', 'you', 'your', 'it', 'its', 'to', 'of', 'in', 'on', 'at', 'for', 'and', 'or', 'with', 'can', 'how', 'what', 'which', 'who', 'when', 'where', 'why', 'this', 'that', 'there', 'any', 'as', 'by', 'from', 'if', 'so', 'will', 'would', 'should', 'could', 'about', 'please', 'have', 'has', 'get'],
  fr: ['le', 'la', 'les', 'l', 'un', 'une', 'des', 'de', 'du', 'd', 'et', 'ou', 'a', 'au', 'aux', 'en', 'est', 'sont', 'je', 'j', 'me', 'm', 'mon', 'ma', 'mes', 'vous', 'votre', 'vos', 'nous', 'notre', 'il', 'elle', 'ce', 'cet', 'cette', 'qui', 'que', 'qu', 'quoi', 'quel', 'quelle', 'quels', 'quelles', 'comment', 'pour', 'par', 'sur', 'dans', 'avec', 'se', 's', 'y', 'ne', 'pas', 'puis', 'peux', 'peut', 'faire', 'il', 'on'],
  yo: ['ni', 'ti', 'si', 'sì', 'ati', 'tabi', 'mo', 'mi', 'o', 'a', 'won', 'yin', 'wa', 'e', 'ṣe', 'se', 'bawo', 'kini', 'ki', 'na', 'yi', 'fun', 'lati', 'le', 'ń', 'n', 'máa', 'maa'],
  ha: ['da', 'na', 'ta', 'a', 'ne', 'ce', 'ko', 'kuma', 'ni', 'ka', 'ki', 'ku', 'mu', 'su', 'shi', 'ita', 'yaya', 'wane', 'wace', 'me', 'mene', 'zan', 'za', 'iya', 'don', 'kan', 'ga', 'zuwa', 'cikin', 'akwai', 'nawa'],
  ar: ['في', 'من', 'على', 'الى', 'عن', 'ما', 'ماذا', 'هل', 'كيف', 'متى', 'اين', 'لماذا', 'هو', 'هي', 'انا', 'انت', 'نحن', 'هذا', 'هذه', 'ذلك', 'التي', 'الذي', 'او', 'و', 'ثم', 'مع', 'كل', 'يمكنني', 'يمكن', 'لي', 'به', 'بها', 'ان', 'لا'],
};

/** Arabic prefixes (article, conjunctions) and suffixes stripped by a very light stemmer. */
const AR_PREFIXES = ['وال', 'بال', 'كال', 'فال', 'لل', 'ال', 'و'];
const AR_SUFFIXES = ['ات', 'ون', 'ين', 'ها', 'هم', 'كم', 'ي', 'ه'];

/**
 * Lower-cases (Unicode-aware), strips diacritics (French accents, Yoruba tone marks and under-dots, Hausa hooked
 * letters to their base, Arabic harakat and tatweel), and normalises Arabic letter forms: alef variants to ا,
 * alef maqsura to ي, ta marbuta to ه.
 */
export function normalize(text: string, language: Language): string {
  let s = text.toLocaleLowerCase(language === 'ar' ? 'ar' : language === 'fr' ? 'fr' : 'en');
  s = s.normalize('NFD').replace(/\p{M}/gu, '');
  s = s.replace(/\u0640/g, ''); // tatweel
  s = s.replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627').replace(/\u0649/g, '\u064A').replace(/\u0629/g, '\u0647');
  // Hausa hooked letters and the glottal apostrophe
  s = s.replace(/ɓ/g, 'b').replace(/ɗ/g, 'd').replace(/ƙ/g, 'k').replace(/ƴ/g, 'y').replace(/[ʼ’']/g, '');
  return s.normalize('NFC');
}

function stem(token: string, language: Language): string {
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
    if (token.length > 4 && token.endsWith('ies')) return `${token.slice(0, -3)}y`;
    if (token.length > 3 && token.endsWith('s') && !token.endsWith('ss')) return token.slice(0, -1);
    if (token.length > 5 && token.endsWith('ing')) return token.slice(0, -3);
    if (token.length > 4 && token.endsWith('ed')) return token.slice(0, -2);
    return token;
  }
  if (language === 'fr') {
    if (token.length > 3 && (token.endsWith('s') || token.endsWith('x'))) return token.slice(0, -1);
    return token;
  }
  return token;
}

const stopSets = Object.fromEntries(
  (Object.keys(STOP_WORDS) as Language[]).map((l) => [l, new Set(STOP_WORDS[l].map((w) => normalize(w, l)))]),
) as Record<Language, Set<string>>;

/** Normalised, stop-word-free, lightly stemmed tokens. */
export function tokenize(text: string, language: Language): string[] {
  const stops = stopSets[language];
  return normalize(text, language)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0 && !stops.has(t))
    .map((t) => stem(t, language));
}

export interface IndexedDoc {
  id: string;
  slug: string;
  title: string;
  body: string;
}

interface DocStats {
  doc: IndexedDoc;
  tf: Map<string, number>;
  length: number;
}

export interface SearchHit {
  doc: IndexedDoc;
  score: number;
  /** The paragraph of the body that matches the question best. */
  passage: string;
}

const K1 = 1.2;
const B = 0.75;
/** The title says what an article is about: its words count this many times. */
const TITLE_WEIGHT = 2;

/** BM25 over the documents of one language. */
export class Bm25Index {
  private readonly docs: DocStats[] = [];
  private readonly df = new Map<string, number>();
  private avgLength = 0;

  constructor(
    readonly language: Language,
    docs: readonly IndexedDoc[],
  ) {
    for (const doc of docs) {
      const tokens = [...Array.from({ length: TITLE_WEIGHT }, () => tokenize(doc.title, language)).flat(), ...tokenize(doc.body, language)];
      const tf = new Map<string, number>();
      for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
      for (const t of tf.keys()) this.df.set(t, (this.df.get(t) ?? 0) + 1);
      this.docs.push({ doc, tf, length: tokens.length });
    }
    this.avgLength = this.docs.reduce((s, d) => s + d.length, 0) / Math.max(1, this.docs.length);
  }

  get size(): number {
    return this.docs.length;
  }

  private idf(term: string): number {
    const n = this.df.get(term) ?? 0;
    return Math.log(1 + (this.docs.length - n + 0.5) / (n + 0.5));
  }

  private score(terms: string[], tf: Map<string, number>, length: number, avg: number): number {
    let score = 0;
    for (const term of terms) {
      const f = tf.get(term);
      if (!f) continue;
      score += (this.idf(term) * f * (K1 + 1)) / (f + K1 * (1 - B + (B * length) / avg));
    }
    return score;
  }

  /** The best documents for `query`, best first; documents sharing no term with the query are left out. */
  search(query: string, limit = 3): SearchHit[] {
    const terms = [...new Set(tokenize(query, this.language))];
    if (terms.length === 0) return [];
    const hits: SearchHit[] = [];
    for (const d of this.docs) {
      const score = this.score(terms, d.tf, d.length, this.avgLength);
      if (score > 0) hits.push({ doc: d.doc, score, passage: this.bestPassage(d.doc, terms) });
    }
    hits.sort((a, b) => b.score - a.score || a.doc.slug.localeCompare(b.doc.slug));
    return hits.slice(0, limit);
  }

  /** The body paragraph with the highest BM25 score for the query terms (the first paragraph on a tie). */
  private bestPassage(doc: IndexedDoc, terms: string[]): string {
    const paragraphs = doc.body.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
    if (paragraphs.length <= 1) return doc.body.trim();
    let best = paragraphs[0]!;
    let bestScore = -1;
    for (const [i, p] of paragraphs.entries()) {
      // The first paragraph answers the title's question: the title's words count for it.
      const tokens = tokenize(i === 0 ? `${doc.title}\n${p}` : p, this.language);
      const tf = new Map<string, number>();
      for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
      const s = this.score(terms, tf, tokens.length, this.avgLength / 2);
      if (s > bestScore) {
        best = p;
        bestScore = s;
      }
    }
    return best;
  }
}
