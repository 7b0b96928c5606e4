import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../concierge.repository.ts';
import { invalidate } from '../knowledge-index.ts';
import { msg } from '@app/shared/error-messages';

/** Admins: deletes an article, audited with its slug, language and title. */
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
