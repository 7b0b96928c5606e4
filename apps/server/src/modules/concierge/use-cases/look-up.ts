import type { Language } from '@app/shared/constants';
import type { Deps } from '../../../deps.ts';
import { knowledge, type Retrieved } from '../knowledge-index.ts';
import { detectQuestionLanguage, type LanguageGuess } from '../question-language.ts';
import { audienceOf } from '../retrieval.ts';

/** The least confidence (share of the question an article covers) for answering with the article. */
export const MIN_CONFIDENCE = 0.5;
/** The other audience's article joins the answer when it scores at least this share of the best one. */
const SIBLING_SHARE = 0.6;

export interface Lookup {
  /** The language to answer in: the question's, or — when it is unclear — the one the answer was found in. */
  language: Language;
  guess: LanguageGuess;
  /** The answer: the best passage when it covers the question well enough; null when the concierge does not know. */
  best: Retrieved | null;
  /**
   * The other audience's article on the same topic, when the question names no audience and both answer it ("What
   * are the fees?": the buyer fee and the seller fee). Null otherwise.
   */
  sibling: Retrieved | null;
  /** The best articles in the answer's language (context for a chat model), confident or not. */
  hits: Retrieved[];
}

/**
 * Finds the answer to a question: detects its language (the page's language is only a hint), searches that
 * language's articles, and keeps the best one only if it covers the question well enough. When the language is
 * unclear, the page's language and the other likely ones are tried in turn; the English articles come last.
 */
export async function lookUp(
  deps: Pick<Deps, 'db' | 'clock'>,
  question: string,
  pageLanguage: Language,
): Promise<Lookup> {
  const kb = await knowledge(deps);
  const guess = detectQuestionLanguage(question, pageLanguage, kb.lexicons);
  // The question's language first; when it is unclear, the page's and the other likely ones. Last, the English
  // articles (the complete set): an article an admin wrote in English only still answers, in English.
  const tried = [
    ...new Set<Language>(
      guess.confident ? [guess.language, 'en'] : [guess.language, ...guess.ranked, pageLanguage, 'en'],
    ),
  ];
  let first: Retrieved[] | null = null;
  for (const language of tried) {
    const hits = (kb.indexes.get(language)?.search(question, 3) ?? []).map((h) => ({ ...h, language }));
    first ??= hits;
    const top = hits[0];
    if (top && top.confidence >= MIN_CONFIDENCE)
      return { language, guess, best: top, sibling: siblingOf(top, hits), hits };
  }
  return { language: guess.language, guess, best: null, sibling: null, hits: first ?? [] };
}

/** A close second answer for the other audience on the same topic (same first tag), when the question names none. */
function siblingOf(top: Retrieved, hits: Retrieved[]): Retrieved | null {
  const audience = audienceOf(top.doc.tags);
  if (top.role || !audience) return null;
  const topic = top.doc.tags?.[0];
  return (
    hits.find(
      (h) =>
        h !== top &&
        h.doc.tags?.[0] === topic &&
        audienceOf(h.doc.tags) === (audience === 'buyer' ? 'seller' : 'buyer') &&
        h.confidence >= MIN_CONFIDENCE &&
        h.score >= SIBLING_SHARE * top.score,
    ) ?? null
  );
}
