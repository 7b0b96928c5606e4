import type { DbOrTx } from '../../db/client.ts';
import type { SearchMatch } from './browse.repository.ts';
import * as repo from './catalog.repository.ts';

/** A search as the repository runs it, with the words it stands for. */
export interface SearchPlan extends SearchMatch {
  words: string[];
}

const MAX_QUERY_WORDS = 6;
/** Vocabulary terms a word being typed may stand for ("kent" -> "kente"). */
const PREFIX_EXPANSIONS = 6;
/** Spelling alternatives of a word that matches nothing. */
const CORRECTIONS = 3;

/**
 * Recent vocabulary look-ups, per process. The vocabulary only grows: this process forgets them when it adds terms;
 * another process's new terms are seen within the TTL.
 */
const lookups = new Map<string, { terms: string[]; at: number }>();
const LOOKUPS_TTL_MS = 60_000;
const LOOKUPS_MAX = 5_000;

async function cached(key: string, now: number, load: () => Promise<string[]>): Promise<string[]> {
  const hit = lookups.get(key);
  if (hit && now - hit.at < LOOKUPS_TTL_MS) return hit.terms;
  const terms = await load();
  lookups.delete(key); // a stale entry is replaced at the end of the order, not counted as a new one
  if (lookups.size >= LOOKUPS_MAX) lookups.delete(lookups.keys().next().value!);
  lookups.set(key, { terms, at: now });
  return terms;
}

/** Called after this process adds vocabulary (a product saved). */
export function forgetVocabularyLookups(): void {
  lookups.clear();
}

/** The word itself first when it is a vocabulary term, then the terms it begins. */
function beginning(db: DbOrTx, word: string, now: number): Promise<string[]> {
  return cached(`^${word}`, now, () => repo.termsBeginningWith(db, word, PREFIX_EXPANSIONS + 1));
}

function quote(words: string[]): string {
  // Only letters and digits reach here (wordsOf), so quoting is safe.
  return words.map((w) => `'${w}'`).join(' | ');
}

function plan(words: string[], groups: string[][], whole: boolean): SearchPlan {
  return {
    words,
    phrase: whole ? words.join(' ') : undefined,
    allWords: words.map((w) => `'${w}'`).join(' & '),
    anyForm: groups.map((g) => (g.length === 1 ? quote(g) : `(${quote(g)})`)).join(' & '),
  };
}

/**
 * The search for what the buyer typed: every word must match (AND). The last word, when it is not a whole vocabulary
 * term, may be a word still being typed: it also matches the vocabulary terms it begins. Those are spelled out as exact
 * terms rather than a tsquery prefix (`kent:*`), which GIN answers by rechecking every row of a common prefix (270 ms
 * at 1M products in our measurements). Undefined when nothing searchable is left.
 */
export async function typedSearch(db: DbOrTx, q: string, now = Date.now()): Promise<SearchPlan | undefined> {
  const all = repo.wordsOf(q);
  const words = all.slice(0, MAX_QUERY_WORDS);
  if (words.length === 0) return undefined;
  const groups = words.map((w) => [w]);
  const last = words[words.length - 1]!;
  if (last.length >= 3) {
    const terms = await beginning(db, last, now);
    if (terms[0] !== last) groups[groups.length - 1]!.push(...terms.slice(0, PREFIX_EXPANSIONS));
  }
  return plan(words, groups, all.length === words.length);
}

/**
 * When the typed words match nothing: each word that is not a vocabulary term is replaced by the closest terms by
 * trigram similarity ("cocao" -> "cocoa"); the best of them spells the corrected query. Undefined when no word has
 * a correction.
 */
export async function correctedSearch(
  db: DbOrTx,
  typed: SearchPlan,
  now = Date.now(),
): Promise<{ plan: SearchPlan; query: string } | undefined> {
  const words: string[] = [];
  const groups: string[][] = [];
  let changed = false;
  for (const word of typed.words) {
    const known = word.length < 3 || (await beginning(db, word, now))[0] === word;
    const similar = known
      ? []
      : (await cached(`~${word}`, now, () => repo.similarTerms(db, word, CORRECTIONS))).filter((t) => t !== word);
    if (similar.length === 0) {
      words.push(word);
      groups.push([word]);
      continue;
    }
    changed = true;
    words.push(similar[0]!);
    groups.push(similar);
  }
  if (!changed) return undefined;
  return { plan: plan(words, groups, typed.phrase !== undefined), query: words.join(' ') };
}
