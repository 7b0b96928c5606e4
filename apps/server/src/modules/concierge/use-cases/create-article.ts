import { randomUUID } from 'node:crypto';
import type { KbArticle, KbArticleInput } from '@app/shared/concierge';
import { kbArticleInput } from '@app/shared/concierge';
import type { Deps } from '../../../deps.ts';
import { audit } from '../../audit/audit.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../concierge.repository.ts';
import { articleDto, slugTaken, uniqueViolation } from '../kb-steps.ts';
import { invalidate } from '../knowledge-index.ts';

/** Admins: a new article (a slug is unique per language), audited. */
export async function createArticle(deps: Deps, auth: AuthContext, input: KbArticleInput): Promise<KbArticle> {
  const data = kbArticleInput.parse(input);
  const now = deps.clock.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const [created] = await repo.insertArticles(tx, [
        { id: randomUUID(), ...data, updatedBy: auth.user.id, createdAt: now, updatedAt: now },
      ]);
      if (!created) throw slugTaken();
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
    if (uniqueViolation(err)) throw slugTaken();
    throw err;
  }
}
