import type { FraudStatsDto, FraudRuleId } from '@app/shared/fraud';
import { FRAUD_RULES } from '@app/shared/fraud';
import type { Deps } from '../../../deps.ts';
import * as repo from '../fraud.repository.ts';

/** Public: counts only, no one's identity. */
export async function fraudStats(deps: Deps): Promise<FraudStatsDto> {
  const now = deps.clock.now();
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const s = await repo.alertStats(deps.db, dayStart, new Date(now.getTime() - 30 * 86_400_000));
  return {
    alertsToday: s.today,
    highRisk: s.high,
    heldOrders: s.held,
    dismissed: s.dismissed,
    openAlerts: s.open,
    byRule: s.byRule.filter((r): r is { rule: FraudRuleId; count: number } =>
      (FRAUD_RULES as readonly string[]).includes(r.rule),
    ),
  };
}
