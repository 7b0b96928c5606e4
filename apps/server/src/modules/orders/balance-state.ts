/**
 * A vendor order's balance under a payment plan (issue 18), as data: the moves come from @app/shared/payment-plans
 * (BALANCE_TRANSITIONS), one machine (lib/state-machine.ts) checks and applies them, each with its order event (the
 * timeline) and audit row.
 */
import { msg } from '@app/shared/error-messages';
import { BALANCE_TRANSITIONS, type BalanceStatus } from '@app/shared/payment-plans';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { statusMachine } from '../../lib/state-machine.ts';
import * as balanceRepo from './balance.repository.ts';
import type { vendorOrders } from './orders.schema.ts';
import type * as repo from './orders.repository.ts';
import { moveVendorOrderColumn } from './vendor-order-steps.ts';

export const balanceMachine = statusMachine<BalanceStatus>({
  name: 'balance',
  subjectType: 'vendor_order',
  transitions: BALANCE_TRANSITIONS,
  refuse: (from) => refusal(from),
});

/** Why the balance cannot move: in the words of where it stands. */
function refusal(from: BalanceStatus): AppError {
  return new AppError('CONFLICT', msg(`orders.balance.refused.${from}`), { balanceStatus: from });
}

/** The balance is not in escrow (a plan's balance not yet asked, or asked and unpaid). */
export const balanceUnpaid = (s: BalanceStatus): boolean => s === 'PENDING' || s === 'DUE';

/** Goods leave only once escrow holds everything: a plan's balance unpaid refuses a label and the shipment. */
export function assertBalancePaid(vo: Pick<repo.VendorOrderRow, 'balanceStatus'>): void {
  if (balanceUnpaid(vo.balanceStatus)) throw new AppError('CONFLICT', msg('orders.balance.unpaidShip'));
}

/** One move of the balance machine on the locked vendor order: the status (with `patch`), its event and audit row. */
export function setBalanceStatus(
  tx: DbOrTx,
  deps: Deps,
  vo: repo.VendorOrderRow,
  to: BalanceStatus,
  actorId: string | null,
  reason: string,
  patch: PgUpdateSetSource<typeof vendorOrders> = {},
): Promise<void> {
  return moveVendorOrderColumn(
    tx,
    deps,
    vo,
    {
      machine: balanceMachine,
      field: 'balance',
      from: vo.balanceStatus,
      write: (db, from, next, p) => balanceRepo.moveBalance(db, vo.id, from, { ...p, balanceStatus: next }),
    },
    to,
    actorId,
    reason,
    patch,
  );
}
