/**
 * The steps the vendor order use cases (use-cases/*.ts) share: the owner's lock, the status change with its event row,
 * the escrow's status change, the escrow freeze check, and releasing the escrow on a locked vendor order. Both status
 * changes go through their machines (order-state.ts, escrow/escrow-state.ts): the check, the write, the audit row.
 */
import { sellerFee } from '@app/shared/fees';
import { formatCents } from '@app/shared/money';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { isAdmin } from '../../http/access.ts';
import { AppError } from '../../lib/errors.ts';
import { transition, type Machine } from '../../lib/state-machine.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import * as escrow from '../escrow/escrow.service.ts';
import { assertEscrowTransition, escrowMachine, type EscrowStatus } from '../escrow/escrow-state.ts';
import { notify } from '../notifications/notifications.service.ts';
import { orderRef } from './order-ref.ts';
import { vendorOrderMachine } from './order-state.ts';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { vendorOrders, VendorOrderStatus } from './orders.schema.ts';
import { heldVendorOrder } from './held-vendor-order.ts';
import * as repo from './orders.repository.ts';
import { msg } from '@app/shared/error-messages';

/** The vendor of that vendor order (or an admin) may act on it. */
export async function lockOwned(tx: DbOrTx, auth: AuthContext, vendorOrderId: string): Promise<repo.VendorOrderRow> {
  const vo = await repo.lockVendorOrder(tx, vendorOrderId);
  if (!vo || (vo.vendorId !== auth.user.id && !isAdmin(auth))) throw new AppError('NOT_FOUND', msg('orders.notFound'));
  return vo;
}

/**
 * One move of the vendor order machine on the locked row: the status, its order event and audit row (action
 * `vendor_order.<status>` unless the use case names it, e.g. 'order.vendor_order_cancelled').
 */
export async function setStatus(
  tx: DbOrTx,
  deps: Deps,
  vo: repo.VendorOrderRow,
  to: VendorOrderStatus,
  actorId: string | null,
  reason?: string,
  auditAction?: string,
): Promise<void> {
  const now = deps.clock.now();
  await transition(tx, vendorOrderMachine, {
    subjectId: vo.id,
    from: vo.status,
    action: to,
    write: async (db, next, fromStates) => {
      const changed = await repo.moveVendorOrder(db, vo.id, fromStates, { status: next, updatedAt: now });
      if (changed > 0)
        await repo.insertEvent(db, {
          vendorOrderId: vo.id,
          field: 'status',
          fromState: vo.status,
          toState: next,
          actorId,
          reason: reason ?? null,
          createdAt: now,
        });
      return changed;
    },
    actorId,
    ...(auditAction ? { auditAction } : {}),
    data: reason ? { reason } : {},
  });
}

/**
 * One move of a machine whose status is a column of the vendor order (escrow, a payment plan's balance), on the
 * locked row: the conditional write of the status (with `patch`), its order event (the timeline) and audit row.
 */
export async function moveVendorOrderColumn<S extends string>(
  tx: DbOrTx,
  deps: Deps,
  vo: repo.VendorOrderRow,
  column: {
    machine: Machine<S, S>;
    field: 'escrow' | 'balance';
    from: S;
    write: (db: DbOrTx, fromStates: S[], next: S, patch: PgUpdateSetSource<typeof vendorOrders>) => Promise<number>;
  },
  to: S,
  actorId: string | null,
  reason: string,
  patch: PgUpdateSetSource<typeof vendorOrders> = {},
): Promise<void> {
  const now = deps.clock.now();
  await transition(tx, column.machine, {
    subjectId: vo.id,
    from: column.from,
    action: to,
    write: async (db, next, fromStates) => {
      const changed = await column.write(db, fromStates, next, { ...patch, updatedAt: now });
      if (changed > 0)
        await repo.insertEvent(db, {
          vendorOrderId: vo.id,
          field: column.field,
          fromState: column.from,
          toState: next,
          actorId,
          reason,
          createdAt: now,
        });
      return changed;
    },
    actorId,
    data: { reason },
  });
}

/**
 * One move of the escrow machine on the locked vendor order (after its ledger transaction): the escrow status (with
 * `patch`), its order event and audit row. The caller checks the move before touching money (assertEscrowTransition).
 */
export function setEscrowStatus(
  tx: DbOrTx,
  deps: Deps,
  vo: repo.VendorOrderRow,
  to: EscrowStatus,
  actorId: string | null,
  reason: string,
  patch: Partial<repo.VendorOrderRow> = {},
): Promise<void> {
  return moveVendorOrderColumn(
    tx,
    deps,
    vo,
    {
      machine: escrowMachine,
      field: 'escrow',
      from: vo.escrowStatus,
      write: (db, from, next, p) => repo.moveEscrow(db, vo.id, from, { ...p, escrowStatus: next }),
    },
    to,
    actorId,
    reason,
    patch,
  );
}

/** A dispute or a fraud hold freezes the escrow: nothing releases it. */
export function assertNotFrozen(vo: repo.VendorOrderRow): void {
  if (vo.disputeOpen) throw new AppError('CONFLICT', msg('orders.disputeFreezesEscrow'));
  if (vo.fraudHold) throw new AppError('CONFLICT', msg('orders.fraudHoldFreezesEscrow'));
}

/** The release itself, on a locked vendor order. Never while a dispute is open. */
export async function releaseInTx(
  tx: DbOrTx,
  deps: Deps,
  vo: repo.VendorOrderRow,
  order: repo.OrderRow,
  actorId: string | null,
  reason: string,
): Promise<void> {
  assertNotFrozen(vo);
  assertEscrowTransition(vo.escrowStatus, 'RELEASED');
  const now = deps.clock.now();
  await escrow.release(tx, heldVendorOrder(vo, order.buyerId), { orderId: order.id, actorId, at: now });
  await setEscrowStatus(tx, deps, vo, 'RELEASED', actorId, reason);
  // in USD, as the notice is worded: goods after the seller fee, plus shipping, minus labels bought through us, less
  // what was released at shipment (issue 18)
  const usd = heldVendorOrder({ ...vo, settlementCurrency: 'USD' }, '');
  const already = vo.releasedGoodsCents - sellerFee(vo.releasedGoodsCents);
  const net = escrow.vendorShareOf(usd, vo.subtotalCents).vendor - already;
  await notify(
    deps,
    vo.vendorId,
    'escrow.released',
    {
      orderId: order.id,
      orderRef: orderRef(order.id),
      amount: formatCents(net),
      amountCents: net,
      link: '/settings?tab=billing',
    },
    tx,
  );
}
