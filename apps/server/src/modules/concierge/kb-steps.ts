/**
 * The steps the knowledge base use cases (use-cases/*-article.ts...) share: an article's address and DTO, and the
 * refusal of a slug already taken in that language.
 */
import type { Language } from '@app/shared/constants';
import type { KbArticle } from '@app/shared/concierge';
import { AppError } from '../../lib/errors.ts';
import type { KbArticleRow } from './concierge.repository.ts';
import { msg } from '@app/shared/error-messages';

/** Where the web app shows an article (the source link under an answer). */
export function articleUrl(slug: string, language: Language): string {
  return `/help/${slug}?lang=${language}`;
}

export function articleDto(a: KbArticleRow): KbArticle {
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

export function uniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

/** Another article has this slug in this language. */
export function slugTaken(): AppError {
  return new AppError('CONFLICT', msg('concierge.slugTaken'), { fields: { slug: msg('concierge.slugTakenField') } });
}
