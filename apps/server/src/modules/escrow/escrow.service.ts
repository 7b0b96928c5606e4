/**
 * The escrow module's public ledger operations, one per file under use-cases/ (their shared context type is in
 * ledger-context.ts): orders, disputes, admin and tests import them from here. Each runs inside the caller's
 * transaction (the one that changes the vendor order's escrow status) and applies at most once per vendor order,
 * whatever the retries: the idempotency key is per operation. The money figures are in use-cases/money-figures.ts.
 */
import * as repo from './escrow.repository.ts';

export type { HeldVendorOrder } from './ledger-rules.ts';
export { heldOf, paidOf, vendorShareOf } from './ledger-rules.ts';
export { vendorAccountMovements, type AccountMovementRow } from './use-cases/account-movements.ts';
export { claimRefund } from './use-cases/claim-refund.ts';
export { escrowBalances } from './use-cases/escrow-balances.ts';
export { hold } from './use-cases/hold.ts';
export { partialRefund } from './use-cases/partial-refund.ts';
export { payableBalance } from './use-cases/payable-balance.ts';
export { payout } from './use-cases/payout.ts';
export { refund } from './use-cases/refund.ts';
export { refundPaid } from './use-cases/refund-paid.ts';
export { refundsOfOrders, type OrderRefunds } from './use-cases/refunds-of-orders.ts';
export { outstandingRefunds } from './use-cases/outstanding-refunds.ts';
export { release } from './use-cases/release.ts';
export { releaseAtMilestone } from './use-cases/release-at-milestone.ts';
export { reversePayout } from './use-cases/reverse-payout.ts';

export const unbalancedTransactions = repo.unbalancedTransactions;

export const balancesByPrefix = repo.balancesByPrefix;
export const ledgerLines = repo.ledgerLines;
export type { LedgerLine } from './escrow.repository.ts';
