/**
 * The steps the dispute use cases (use-cases/*.ts) share: facts about the vendor order, the state transition with its
 * event and audit rows, the notices, resolving with the money, and the refund paid back after the commit.
 */
import type { DisputeParty, DisputeStatus, DisputeSummaryDto } from '@app/shared/disputes';
import { formatCents } from '@app/shared/money';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { isAdmin } from '../../http/access.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { transition as applyTransition } from '../../lib/state-machine.ts';
import { adminUserIds } from '../auth/auth.service.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { leadTimesOf } from '../catalog/catalog.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { orderRef } from '../orders/order-ref.ts';
import * as orders from '../orders/orders.service.ts';
import { shippingOfVendorOrders } from '../shipping/shipping.service.ts';
import { summaryDto, type Parties, type ViewerRole } from './dispute-dto.ts';
import { disputeMachine, type DisputeTransitionAction } from './dispute-state.ts';
import { promisedDeliveryAt } from './dispute-window.ts';
import * as repo from './disputes.repository.ts';
import { msg } from '@app/shared/error-messages';
import type { NotificationKind } from '@app/shared/notifications';
import { payBackParts } from '../orders/use-cases/pay-back-through-rail.ts';

export type Actor = { id: string | null; party: DisputeParty };

export const notFound = () => new AppError('NOT_FOUND', msg('disputes.notFound'));

export function dueText(d: Date): string {
  return `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/* ---------- facts about a vendor order ---------- */

/** The promised delivery date of a vendor order (see promisedDeliveryAt for the definition). */
export async function promisedDateOf(
  db: DbOrTx,
  vo: { id: string; createdAt: Date },
  productIds: string[],
): Promise<Date> {
  const [leads, ships] = await Promise.all([leadTimesOf(db, productIds), shippingOfVendorOrders(db, [vo.id])]);
  const lead = Math.max(0, ...leads.values());
  const transit = ships.map((s) => s.transitDays).find((t) => t !== null) ?? null;
  return promisedDeliveryAt(vo.createdAt, lead, transit);
}

export async function partiesOf(
  db: DbOrTx,
  vendorOrderId: string,
): Promise<Parties & { details: NonNullable<Awaited<ReturnType<typeof orders.vendorOrderDetails>>> }> {
  const details = await orders.vendorOrderDetails(db, vendorOrderId);
  if (!details) throw notFound();
  return {
    buyerName: details.order.buyerInfo.company || details.order.buyerInfo.name,
    vendorName: details.vo.vendorName,
    goodsCents: details.vo.subtotalCents,
    escrowCents: details.vo.subtotalCents + details.vo.buyerFeeCents,
    details,
  };
}

export function viewerOf(auth: AuthContext, d: repo.DisputeRow): ViewerRole | null {
  if (d.buyerId === auth.user.id) return 'buyer';
  if (d.vendorId === auth.user.id) return 'vendor';
  return isAdmin(auth) ? 'admin' : null;
}

export async function attach(
  tx: DbOrTx,
  ids: string[],
  uploaderId: string,
  disputeId: string,
  party: DisputeParty,
  messageId: string | null,
): Promise<void> {
  const unique = [...new Set(ids)];
  const attached = await repo.attachEvidence(tx, unique, uploaderId, disputeId, party, messageId);
  if (attached !== unique.length) throw fieldError('evidenceIds', msg('disputes.evidenceNotFound'));
}

/* ---------- transitions ---------- */

/** One move of the dispute machine on the locked dispute: the status (with `patch`), its event row and audit row. */
export async function transition(
  tx: DbOrTx,
  deps: Deps,
  d: repo.DisputeRow,
  action: DisputeTransitionAction,
  actor: Actor,
  patch: Partial<repo.DisputeRow>,
  note: string | null,
): Promise<DisputeStatus> {
  const now = deps.clock.now();
  const to = await applyTransition(tx, disputeMachine, {
    subjectId: d.id,
    from: d.status,
    action,
    write: async (db, next, fromStates) => {
      const status = next as DisputeStatus;
      const from = fromStates.filter((s): s is DisputeStatus => s !== 'NEW');
      const changed = await repo.moveDispute(db, d.id, from, { ...patch, status, updatedAt: now });
      if (changed > 0)
        await repo.insertEvent(db, {
          disputeId: d.id,
          action,
          fromStatus: d.status,
          toStatus: status,
          actorId: actor.id,
          party: actor.party,
          note,
          createdAt: now,
        });
      return changed;
    },
    actorId: actor.id,
    auditAction: `dispute.${action}`,
    data: note ? { note } : {},
  });
  return to as DisputeStatus;
}

export async function notifyBoth(
  tx: DbOrTx,
  deps: Deps,
  d: repo.DisputeRow,
  kind: NotificationKind,
  data: Record<string, unknown>,
): Promise<void> {
  const details = await orders.vendorOrderDetails(tx, d.vendorOrderId);
  const base = {
    disputeId: d.id,
    orderId: d.orderId,
    orderRef: orderRef(d.orderId),
    vendorName: details?.vo.vendorName ?? '',
    link: `/disputes/${d.id}`,
  };
  for (const userId of [d.buyerId, d.vendorId]) await notify(deps, userId, kind, { ...base, ...data }, tx);
}

export async function escalateInTx(
  tx: DbOrTx,
  deps: Deps,
  d: repo.DisputeRow,
  action: DisputeTransitionAction,
  actor: Actor,
  why: repo.DisputeRow['escalationReason'],
  patch: Partial<repo.DisputeRow> = {},
  note: string | null = null,
): Promise<void> {
  const now = deps.clock.now();
  await transition(
    tx,
    deps,
    d,
    action,
    actor,
    { ...patch, escalationReason: why, escalatedAt: now, responseDueAt: null },
    note ?? why,
  );
  await notifyBoth(tx, deps, d, 'dispute.escalated', {});
  for (const adminId of await adminUserIds(tx)) {
    await notify(
      deps,
      adminId,
      'admin.dispute_escalated',
      { disputeId: d.id, orderRef: orderRef(d.orderId), link: `/admin/dashboard?tab=disputes&dispute=${d.id}` },
      tx,
    );
  }
}

export interface Settled {
  disputeId: string;
  orderId: string;
  buyerId: string;
  refundCents: number;
  /** The refund in the currency the order was paid in. */
  refundMinor: number;
  currency: string;
  /** The refund per payment that brought the money in (a payment plan's balance has its own, issue 18). */
  back: { provider: string; captureId: string; refundMinor: number; suffix: string }[];
}

/** Resolves on the locked dispute: locks the vendor order, writes the ledger once, the states, the audit, the notices. */
export async function resolveInTx(
  tx: DbOrTx,
  deps: Deps,
  d: repo.DisputeRow,
  action: DisputeTransitionAction,
  actor: Actor,
  settlement: orders.DisputeSettlement,
  note: string | null,
  extra: Partial<repo.DisputeRow> = {},
): Promise<Settled> {
  disputeMachine.assert(d.status, action); // refuse before touching money
  const locked = await orders.lockVendorOrderForDispute(tx, d.vendorOrderId);
  if (!locked) throw notFound();
  const r = await orders.settleDisputedVendorOrder(
    tx,
    deps,
    locked.vo,
    locked.order,
    settlement,
    actor.id,
    `dispute ${action.replace(/_/g, ' ')}`,
  );
  const now = deps.clock.now();
  await transition(
    tx,
    deps,
    d,
    action,
    actor,
    {
      ...extra,
      outcome: settlement.kind,
      refundCents: r.refundCents,
      vendorCreditCents: r.vendorCreditCents,
      resolvedAt: now,
      responseDueAt: null,
    },
    note,
  );
  await notifyBoth(tx, deps, d, 'dispute.resolved', {
    refund: formatCents(r.refundCents),
    refundCents: r.refundCents,
    released: formatCents(r.vendorCreditCents),
    releasedCents: r.vendorCreditCents,
  });
  return {
    disputeId: d.id,
    orderId: locked.order.id,
    buyerId: locked.order.buyerId,
    refundCents: r.refundCents,
    refundMinor: r.refundMinor,
    currency: r.currency,
    back: r.back,
  };
}

/** After the commit: pay the refund back through the provider (its request id makes it apply once). */
export async function payBack(deps: Deps, s: Settled): Promise<void> {
  if (s.refundCents <= 0) return;
  await payBackParts(deps, s.back, {
    currency: s.currency,
    buyerId: s.buyerId,
    orderId: s.orderId,
    key: `dispute-${s.disputeId}`,
    subject: { disputeId: s.disputeId },
  });
}

export async function lockParty(
  tx: DbOrTx,
  auth: AuthContext,
  id: string,
  party: 'buyer' | 'vendor',
): Promise<repo.DisputeRow> {
  const d = await repo.lockDispute(tx, id);
  if (!d) throw notFound();
  const owner = party === 'buyer' ? d.buyerId : d.vendorId;
  if (owner !== auth.user.id) {
    if (d.buyerId === auth.user.id || d.vendorId === auth.user.id || isAdmin(auth))
      throw new AppError('FORBIDDEN', party === 'buyer' ? msg('disputes.buyerOnly') : msg('disputes.vendorOnly'));
    throw notFound();
  }
  return d;
}

export async function summaries(db: DbOrTx, rows: repo.DisputeRow[]): Promise<DisputeSummaryDto[]> {
  const names = await orders.partyNamesOfVendorOrders(
    db,
    rows.map((d) => d.vendorOrderId),
  );
  return rows.flatMap((d) => {
    const p = names.get(d.vendorOrderId);
    return p ? [summaryDto(d, p)] : [];
  });
}
