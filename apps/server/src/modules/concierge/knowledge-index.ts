/**
 * The knowledge base as the concierge searches it: the BM25 indexes and language lexicons of one database, with the
 * articles' figures filled in, cached in memory and rebuilt when the table or the fee tiers change.
 */
import { LANGUAGES, type Language } from '@app/shared/constants';
import type { FeeTier } from '@app/shared/fees';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { feeTiersOf } from '../payments/use-cases/list-fee-tiers.ts';
import * as repo from './concierge.repository.ts';
import { fillPlaceholders } from './kb-seed.ts';
import { buildLexicon, type Lexicons } from './question-language.ts';
import { Bm25Index, type IndexedDoc, type SearchHit } from './retrieval.ts';
import { ensureKnowledgeBase } from './use-cases/ensure-knowledge-base.ts';

export interface Retrieved extends SearchHit {
  language: Language;
}

interface KnowledgeIndex {
  version: string;
  indexes: Map<Language, Bm25Index>;
  lexicons: Lexicons;
  /** The buyer fee tiers the figures were filled in with. */
  tiers: FeeTier[];
  /** `language:slug` → the article with its figures filled in. */
  articles: Map<string, IndexedDoc & { language: Language }>;
}

/**
 * The BM25 indexes and language lexicons, per database. Built from the table, kept in memory, and rebuilt whenever
 * the table's fingerprint (row count + latest update) changes — so an edit made by another process is seen too.
 */
const cache = new WeakMap<Db, KnowledgeIndex>();

export async function knowledge(deps: Pick<Deps, 'db' | 'clock'>): Promise<KnowledgeIndex> {
  let kbVersion = await repo.articlesVersion(deps.db);
  const tiers = await feeTiersOf(deps.db);
  const version = () => `${kbVersion}|${JSON.stringify(tiers)}`;
  const cached = cache.get(deps.db);
  if (cached && cached.version === version()) return cached;
  if (kbVersion.startsWith('0:') && (await ensureKnowledgeBase(deps)) > 0)
    kbVersion = await repo.articlesVersion(deps.db);
  // The figures are filled in with the fee tiers in force: a change of tiers rebuilds the index (see `version`).
  const fill = (text: string, language: Language) => fillPlaceholders(text, language, tiers);
  const rows = (await repo.listArticles(deps.db)).map((r) => ({
    id: r.id,
    slug: r.slug,
    language: r.language,
    title: fill(r.title, r.language),
    body: fill(r.body, r.language),
    tags: r.tags,
  }));
  const indexes = new Map<Language, Bm25Index>();
  const lexicons = {} as Record<Language, Set<string>>;
  for (const lang of LANGUAGES) {
    const mine = rows.filter((r) => r.language === lang);
    indexes.set(lang, new Bm25Index(lang, mine));
    lexicons[lang] = buildLexicon(
      lang,
      mine.flatMap((r) => [r.title, r.body, r.tags.join(' ')]),
    );
  }
  const built: KnowledgeIndex = {
    version: version(),
    indexes,
    lexicons,
    tiers,
    articles: new Map(rows.map((r) => [`${r.language}:${r.slug}`, r])),
  };
  cache.set(deps.db, built);
  return built;
}

/** Forgets the cached index of this database (after an edit here; other processes see the fingerprint change). */
export function invalidate(db: Db): void {
  cache.delete(db);
}
