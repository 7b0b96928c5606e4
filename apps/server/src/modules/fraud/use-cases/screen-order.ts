import type { FraudAlertDto } from '@app/shared/fraud';
import { FRAUD_ALERT_THRESHOLD } from '@app/shared/fraud';
import type { Deps } from '../../../deps.ts';
import { getUserById } from '../../auth/auth.service.ts';
import { vendorOrdersOfOrder } from '../../orders/orders.service.ts';
import { alertDto } from '../alert-dto.ts';
import { scoreOrder } from '../fraud-rules.ts';
import { notifyAdmins } from '../fraud-steps.ts';
import * as repo from '../fraud.repository.ts';

/**
 * Scores a newly placed order (called by the order placement path, after its transaction commits). Stores an alert
 * when the score reaches the threshold. Never throws: screening must not break a paid order.
 */
export async function screenOrder(deps: Deps, orderId: string): Promise<FraudAlertDto | null> {
  try {
    const found = await vendorOrdersOfOrder(deps.db, orderId);
    if (!found) return null;
    const { order } = found;
    const user = await getUserById(deps.db, order.buyerId);
    if (!user) return null;
    const now = deps.clock.now();
    const activity = await repo.buyerActivity(deps.db, order.buyerId, now);
    const { score, rules } = scoreOrder({
      accountAgeHours: (now.getTime() - user.createdAt.getTime()) / 3_600_000,
      orderTotalUsdCents: order.totalCents,
      ordersLastHour: activity.lastHour,
      ordersLastDay: activity.lastDay,
      failedLastDay: activity.failedLastDay,
      accountCountry: user.country,
      shippingCountry: order.shippingAddress.country || null,
      buyerDisputes: activity.disputes,
      buyerOrders: activity.vendorOrders,
    });
    if (score < FRAUD_ALERT_THRESHOLD) return null;
    const { alert, created } = await repo.upsertAlert(deps.db, {
      dedupeKey: `order:${orderId}`,
      subjectType: 'order',
      userId: order.buyerId,
      orderId,
      score,
      rules,
      trigger: 'order_placed',
      createdAt: now,
      updatedAt: now,
    });
    if (created) await notifyAdmins(deps, alert);
    return await alertDto(deps, alert.id);
  } catch (err) {
    deps.logger.error({ err, orderId }, 'fraud screening of an order failed');
    return null;
  }
}
