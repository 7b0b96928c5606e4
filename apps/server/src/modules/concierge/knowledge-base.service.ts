/**
 * The knowledge base's use cases, one per file under use-cases/ (the shared steps are in kb-steps.ts, the cached
 * search index in knowledge-index.ts): the concierge's answers, the admin editor, the help pages and start-up import
 * them from here.
 */
export { articleDto, articleUrl } from './kb-steps.ts';
export type { Retrieved } from './knowledge-index.ts';
export { articleHit } from './use-cases/article-hit.ts';
export { createArticle } from './use-cases/create-article.ts';
export { deleteArticle } from './use-cases/delete-article.ts';
export { ensureKnowledgeBase } from './use-cases/ensure-knowledge-base.ts';
export { getArticle } from './use-cases/get-article.ts';
export { listArticles } from './use-cases/list-articles.ts';
export { lookUp, MIN_CONFIDENCE, type Lookup } from './use-cases/look-up.ts';
export { updateArticle } from './use-cases/update-article.ts';
