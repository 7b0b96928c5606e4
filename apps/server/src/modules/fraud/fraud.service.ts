import type { FraudAction, FraudAlertDto, FraudAlertStatus, FraudStatsDto, FraudRuleId } from '@app/shared/fraud';
import { FRAUD_ALERT_THRESHOLD, FRAUD_RULES } from '@app/shared/fraud';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { transition } from '../../lib/state-machine.ts';
import { adminUserIds, getUserById, setUserSuspended } from '../auth/auth.service.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { setFraudHold, vendorOrdersOfOrder } from '../orders/orders.service.ts';
import { RULE_LIMITS, scoreAccount, scoreOrder } from './fraud-rules.ts';
import { withUsers, type AlertWithUser } from './alert-users.ts';
import { alertMachine } from './alert-state.ts';
import * as repo from './fraud.repository.ts';
import { msg } from '@app/shared/error-messages';

function toDto(a: AlertWithUser): FraudAlertDto {
  return {
    id: a.id,
    subjectType: a.subjectType,
    userId: a.userId,
    userName:
      a.userCompany?.trim() && a.subjectType === 'account' ? `${a.userName} (${a.userCompany.trim()})` : a.userName,
    userEmail: a.userEmail,
    userStatus: a.userStatus,
    orderId: a.orderId,
    score: a.score,
    rules: a.rules,
    status: a.status,
    trigger: a.trigger,
    note: a.note,
    decidedAt: a.decidedAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
  };
}

/** One alert with its user, as the admin sees it. */
async function alertDto(deps: Deps, alertId: string): Promise<FraudAlertDto> {
  const alert = await repo.findAlert(deps.db, alertId);
  return toDto((await withUsers(deps.db, alert ? [alert] : []))[0]!);
}

async function notifyAdmins(deps: Deps, alert: repo.AlertRow): Promise<void> {
  const { notify } = await import('../notifications/notifications.service.ts');
  for (const id of await adminUserIds(deps.db)) {
    await notify(deps, id, 'admin.fraud_alert', {
      score: alert.score,
      rules: alert.rules.map((r) => r.rule).join(', '),
      link: '/admin/dashboard?tab=fraud',
    });
  }
}

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

/**
 * The periodic scan of accounts (every 15 minutes, and on an admin's request): vendors listing many products far below
 * their category's median price, and vendors with a high dispute rate. Candidates come from two grouped queries.
 */
export async function scanAccounts(deps: Deps): Promise<{ scanned: number; alerts: number }> {
  const [cheap, disputed] = await Promise.all([
    repo.belowMarketCandidates(
      deps.db,
      RULE_LIMITS.belowMarketShare,
      RULE_LIMITS.belowMarketListings,
      RULE_LIMITS.belowMarketMinCategorySize,
    ),
    repo.disputeCandidates(deps.db, RULE_LIMITS.disputeMinOrders, RULE_LIMITS.disputeRate),
  ]);
  const ids = [...new Set([...cheap, ...disputed])];
  let alerts = 0;
  for (const id of ids) if (await screenAccount(deps, id, 'scan')) alerts += 1;
  return { scanned: ids.length, alerts };
}

export async function listAlerts(deps: Deps, status?: FraudAlertStatus): Promise<FraudAlertDto[]> {
  return (await withUsers(deps.db, await repo.recentAlerts(deps.db, { status, limit: 100 }))).map(toDto);
}

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

/**
 * An admin acts on an alert: dismiss it, hold the order (its escrow cannot be released until the hold is lifted),
 * lift the hold, or suspend the account (the admin console's suspension: sessions end at once). The move goes through
 * the alert machine (alert-state.ts): the check, the status and the audit row ('fraud.<action>') in one transaction.
 */
export async function actOnAlert(
  deps: Deps,
  auth: AuthContext,
  alertId: string,
  action: FraudAction,
  note: string,
): Promise<FraudAlertDto> {
  const userToSuspend = await deps.db.transaction(async (tx) => {
    const alert = await repo.lockAlert(tx, alertId);
    if (!alert) throw new AppError('NOT_FOUND', msg('fraud.notFound'));
    alertMachine.assert(alert.status, action); // refused before the order's hold changes
    if (action === 'HOLD_ORDER' || action === 'RELEASE_HOLD') {
      if (!alert.orderId) throw new AppError('CONFLICT', msg('fraud.noOrderToHold'));
      await setFraudHold(tx, deps, alert.orderId, action === 'HOLD_ORDER');
    }
    const now = deps.clock.now();
    await transition(tx, alertMachine, {
      subjectId: alert.id,
      from: alert.status,
      action,
      write: (db, status, from) =>
        repo.moveAlert(db, alert.id, from, { status, decidedBy: auth.user.id, decidedAt: now, note, updatedAt: now }),
      actorId: auth.user.id,
      auditAction: `fraud.${action.toLowerCase()}`,
      data: { note, orderId: alert.orderId, userId: alert.userId, score: alert.score },
    });
    return action === 'SUSPEND_ACCOUNT' ? alert.userId : null;
  });
  if (userToSuspend) await setUserSuspended(deps, auth, userToSuspend, true, `Fraud alert: ${note}`);
  return await alertDto(deps, alertId);
}
