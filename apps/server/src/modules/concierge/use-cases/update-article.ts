import type { KbArticle, KbArticleInput } from '@app/shared/concierge';
import { kbArticleInput } from '@app/shared/concierge';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../concierge.repository.ts';
import { articleDto, slugTaken, uniqueViolation } from '../kb-steps.ts';
import { invalidate } from '../knowledge-index.ts';
import { msg } from '@app/shared/error-messages';

/** Admins: an edited article, audited (the title before and after, whether the body changed). */
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
    if (uniqueViolation(err)) throw slugTaken();
    throw err;
  }
}
