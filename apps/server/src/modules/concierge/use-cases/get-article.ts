import type { Language } from '@app/shared/constants';
import type { KbArticle } from '@app/shared/concierge';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import * as repo from '../concierge.repository.ts';
import { fillPlaceholders } from '../kb-seed.ts';
import { articleDto } from '../kb-steps.ts';
import { knowledge } from '../knowledge-index.ts';
import { msg } from '@app/shared/error-messages';

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
