/**
 * Retrieval for the concierge: BM25 over article title, tags and body, one index per language, built in memory from
 * the knowledge base — plus a confidence for every hit, so that a question the knowledge base does not cover gets an
 * honest "I don't know" instead of the article that happens to share a word with it. Pure code (no database).
 *
 * Confidence is the share of the question's meaning the article covers: the IDF-weighted share of the question's
 * terms found in it. Words the knowledge base has never seen ("cocoa", "tonne", "weather") weigh like rare words, so
 * "cocoa price per tonne?" is not answered with an article that merely says "per product". Misspelt words are
 * matched to the nearest known word (one or two typing mistakes) at a lower weight. A question naming vendors (or
 * buyers) does not get an article tagged for the other audience.
 */
import type { Language } from '@app/shared/constants';
import { AUDIENCE_TAGS, type Role } from './language-data.ts';
import { allowedTypos, analyze, analyzer, editDistance, tokenize } from './text-analysis.ts';

export interface IndexedDoc {
  id: string;
  slug: string;
  title: string;
  body: string;
  /** Categories, audience (`buyers`, `vendors`) and the words people use for the topic. */
  tags?: readonly string[];
}

interface DocStats {
  doc: IndexedDoc;
  tf: Map<string, number>;
  /** The terms of the title and tags: what the article is about, not just mentions. */
  topic: Set<string>;
  length: number;
  audience: Role | null;
}

export interface SearchHit {
  doc: IndexedDoc;
  score: number;
  /** Whose question it is, when it names vendors or buyers (the same for every hit of one search). */
  role: Role | null;
  /** 0..1: how much of the question this article covers (see the file comment). */
  confidence: number;
  /** The paragraph of the body that matches the question best. */
  passage: string;
}

interface QueryTerm {
  term: string;
  /** What the term weighs in the question (its IDF; a word unknown to the index weighs like a rare word). */
  weight: number;
  /** 1 for a word as written, less for a corrected typo, 0 for a word no article has. */
  factor: number;
}

const K1 = 1.2;
const B = 0.75;
/** The title and the tags say what an article is about: their words count this many times. */
const TITLE_WEIGHT = 2;
const TAG_WEIGHT = 2;
/** A term only mentioned in the body (not in the title or tags) covers this share of its weight. */
const MENTION_FACTOR = 0.75;
/**
 * Words that set the scene rather than the topic ("the platform's commission", "on AfriBridge"): they weigh less in
 * a question, though a question made of them alone ("What is AfriBridge?") still finds its article.
 */
const CONTEXT_TERMS = new Set(['platform']);
const CONTEXT_WEIGHT = 0.5;
/** A paragraph whose lead question is the user's question gets up to this much on top of its BM25 score. */
const LEAD_BONUS = 4;
/** A corrected typo counts for this much of the word. */
const TYPO_FACTOR = 0.8;
/** The weight of a word no article contains: as much as a word found in one article of twenty. */
const UNKNOWN_WEIGHT = 2.5;
/** Short unknown words and numbers say less about the topic. */
const UNKNOWN_SHORT_WEIGHT = 1;
/** An article for the other audience (buyers vs vendors) keeps this share of its score and confidence. */
const OTHER_AUDIENCE_SCORE = 0.3;
const OTHER_AUDIENCE_CONFIDENCE = 0.5;
/** An article written for the asker's role ranks a little higher than a general one mentioning that role. */
const SAME_AUDIENCE_SCORE = 1.25;

/** The audience an article is tagged for, if only one. */
export function audienceOf(tags: readonly string[] | undefined): Role | null {
  const t = new Set((tags ?? []).map((x) => x.trim().toLowerCase()));
  const buyer = t.has(AUDIENCE_TAGS.buyer);
  const seller = t.has(AUDIENCE_TAGS.seller);
  return buyer === seller ? null : buyer ? 'buyer' : 'seller';
}

/** BM25 over the documents of one language. */
export class Bm25Index {
  private readonly docs: DocStats[] = [];
  private readonly df = new Map<string, number>();
  /** Every stem seen in the articles or the concept lists → its term: the dictionary typos are corrected against. */
  private readonly known = new Map<string, string>();
  private avgLength = 0;

  constructor(
    readonly language: Language,
    docs: readonly IndexedDoc[],
  ) {
    const a = analyzer(language);
    for (const [st, concept] of a.concepts) this.known.set(st, concept);
    for (const doc of docs) {
      const title = analyze(doc.title, language);
      const tags = analyze((doc.tags ?? []).join(' . '), language);
      const body = analyze(doc.body, language);
      const tokens = [
        ...Array.from({ length: TITLE_WEIGHT }, () => title).flat(),
        ...Array.from({ length: TAG_WEIGHT }, () => tags).flat(),
        ...body,
      ];
      const tf = new Map<string, number>();
      for (const t of tokens) {
        tf.set(t.term, (tf.get(t.term) ?? 0) + 1);
        if (!this.known.has(t.stem)) this.known.set(t.stem, t.term);
      }
      for (const t of tf.keys()) this.df.set(t, (this.df.get(t) ?? 0) + 1);
      this.docs.push({
        doc,
        tf,
        topic: new Set([...title, ...tags].map((t) => t.term)),
        length: tokens.length,
        audience: audienceOf(doc.tags),
      });
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

  /** The nearest known word within the allowed typing mistakes (the most frequent one on a tie), or null. */
  private correct(word: string): string | null {
    const max = allowedTypos(word);
    if (max === 0) return null;
    let best: string | null = null;
    let bestDistance = max + 1;
    let bestDf = -1;
    for (const [st, term] of this.known) {
      if (st.length < 4 || !this.df.has(term)) continue;
      const d = editDistance(word, st, max);
      const df = this.df.get(term) ?? 0;
      if (d < bestDistance || (d === bestDistance && best !== null && df > bestDf)) {
        best = term;
        bestDistance = d;
        bestDf = df;
      }
    }
    return best;
  }

  /** A misspelt stop word ("wat", "dose") is still a stop word. */
  private isStopTypo(word: string): boolean {
    if (word.length < 3) return false;
    for (const s of analyzer(this.language).stops) {
      if (
        s.length >= 2 &&
        editDistance(word, s, 1) <= 1 &&
        Math.abs(s.length - word.length) <= 1 &&
        s.length + 1 >= word.length
      )
        return true;
    }
    return false;
  }

  /** The question's terms, each with its weight; typos corrected where an article has the corrected word. */
  private queryTerms(query: string): QueryTerm[] {
    const out = new Map<string, QueryTerm>();
    for (const t of analyze(query, this.language)) {
      if (out.has(t.term)) continue;
      if (this.df.has(t.term)) {
        out.set(t.term, {
          term: t.term,
          weight: this.idf(t.term) * (CONTEXT_TERMS.has(t.term) ? CONTEXT_WEIGHT : 1),
          factor: 1,
        });
        continue;
      }
      const fixed = this.correct(t.stem);
      if (fixed) {
        if (!out.has(fixed)) out.set(fixed, { term: fixed, weight: this.idf(fixed), factor: TYPO_FACTOR });
        continue;
      }
      if (this.isStopTypo(t.stem)) continue;
      // Arabic stems are short (three-letter roots): only two letters or fewer say little there.
      const short = t.stem.length <= (this.language === 'ar' ? 2 : 3) || /^\p{N}+$/u.test(t.stem);
      out.set(t.term, { term: t.term, weight: short ? UNKNOWN_SHORT_WEIGHT : UNKNOWN_WEIGHT, factor: 0 });
    }
    return [...out.values()];
  }

  private bm25(terms: QueryTerm[], tf: Map<string, number>, length: number, avg: number): number {
    let score = 0;
    for (const q of terms) {
      const f = tf.get(q.term);
      if (!f || q.factor === 0) continue;
      score += (q.factor * this.idf(q.term) * f * (K1 + 1)) / (f + K1 * (1 - B + (B * length) / avg));
    }
    return score;
  }

  /** The best documents for `query`, best first; documents sharing no term with the query are left out. */
  search(query: string, limit = 3): SearchHit[] {
    const terms = this.queryTerms(query);
    if (terms.length === 0) return [];
    const total = terms.reduce((s, q) => s + q.weight, 0);
    const present = new Set(terms.filter((q) => q.factor > 0).map((q) => q.term));
    const role: Role | null =
      present.has('seller') === present.has('buyer') ? null : present.has('seller') ? 'seller' : 'buyer';
    const hits: SearchHit[] = [];
    for (const d of this.docs) {
      let score = this.bm25(terms, d.tf, d.length, this.avgLength);
      if (score <= 0) continue;
      let confidence =
        terms.reduce(
          (s, q) => s + (d.tf.has(q.term) ? q.weight * q.factor * (d.topic.has(q.term) ? 1 : MENTION_FACTOR) : 0),
          0,
        ) / total;
      if (role && d.audience && d.audience !== role) {
        score *= OTHER_AUDIENCE_SCORE;
        confidence *= OTHER_AUDIENCE_CONFIDENCE;
      } else if (role && d.audience === role) {
        score *= SAME_AUDIENCE_SCORE;
      }
      hits.push({ doc: d.doc, score, role, confidence, passage: this.bestPassage(d.doc, terms) });
    }
    hits.sort((a, b) => b.score - a.score || a.doc.slug.localeCompare(b.doc.slug));
    return hits.slice(0, limit);
  }

  /**
   * The body paragraph that answers the question best: BM25 over its words, plus a bonus for the share of the question
   * its lead question covers — the title for the first paragraph, or the question a later paragraph opens with ("When
   * do I receive my money? …"). The first paragraph wins a tie.
   */
  private bestPassage(doc: IndexedDoc, terms: QueryTerm[]): string {
    const paragraphs = doc.body
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean);
    if (paragraphs.length <= 1) return doc.body.trim();
    const total = terms.reduce((sum, q) => sum + q.weight, 0) || 1;
    let best = paragraphs[0]!;
    let bestScore = -1;
    for (const [i, p] of paragraphs.entries()) {
      const lead = i === 0 ? doc.title : (/^[^.!?؟\n]*[?؟]/u.exec(p)?.[0] ?? '');
      const leadTerms = new Set(tokenize(lead, this.language));
      const covered = terms.reduce((sum, q) => sum + (leadTerms.has(q.term) ? q.weight * q.factor : 0), 0) / total;
      const tokens = tokenize(i === 0 ? `${lead}\n${p}` : p, this.language);
      const tf = new Map<string, number>();
      for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
      const s = this.bm25(terms, tf, tokens.length, this.avgLength / 2) + LEAD_BONUS * covered;
      if (s > bestScore) {
        best = p;
        bestScore = s;
      }
    }
    return best;
  }
}
