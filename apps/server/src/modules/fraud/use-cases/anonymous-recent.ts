import type { Deps } from '../../../deps.ts';
import * as repo from '../fraud.repository.ts';

/** Public: the latest alerts without who or which order (rule names, score, status, time). */
export async function anonymousRecent(deps: Deps) {
  const rows = await repo.recentAlerts(deps.db, { limit: 10 });
  return rows.map((a) => ({
    id: a.id,
    subjectType: a.subjectType,
    score: a.score,
    rules: a.rules.map((r) => r.rule),
    status: a.status,
    createdAt: a.createdAt.toISOString(),
  }));
}
