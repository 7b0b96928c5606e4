import { randomUUID } from 'node:crypto';
import type { Deps } from '../../../deps.ts';
import * as repo from '../concierge.repository.ts';
import { seedTemplates } from '../kb-seed.ts';

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
