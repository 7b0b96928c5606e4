import { randomUUID } from 'node:crypto';
import { LANGUAGES, type Language } from '@app/shared/constants';
import type { KbArticle, KbArticleInput } from '@app/shared/concierge';
import { kbArticleInput } from '@app/shared/concierge';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { audit } from '../audit/audit.service.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import * as repo from './concierge.repository.ts';
import { seedArticles } from './kb-seed.ts';
import { Bm25Index, type SearchHit } from './retrieval.ts';
import { msg } from '@app/shared/error-messages';

/** Where the web app shows an article (the source link under an answer). */
export function articleUrl(slug: string, language: Language): string {
  return `/help/${slug}?lang=${language}`;
}

export function articleDto(a: repo.KbArticleRow): KbArticle {
  return { id: a.id, slug: a.slug, language: a.language, title: a.title, body: a.body, tags: a.tags, updatedBy: a.updatedBy, updatedAt: a.updatedAt.toISOString() };
}

/**
 * Seeds the knowledge base from the product texts when the table is empty (first start, and every test database).
 * Returns how many articles were added.
 */
export async function ensureKnowledgeBase(deps: Pick<Deps, 'db' | 'clock'>): Promise<number> {
  const version = await repo.articlesVersion(deps.db);
  if (!version.startsWith('0:')) return 0;
  const now = deps.clock.now();
  const rows = seedArticles().map((a) => ({ id: randomUUID(), slug: a.slug, language: a.language, title: a.title, body: a.body, tags: a.tags, updatedBy: null, createdAt: now, updatedAt: now }));
  const inserted = await repo.insertArticles(deps.db, rows);
  return inserted.length;
}

interface CachedIndexes {
  version: string;
  indexes: Map<Language, Bm25Index>;
}

/**
 * The BM25 indexes, per database. Built from the table, kept in memory, and rebuilt whenever the table's
 * fingerprint (row count + latest update) changes — so an edit made by another process is seen too.
 */
const cache = new WeakMap<Db, CachedIndexes>();

async function indexes(deps: Pick<Deps, 'db' | 'clock'>): Promise<Map<Language, Bm25Index>> {
  let version = await repo.articlesVersion(deps.db);
  const cached = cache.get(deps.db);
  if (cached && cached.version === version) return cached.indexes;
  if (version.startsWith('0:') && (await ensureKnowledgeBase(deps)) > 0) version = await repo.articlesVersion(deps.db);
  const rows = await repo.listArticles(deps.db);
  const built = new Map<Language, Bm25Index>();
  for (const lang of LANGUAGES) {
    built.set(lang, new Bm25Index(lang, rows.filter((r) => r.language === lang).map((r) => ({ id: r.id, slug: r.slug, title: r.title, body: r.body }))));
  }
  cache.set(deps.db, { version, indexes: built });
  return built;
}

/** Forgets the cached index of this database (after an edit here; other processes see the fingerprint change). */
function invalidate(db: Db): void {
  cache.delete(db);
}

export interface Retrieved extends SearchHit {
  language: Language;
}

/** The best articles for a question in `language`; falls back to the English articles when none match. */
export async function searchKnowledgeBase(deps: Pick<Deps, 'db' | 'clock'>, question: string, language: Language, limit = 3): Promise<Retrieved[]> {
  const idx = await indexes(deps);
  const hits = idx.get(language)?.search(question, limit) ?? [];
  if (hits.length > 0 || language === 'en') return hits.map((h) => ({ ...h, language }));
  return (idx.get('en')?.search(question, limit) ?? []).map((h) => ({ ...h, language: 'en' as const }));
}

// ---- admin editor ----

export async function listArticles(deps: Deps, language?: Language): Promise<KbArticle[]> {
  await indexes(deps); // seeds an empty knowledge base
  return (await repo.listArticles(deps.db, language)).map(articleDto);
}

/** Public: one article by slug, in the language asked for or English. */
export async function getArticle(deps: Deps, slug: string, language: Language): Promise<KbArticle> {
  await indexes(deps);
  const row = (await repo.findArticleBySlug(deps.db, slug, language)) ?? (await repo.findArticleBySlug(deps.db, slug, 'en'));
  if (!row) throw new AppError('NOT_FOUND', msg('concierge.articleNotFound'));
  return articleDto(row);
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
      const [created] = await repo.insertArticles(tx, [{ id: randomUUID(), ...data, updatedBy: auth.user.id, createdAt: now, updatedAt: now }]);
      if (!created) throw new AppError('CONFLICT', msg('concierge.slugTaken'), { fields: { slug: msg('concierge.slugTakenField') } });
      await audit(tx, { actorId: auth.user.id, action: 'kb.article_created', subjectType: 'kb_article', subjectId: created.id, data: { slug: data.slug, language: data.language } });
      return created;
    });
    invalidate(deps.db);
    return articleDto(row);
  } catch (err) {
    if (uniqueViolation(err)) throw new AppError('CONFLICT', msg('concierge.slugTaken'), { fields: { slug: msg('concierge.slugTakenField') } });
    throw err;
  }
}

export async function updateArticle(deps: Deps, auth: AuthContext, id: string, input: KbArticleInput): Promise<KbArticle> {
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
        data: { slug: data.slug, language: data.language, titleBefore: before.title, titleAfter: data.title, bodyChanged: before.body !== data.body },
      });
      return updated!;
    });
    invalidate(deps.db);
    return articleDto(row);
  } catch (err) {
    if (uniqueViolation(err)) throw new AppError('CONFLICT', msg('concierge.slugTaken'), { fields: { slug: msg('concierge.slugTakenField') } });
    throw err;
  }
}

export async function deleteArticle(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await repo.deleteArticle(tx, id);
    if (!row) throw new AppError('NOT_FOUND', msg('concierge.articleNotFound'));
    await audit(tx, { actorId: auth.user.id, action: 'kb.article_deleted', subjectType: 'kb_article', subjectId: id, data: { slug: row.slug, language: row.language, title: row.title } });
  });
  invalidate(deps.db);
}
