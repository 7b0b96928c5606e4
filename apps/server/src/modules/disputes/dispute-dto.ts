/** Dispute rows -> the DTOs the API sends (who sees what is decided by the caller, in disputes.service.ts). */
import type { DisputeAction, DisputeDto, DisputeEvidenceDto, DisputeSummaryDto } from '@app/shared/disputes';
import type { DbOrTx } from '../../db/client.ts';
import { orderRef } from '../orders/order-ref.ts';
import { canDo } from './dispute-state.ts';
import * as repo from './disputes.repository.ts';

export type ViewerRole = DisputeDto['viewerRole'];

export interface Parties {
  buyerName: string;
  vendorName: string;
  goodsCents: number;
  escrowCents: number;
}

export function summaryDto(d: repo.DisputeRow, p: Pick<Parties, 'buyerName' | 'vendorName'>): DisputeSummaryDto {
  return {
    id: d.id,
    vendorOrderId: d.vendorOrderId,
    orderId: d.orderId,
    orderRef: orderRef(d.orderId),
    vendorName: p.vendorName,
    buyerName: p.buyerName,
    status: d.status,
    reason: d.reason,
    requestedOutcome: d.requestedOutcome,
    requestedRefundCents: d.requestedRefundCents,
    outcome: d.outcome,
    refundCents: d.refundCents,
    responseDueAt: d.responseDueAt?.toISOString() ?? null,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
    resolvedAt: d.resolvedAt?.toISOString() ?? null,
  };
}

export function evidenceDto(e: repo.EvidenceRow): DisputeEvidenceDto {
  return {
    id: e.id,
    filename: e.filename,
    mime: e.mime,
    bytes: e.bytes,
    url: `/api/disputes/evidence/${e.id}`,
    party: e.party ?? 'buyer',
    messageId: e.messageId,
    createdAt: e.createdAt.toISOString(),
  };
}

/** What the viewer may do now (the server checks again on every call). */
export function actionsFor(d: repo.DisputeRow, viewer: ViewerRole): DisputeAction[] {
  const out: DisputeAction[] = [];
  if (viewer === 'vendor' && canDo(d.status, 'vendor_accept')) out.push('RESPOND');
  if (viewer === 'buyer' && canDo(d.status, 'buyer_accept_offer')) out.push('ANSWER_OFFER');
  if (viewer === 'admin' && canDo(d.status, 'admin_decide')) out.push('DECIDE');
  if (d.status !== 'RESOLVED' && (viewer !== 'admin' || d.status === 'ESCALATED')) out.push('MESSAGE');
  return out;
}

/** Transitions only move forward (OPEN < OFFERED < ESCALATED < RESOLVED): same-instant events sort by that order. */
const RANK: Record<string, number> = { OPEN: 0, OFFERED: 1, ESCALATED: 2, RESOLVED: 3 };
function byTime(a: repo.EventRow, b: repo.EventRow): number {
  return a.createdAt.getTime() - b.createdAt.getTime() || (RANK[a.toStatus] ?? 0) - (RANK[b.toStatus] ?? 0);
}

export async function disputeDto(db: DbOrTx, d: repo.DisputeRow, p: Parties, viewer: ViewerRole): Promise<DisputeDto> {
  const [messages, evidence, events] = await Promise.all([
    repo.messagesOf(db, d.id),
    repo.evidenceOf(db, d.id),
    repo.eventsOf(db, d.id),
  ]);
  const nameOf = (party: string) =>
    party === 'buyer'
      ? p.buyerName
      : party === 'vendor'
        ? p.vendorName
        : party === 'admin'
          ? 'AfriBridge mediator'
          : 'AfriBridge Trade';
  return {
    ...summaryDto(d, p),
    description: d.description,
    vendorResponse: d.vendorResponse,
    vendorStatement: d.vendorStatement,
    offerCents: d.offerCents,
    escalationReason: d.escalationReason,
    decisionNote: d.decisionNote,
    vendorCreditCents: d.vendorCreditCents,
    goodsCents: p.goodsCents,
    escrowCents: p.escrowCents,
    viewerRole: viewer,
    actions: actionsFor(d, viewer),
    evidence: evidence.map(evidenceDto),
    messages: messages.map((m) => ({
      id: m.id,
      party: m.party,
      authorName: nameOf(m.party),
      body: m.body,
      createdAt: m.createdAt.toISOString(),
      evidence: evidence.filter((e) => e.messageId === m.id).map(evidenceDto),
    })),
    timeline: [...events].sort(byTime).map((e) => ({
      id: e.id,
      action: e.action,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      party: e.party,
      note: e.note,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
