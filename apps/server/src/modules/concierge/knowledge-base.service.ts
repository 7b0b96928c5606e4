import { randomUUID } from 'node:crypto';
import { LANGUAGES, type Language } from '@app/shared/constants';
import type { FeeTier } from '@app/shared/fees';
import type { KbArticle, KbArticleInput } from '@app/shared/concierge';
import { kbArticleInput } from '@app/shared/concierge';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { audit } from '../audit/audit.service.ts';
import { feeTiersOf } from '../payments/use-cases/list-fee-tiers.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import * as repo from './concierge.repository.ts';
import { fillPlaceholders, seedTemplates } from './kb-seed.ts';
import { detectQuestionLanguage, buildLexicon, type LanguageGuess, type Lexicons } from './question-language.ts';
import { Bm25Index, audienceOf, type IndexedDoc, type SearchHit } from './retrieval.ts';
import { msg } from '@app/shared/error-messages';

/** Where the web app shows an article (the source link under an answer). */
export function articleUrl(slug: string, language: Language): string {
  return `/help/${slug}?lang=${language}`;
}

export function articleDto(a: repo.KbArticleRow): KbArticle {
  return {
    id: a.id,
    slug: a.slug,
    language: a.language,
    title: a.title,
    body: a.body,
    tags: a.tags,
    updatedBy: a.updatedBy,
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** A seeded article no admin has edited since (an edit records its author and moves `updatedAt`). */
function untouchedSeed(row: repo.KbArticleRow): boolean {
  return row.updatedBy === null && row.createdAt.getTime() === row.updatedAt.getTime();
}

/**
 * Seeds the knowledge base from the product texts when the table is empty (first start, and every test database);
 * on a seeded table, brings the articles no admin has edited up to the current seed (placeholders instead of
 * copied figures, new tags). Returns how many articles were added or refreshed.
 */
export async function ensureKnowledgeBase(deps: Pick<Deps, 'db' | 'clock'>): Promise<number> {
  const version = await repo.articlesVersion(deps.db);
  const now = deps.clock.now();
  const templates = seedTemplates();
  if (version.startsWith('0:')) {
    const rows = templates.map((a) => ({
      id: randomUUID(),
      slug: a.slug,
      language: a.language,
      title: a.title,
      body: a.body,
      tags: a.tags,
      updatedBy: null,
      createdAt: now,
      updatedAt: now,
    }));
    const inserted = await repo.insertArticles(deps.db, rows);
    return inserted.length;
  }
  const stored = new Map((await repo.listArticles(deps.db)).map((r) => [`${r.language}:${r.slug}`, r]));
  let refreshed = 0;
  for (const seed of templates) {
    const row = stored.get(`${seed.language}:${seed.slug}`);
    if (!row || !untouchedSeed(row)) continue;
    if (row.title === seed.title && row.body === seed.body && row.tags.join('\n') === seed.tags.join('\n')) continue;
    // Re-seeded, not edited: both instants move together, so the row stays "untouched" for the next refresh.
    const at = new Date(Math.max(now.getTime(), row.updatedAt.getTime() + 1));
    await repo.updateArticle(deps.db, row.id, {
      title: seed.title,
      body: seed.body,
      tags: seed.tags,
      createdAt: at,
      updatedAt: at,
    });
    refreshed += 1;
  }
  return refreshed;
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

async function knowledge(deps: Pick<Deps, 'db' | 'clock'>): Promise<KnowledgeIndex> {
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
function invalidate(db: Db): void {
  cache.delete(db);
}

export interface Retrieved extends SearchHit {
  language: Language;
}

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

/** One article as a retrieval hit (the first passage), for tool answers that cite it. */
export async function articleHit(
  deps: Pick<Deps, 'db' | 'clock'>,
  slug: string,
  language: Language,
): Promise<Retrieved | null> {
  const kb = await knowledge(deps);
  const doc = kb.articles.get(`${language}:${slug}`);
  if (!doc) return null;
  return {
    doc,
    language,
    score: 0,
    role: null,
    confidence: 1,
    passage: doc.body.split(/\n\s*\n/)[0]?.trim() ?? doc.body,
  };
}

// ---- admin editor ----

export async function listArticles(deps: Deps, language?: Language): Promise<KbArticle[]> {
  await knowledge(deps); // seeds an empty knowledge base
  return (await repo.listArticles(deps.db, language)).map(articleDto);
}

/** Public: one article by slug, in the language asked for or English. */
export async function getArticle(deps: Deps, slug: string, language: Language): Promise<KbArticle> {
  const { tiers } = await knowledge(deps); // also seeds an empty knowledge base
  const row =
    (await repo.findArticleBySlug(deps.db, slug, language)) ?? (await repo.findArticleBySlug(deps.db, slug, 'en'));
  if (!row) throw new AppError('NOT_FOUND', msg('concierge.articleNotFound'));
  // Readers see the figures; the admin editor (listArticles) keeps the placeholders.
  return articleDto({
    ...row,
    title: fillPlaceholders(row.title, row.language, tiers),
    body: fillPlaceholders(row.body, row.language, tiers),
  });
}

function uniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

export async function createArticle(deps: Deps, auth: AuthContext, input: KbArticleInput): Promise<KbArticle> {
  const data = kbArticleInput.parse(input);
  const now = deps.clock.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [created] = await repo.insertArticles(tx, [
        { id: randomUUID(), ...data, updatedBy: auth.user.id, createdAt: now, updatedAt: now },
      ]);
      if (!created)
        throw new AppError('CONFLICT', msg('concierge.slugTaken'), {
          fields: { slug: msg('concierge.slugTakenField') },
        });
      await audit(tx, {
        actorId: auth.user.id,
        action: 'kb.article_created',
        subjectType: 'kb_article',
        subjectId: created.id,
        data: { slug: data.slug, language: data.language },
      });
      return created;
    });
    invalidate(deps.db);
    return articleDto(row);
  } catch (err) {
    if (uniqueViolation(err))
      throw new AppError('CONFLICT', msg('concierge.slugTaken'), { fields: { slug: msg('concierge.slugTakenField') } });
    throw err;
  }
}

export async function updateArticle(
  deps: Deps,
  auth: AuthContext,
  id: string,
  input: KbArticleInput,
): Promise<KbArticle> {
  const data = kbArticleInput.parse(input);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const before = await repo.findArticle(tx, id);
      if (!before) throw new AppError('NOT_FOUND', msg('concierge.articleNotFound'));
      // Strictly later than the previous version, so the index fingerprint changes even within one clock tick.
      const now = new Date(Math.max(deps.clock.now().getTime(), before.updatedAt.getTime() + 1));
      const updated = await repo.updateArticle(tx, id, { ...data, updatedBy: auth.user.id, updatedAt: now });
      await audit(tx, {
        actorId: auth.user.id,
        action: 'kb.article_updated',
        subjectType: 'kb_article',
        subjectId: id,
        data: {
          slug: data.slug,
          language: data.language,
          titleBefore: before.title,
          titleAfter: data.title,
          bodyChanged: before.body !== data.body,
        },
      });
      return updated!;
    });
    invalidate(deps.db);
    return articleDto(row);
  } catch (err) {
    if (uniqueViolation(err))
      throw new AppError('CONFLICT', msg('concierge.slugTaken'), { fields: { slug: msg('concierge.slugTakenField') } });
    throw err;
  }
}

export async function deleteArticle(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await repo.deleteArticle(tx, id);
    if (!row) throw new AppError('NOT_FOUND', msg('concierge.articleNotFound'));
    await audit(tx, {
      actorId: auth.user.id,
      action: 'kb.article_deleted',
      subjectType: 'kb_article',
      subjectId: id,
      data: { slug: row.slug, language: row.language, title: row.title },
    });
  });
  invalidate(deps.db);
}
