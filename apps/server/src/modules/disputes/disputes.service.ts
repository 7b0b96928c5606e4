import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  AdminDisputeFilter,
  AdminDisputeQueueDto,
  decideDisputeRequest,
  DisputeDto,
  DisputeOptionDto,
  DisputeParty,
  DisputeStatus,
  DisputeSummaryDto,
  openDisputeRequest,
  respondDisputeRequest,
} from '@app/shared/disputes';
import { LIMITS } from '@app/shared/constants';
import { formatCents } from '@app/shared/money';
import { cleanFileName } from '@app/shared/text';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { isAdmin } from '../../http/access.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { audit } from '../audit/audit.service.ts';
import { adminUserIds } from '../auth/auth.service.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { leadTimesOf } from '../catalog/catalog.service.ts';
import * as escrow from '../escrow/escrow.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { orderRef } from '../orders/checkout.service.ts';
import * as orders from '../orders/orders.service.ts';
import { shippingOfVendorOrders } from '../shipping/shipping.service.ts';
import { sniffDocument } from '../verification/verification.service.ts';
import { disputeDto, summaryDto, type Parties, type ViewerRole } from './dispute-dto.ts';
import { nextDisputeStatus, type DisputeTransitionAction } from './dispute-state.ts';
import { disputeEligibility, disputeEligibilityOf } from './dispute-eligibility.ts';
import { BUYER_OFFER_ANSWER_MS, promisedDeliveryAt, VENDOR_RESPONSE_MS } from './dispute-window.ts';
import * as repo from './disputes.repository.ts';
import { money, msg } from '@app/shared/error-messages';
import type { NotificationKind } from '@app/shared/notifications';

type OpenInput = z.output<typeof openDisputeRequest>;
type RespondInput = z.output<typeof respondDisputeRequest>;
type DecideInput = z.output<typeof decideDisputeRequest>;
type Actor = { id: string | null; party: DisputeParty };

const notFound = () => new AppError('NOT_FOUND', msg('disputes.notFound'));

function dueText(d: Date): string {
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

async function partiesOf(
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

function viewerOf(auth: AuthContext, d: repo.DisputeRow): ViewerRole | null {
  if (d.buyerId === auth.user.id) return 'buyer';
  if (d.vendorId === auth.user.id) return 'vendor';
  return isAdmin(auth) ? 'admin' : null;
}

/* ---------- evidence ---------- */

export async function uploadEvidence(deps: Deps, auth: AuthContext, filename: string, data: Buffer) {
  if (data.length > LIMITS.maxDocumentBytes) throw fieldError('evidence', msg('common.fileTooLarge'));
  const mime = sniffDocument(data);
  if (!mime) throw fieldError('evidence', msg('disputes.notDocument', { file: filename }));
  const id = randomUUID();
  const fileKey = `disputes/${auth.user.id}/${id}`;
  await deps.files.put(fileKey, data, mime);
  const now = deps.clock.now();
  const name = cleanFileName(filename, 'evidence');
  await repo.insertEvidence(deps.db, {
    id,
    uploaderId: auth.user.id,
    filename: name,
    mime,
    bytes: data.length,
    fileKey,
    createdAt: now,
  });
  return { id, filename: name, mime, bytes: data.length, url: `/api/disputes/evidence/${id}` };
}

/** An evidence file: before it is attached, its uploader; then the dispute's buyer and vendor, and admins. */
export async function evidenceFile(
  deps: Deps,
  auth: AuthContext,
  id: string,
): Promise<{ filename: string; mime: string; data: Buffer }> {
  const e = await repo.findEvidence(deps.db, id);
  if (!e) throw new AppError('NOT_FOUND', msg('common.fileNotFound'));
  let allowed = e.uploaderId === auth.user.id || isAdmin(auth);
  if (!allowed && e.disputeId) {
    const d = await repo.findDispute(deps.db, e.disputeId);
    allowed = !!d && (d.buyerId === auth.user.id || d.vendorId === auth.user.id);
  }
  if (!allowed) throw new AppError('NOT_FOUND', msg('common.fileNotFound'));
  const data = await deps.files.get(e.fileKey);
  if (!data) throw new AppError('NOT_FOUND', msg('common.fileNotFound'));
  return { filename: e.filename, mime: e.mime, data };
}

async function attach(
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

async function transition(
  tx: DbOrTx,
  deps: Deps,
  d: repo.DisputeRow,
  action: DisputeTransitionAction,
  actor: Actor,
  patch: Partial<repo.DisputeRow>,
  note: string | null,
): Promise<DisputeStatus> {
  const to = nextDisputeStatus(d.status, action);
  const now = deps.clock.now();
  await repo.updateDispute(tx, d.id, { ...patch, status: to, updatedAt: now });
  await repo.insertEvent(tx, {
    disputeId: d.id,
    action,
    fromStatus: d.status,
    toStatus: to,
    actorId: actor.id,
    party: actor.party,
    note,
    createdAt: now,
  });
  await audit(tx, {
    actorId: actor.id,
    action: `dispute.${action}`,
    subjectType: 'dispute',
    subjectId: d.id,
    data: { from: d.status, to, ...(note ? { note } : {}) },
  });
  return to;
}

async function notifyBoth(
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

async function escalateInTx(
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

interface Settled {
  disputeId: string;
  orderId: string;
  buyerId: string;
  captureId: string;
  refundCents: number;
}

/** Resolves on the locked dispute: locks the vendor order, writes the ledger once, the states, the audit, the notices. */
async function resolveInTx(
  tx: DbOrTx,
  deps: Deps,
  d: repo.DisputeRow,
  action: DisputeTransitionAction,
  actor: Actor,
  settlement: orders.DisputeSettlement,
  note: string | null,
  extra: Partial<repo.DisputeRow> = {},
): Promise<Settled> {
  nextDisputeStatus(d.status, action); // refuse before touching money
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
    captureId: locked.order.paymentCaptureId,
    refundCents: r.refundCents,
  };
}

/** After the commit: pay the refund back through the provider (its request id makes it apply once). */
async function payBack(deps: Deps, s: Settled): Promise<void> {
  if (s.refundCents <= 0) return;
  try {
    const { refundId } = await deps.payments.refundCapture(s.captureId, s.refundCents, `dispute-${s.disputeId}`);
    await deps.db.transaction((tx) =>
      escrow.refundPaid(tx, s.buyerId, s.refundCents, refundId, { orderId: s.orderId, at: deps.clock.now() }),
    );
  } catch (err) {
    deps.logger.error(
      { err, disputeId: s.disputeId },
      'provider refund failed; the ledger shows it as owed to the buyer',
    );
  }
}

async function lockParty(
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

/* ---------- use cases ---------- */

/** The buyer opens a dispute: escrow frozen (dispute_open) in the same transaction; the vendor has 48 hours. */
export async function openDispute(deps: Deps, auth: AuthContext, input: OpenInput): Promise<DisputeDto> {
  const id = await deps.db.transaction(async (tx) => {
    const locked = await orders.lockVendorOrderForDispute(tx, input.vendorOrderId);
    if (!locked || locked.order.buyerId !== auth.user.id) throw new AppError('NOT_FOUND', msg('orders.notFound'));
    const { vo, order } = locked;
    const now = deps.clock.now();
    const items = (await orders.vendorOrderDetails(tx, vo.id))?.items ?? [];
    // The one eligibility rule, on the locked row: what the order DTOs told the buyer is what is enforced here.
    const e = await disputeEligibility(tx, { ...vo, productIds: items.map((i) => i.productId), viewerIsBuyer: true }, now);
    if (!e.allowed) {
      throw new AppError('CONFLICT', msg(`disputes.blocked.${e.reason!}`), { blockedBy: e.reason });
    }
    if (input.requestedOutcome === 'PARTIAL_REFUND' && (input.requestedRefundCents ?? 0) >= vo.subtotalCents) {
      throw fieldError('requestedRefundCents', msg('disputes.partialTooHigh', { amount: money(vo.subtotalCents, 'USD') }));
    }
    const d = await repo.insertDispute(tx, {
      id: randomUUID(),
      vendorOrderId: vo.id,
      orderId: order.id,
      buyerId: order.buyerId,
      vendorId: vo.vendorId,
      status: nextDisputeStatus('NEW', 'open'),
      reason: input.reason,
      requestedOutcome: input.requestedOutcome,
      requestedRefundCents: input.requestedOutcome === 'PARTIAL_REFUND' ? input.requestedRefundCents! : null,
      description: input.description,
      responseDueAt: new Date(now.getTime() + VENDOR_RESPONSE_MS),
      createdAt: now,
      updatedAt: now,
    });
    if (!d)
      throw new AppError('CONFLICT', msg('disputes.blocked.ALREADY_DISPUTED'), { blockedBy: 'ALREADY_DISPUTED' });
    await attach(tx, input.evidenceIds, auth.user.id, d.id, 'buyer', null);
    await orders.setDisputeOpen(tx, deps, vo.id, true);
    await repo.insertEvent(tx, {
      disputeId: d.id,
      action: 'open',
      fromStatus: null,
      toStatus: 'OPEN',
      actorId: auth.user.id,
      party: 'buyer',
      note: input.reason,
      createdAt: now,
    });
    await audit(tx, {
      actorId: auth.user.id,
      action: 'dispute.open',
      subjectType: 'dispute',
      subjectId: d.id,
      data: {
        vendorOrderId: vo.id,
        reason: input.reason,
        requestedOutcome: input.requestedOutcome,
        requestedRefundCents: d.requestedRefundCents,
      },
    });
    await notifyBoth(tx, deps, d, 'dispute.opened', { dueAt: dueText(d.responseDueAt!), hours: 48 });
    return d.id;
  });
  return getDispute(deps, auth, id);
}

/** The vendor answers within 48 hours: accept (the buyer's request), offer a partial refund, or contest. */
export async function respondToDispute(
  deps: Deps,
  auth: AuthContext,
  id: string,
  input: RespondInput,
): Promise<DisputeDto> {
  const settled = await deps.db.transaction(async (tx) => {
    const d = await lockParty(tx, auth, id, 'vendor');
    const actor: Actor = { id: auth.user.id, party: 'vendor' };
    const statement = input.statement || null;
    if (input.action === 'ACCEPT') {
      nextDisputeStatus(d.status, 'vendor_accept');
      await attach(tx, input.evidenceIds, auth.user.id, d.id, 'vendor', null);
      const s: orders.DisputeSettlement =
        d.requestedOutcome === 'PARTIAL_REFUND'
          ? { kind: 'PARTIAL_REFUND', refundCents: d.requestedRefundCents! }
          : { kind: 'FULL_REFUND' };
      return resolveInTx(tx, deps, d, 'vendor_accept', actor, s, statement, {
        vendorResponse: 'ACCEPT',
        vendorStatement: statement,
      });
    }
    if (input.action === 'OFFER') {
      nextDisputeStatus(d.status, 'vendor_offer');
      const goods = (await partiesOf(tx, d.vendorOrderId)).goodsCents;
      if (input.offerCents! >= goods)
        throw fieldError('offerCents', msg('disputes.offerTooHigh', { amount: money(goods, 'USD') }));
      await attach(tx, input.evidenceIds, auth.user.id, d.id, 'vendor', null);
      const due = new Date(deps.clock.now().getTime() + BUYER_OFFER_ANSWER_MS);
      await transition(
        tx,
        deps,
        d,
        'vendor_offer',
        actor,
        { vendorResponse: 'OFFER', vendorStatement: statement, offerCents: input.offerCents!, responseDueAt: due },
        statement,
      );
      await notifyBoth(tx, deps, d, 'dispute.offer_made', {
        amount: formatCents(input.offerCents!),
        amountCents: input.offerCents!,
        dueAt: dueText(due),
      });
      return null;
    }
    nextDisputeStatus(d.status, 'vendor_contest');
    await attach(tx, input.evidenceIds, auth.user.id, d.id, 'vendor', null);
    await escalateInTx(
      tx,
      deps,
      d,
      'vendor_contest',
      actor,
      'CONTESTED',
      { vendorResponse: 'CONTEST', vendorStatement: statement },
      statement,
    );
    return null;
  });
  if (settled) await payBack(deps, settled);
  return getDispute(deps, auth, id);
}

/** The buyer accepts the vendor's offer (resolved with that partial refund) or rejects it (escalated). */
export async function answerOffer(
  deps: Deps,
  auth: AuthContext,
  id: string,
  decision: 'ACCEPT' | 'REJECT',
): Promise<DisputeDto> {
  const settled = await deps.db.transaction(async (tx) => {
    const d = await lockParty(tx, auth, id, 'buyer');
    const actor: Actor = { id: auth.user.id, party: 'buyer' };
    if (decision === 'ACCEPT')
      return resolveInTx(
        tx,
        deps,
        d,
        'buyer_accept_offer',
        actor,
        { kind: 'PARTIAL_REFUND', refundCents: d.offerCents! },
        null,
      );
    await escalateInTx(tx, deps, d, 'buyer_reject_offer', actor, 'OFFER_REJECTED');
    return null;
  });
  if (settled) await payBack(deps, settled);
  return getDispute(deps, auth, id);
}

/** The admin decides an escalated dispute: release, full refund or partial refund, with a note to both parties. */
export async function decideDispute(
  deps: Deps,
  auth: AuthContext,
  id: string,
  input: DecideInput,
): Promise<DisputeDto> {
  const settled = await deps.db.transaction(async (tx) => {
    const d = await repo.lockDispute(tx, id);
    if (!d) throw notFound();
    if (d.buyerId === auth.user.id || d.vendorId === auth.user.id)
      throw new AppError('FORBIDDEN', msg('disputes.partyCannotDecide'));
    const s: orders.DisputeSettlement =
      input.outcome === 'PARTIAL_REFUND'
        ? { kind: 'PARTIAL_REFUND', refundCents: input.refundCents! }
        : { kind: input.outcome };
    return resolveInTx(tx, deps, d, 'admin_decide', { id: auth.user.id, party: 'admin' }, s, input.note, {
      decidedBy: auth.user.id,
      decisionNote: input.note,
    });
  });
  await payBack(deps, settled);
  return getDispute(deps, auth, id);
}

/** A message in the dispute's thread: the buyer and the vendor until it is resolved; admins once it is escalated. */
export async function postMessage(
  deps: Deps,
  auth: AuthContext,
  id: string,
  body: string,
  evidenceIds: string[],
): Promise<DisputeDto> {
  await deps.db.transaction(async (tx) => {
    const d = await repo.lockDispute(tx, id);
    const viewer = d ? viewerOf(auth, d) : null;
    if (!d || !viewer) throw notFound();
    if (d.status === 'RESOLVED') throw new AppError('CONFLICT', msg('disputes.threadClosed'));
    if (viewer === 'admin' && d.status !== 'ESCALATED')
      throw new AppError('CONFLICT', msg('disputes.adminsJoinEscalated'));
    const m = await repo.insertMessage(tx, {
      disputeId: d.id,
      authorId: auth.user.id,
      party: viewer,
      body,
      createdAt: deps.clock.now(),
    });
    await attach(tx, evidenceIds, auth.user.id, d.id, viewer, m.id);
    await repo.updateDispute(tx, d.id, { updatedAt: deps.clock.now() });
    const details = await orders.vendorOrderDetails(tx, d.vendorOrderId);
    for (const userId of [d.buyerId, d.vendorId].filter((u) => u !== auth.user.id)) {
      await notify(
        deps,
        userId,
        'dispute.message',
        {
          disputeId: d.id,
          orderRef: orderRef(d.orderId),
          vendorName: details?.vo.vendorName ?? '',
          link: `/disputes/${d.id}`,
        },
        tx,
      );
    }
  });
  return getDispute(deps, auth, id);
}

/** The timer (main.ts, every few minutes): OPEN or OFFERED past their deadline -> ESCALATED. Idempotent, row-locked. */
export async function escalateOverdueDisputes(deps: Deps): Promise<number> {
  const due = await repo.dueForEscalation(deps.db, deps.clock.now());
  let escalated = 0;
  for (const id of due) {
    try {
      await deps.db.transaction(async (tx) => {
        const d = await repo.lockDispute(tx, id);
        if (
          !d ||
          (d.status !== 'OPEN' && d.status !== 'OFFERED') ||
          !d.responseDueAt ||
          d.responseDueAt > deps.clock.now()
        )
          return;
        await escalateInTx(
          tx,
          deps,
          d,
          'deadline_passed',
          { id: null, party: 'system' },
          d.status === 'OPEN' ? 'NO_RESPONSE' : 'OFFER_EXPIRED',
        );
        escalated += 1;
      });
    } catch (err) {
      deps.logger.error({ err, disputeId: id }, 'dispute escalation failed');
    }
  }
  return escalated;
}

/* ---------- reads ---------- */

export async function getDispute(deps: Deps, auth: AuthContext, id: string): Promise<DisputeDto> {
  const d = await repo.findDispute(deps.db, id);
  const viewer = d ? viewerOf(auth, d) : null;
  if (!d || !viewer) throw notFound();
  return disputeDto(deps.db, d, await partiesOf(deps.db, d.vendorOrderId), viewer);
}

async function summaries(db: DbOrTx, rows: repo.DisputeRow[]): Promise<DisputeSummaryDto[]> {
  const names = await orders.partyNamesOfVendorOrders(db, rows.map((d) => d.vendorOrderId));
  return rows.flatMap((d) => {
    const p = names.get(d.vendorOrderId);
    return p ? [summaryDto(d, p)] : [];
  });
}

/** The caller's disputes: as the buyer who opened them, or as the vendor who received them. */
export async function myDisputes(
  deps: Deps,
  auth: AuthContext,
  as: 'buyer' | 'vendor' | 'any',
): Promise<DisputeSummaryDto[]> {
  return summaries(deps.db, await repo.disputesOfUser(deps.db, auth.user.id, as));
}

/** The admin queue (see repo.adminQueue for the order) with the count of disputes per status. */
export async function adminQueue(deps: Deps, filter: AdminDisputeFilter | undefined): Promise<AdminDisputeQueueDto> {
  const [rows, counts] = await Promise.all([repo.adminQueue(deps.db, filter), repo.countByStatus(deps.db)]);
  return { items: await summaries(deps.db, rows), counts };
}

/** For the buyer's order page: per vendor order, whether a dispute can be opened now, or the one already open. */
export async function disputeOptions(deps: Deps, auth: AuthContext, orderId: string): Promise<DisputeOptionDto[]> {
  const found = await orders.vendorOrdersOfOrder(deps.db, orderId);
  if (!found || (found.order.buyerId !== auth.user.id && !isAdmin(auth)))
    throw new AppError('NOT_FOUND', msg('orders.notFound'));
  const viewerIsBuyer = found.order.buyerId === auth.user.id;
  const all = await disputeEligibilityOf(
    deps.db,
    found.vos.map((vo) => ({
      ...vo,
      productIds: found.items.filter((i) => i.vendorOrderId === vo.id).map((i) => i.productId),
      viewerIsBuyer,
    })),
    deps.clock.now(),
  );
  return found.vos.map((vo) => {
    const e = all.get(vo.id)!;
    return {
      vendorOrderId: vo.id,
      canOpen: e.allowed,
      // admins read the options: as before, no reason is given for them (NOT_BUYER is for the order DTOs)
      blockedBy: e.reason === 'NOT_BUYER' ? null : e.reason,
      windowEndsAt: e.windowEndsAt,
      overdue: e.overdue,
      disputeId: e.disputeId,
      disputeStatus: e.disputeStatus,
    };
  });
}

export { partiesOf };

/** How many disputes each status holds (admin Overview's open disputes). */
export function disputeCountsByStatus(db: DbOrTx): Promise<Record<DisputeStatus, number>> {
  return repo.countByStatus(db);
}
