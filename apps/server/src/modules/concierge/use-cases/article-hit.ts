import type { Language } from '@app/shared/constants';
import type { Deps } from '../../../deps.ts';
import { knowledge, type Retrieved } from '../knowledge-index.ts';

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
