import type { Language } from '@app/shared/constants';
import type { KbArticle } from '@app/shared/concierge';
import type { Deps } from '../../../deps.ts';
import * as repo from '../concierge.repository.ts';
import { articleDto } from '../kb-steps.ts';
import { knowledge } from '../knowledge-index.ts';

/** The admin editor: the articles as written, placeholders and all. */
export async function listArticles(deps: Deps, language?: Language): Promise<KbArticle[]> {
  await knowledge(deps); // seeds an empty knowledge base
  return (await repo.listArticles(deps.db, language)).map(articleDto);
}
