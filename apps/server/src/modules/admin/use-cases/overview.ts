import type { Deps } from '../../../deps.ts';
import { userStats } from '../../auth/auth.service.ts';
import { productCounts } from '../../catalog/catalog.service.ts';
import { disputeCountsByStatus } from '../../disputes/disputes.service.ts';
import { platformMoneyFigures } from '../../escrow/use-cases/money-figures.ts';
import { awaitingVerificationCounts } from '../../verification/verification.service.ts';
import { dailyOrderFigures, orderFigures } from './order-figures.ts';

/** The admin overview: accounts, trade and money since the beginning (money from the ledger), orders per day over 30 days. */
export async function overview(deps: Deps) {
  const now = deps.clock.now();
  const end = new Date(now.getTime() + 1);
  const [users, products, verifications, disputes, orders, money, daily] = await Promise.all([
    userStats(deps),
    productCounts(deps.db),
    awaitingVerificationCounts(deps.db),
    disputeCountsByStatus(deps.db),
    orderFigures(deps.db, null, end),
    platformMoneyFigures(deps.db, { from: null, to: end }),
    dailyOrderFigures(deps.db, new Date(now.getTime() - 30 * 86_400_000)),
  ]);
  return {
    users,
    /** Vendors whose verification is open: waiting for an admin's decision, or for the vendor's answer. */
    pendingVerifications: verifications.awaitingReview + verifications.waitingOnVendor,
    verifications,
    products,
    orders: orders.orders,
    gmvCents: orders.gmvCents,
    money,
    openDisputes: disputes.OPEN + disputes.OFFERED + disputes.ESCALATED,
    daily,
  };
}
