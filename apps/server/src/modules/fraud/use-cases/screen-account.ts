import type { FraudAlertDto } from '@app/shared/fraud';
import { FRAUD_ALERT_THRESHOLD } from '@app/shared/fraud';
import type { Deps } from '../../../deps.ts';
import { alertDto } from '../alert-dto.ts';
import { scoreAccount } from '../fraud-rules.ts';
import { notifyAdmins } from '../fraud-steps.ts';
import * as repo from '../fraud.repository.ts';

/** Scores one account (vendor listings and dispute rate); stores or refreshes its alert above the threshold. */
export async function screenAccount(deps: Deps, userId: string, trigger: string): Promise<FraudAlertDto | null> {
  const [listings, counts] = await Promise.all([
    repo.listingsWithMedians(deps.db, userId),
    repo.vendorDisputeCounts(deps.db, [userId]),
  ]);
  const c = counts.get(userId) ?? { orders: 0, disputes: 0 };
  const { score, rules } = scoreAccount({ listings, vendorDisputes: c.disputes, vendorOrders: c.orders });
  if (score < FRAUD_ALERT_THRESHOLD) return null;
  const now = deps.clock.now();
  const { alert, created } = await repo.upsertAlert(deps.db, {
    dedupeKey: `account:${userId}`,
    subjectType: 'account',
    userId,
    orderId: null,
    score,
    rules,
    trigger,
    createdAt: now,
    updatedAt: now,
  });
  if (created) await notifyAdmins(deps, alert);
  return await alertDto(deps, alert.id);
}
