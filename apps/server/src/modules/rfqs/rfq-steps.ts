/**
 * The steps the buying-request use cases (use-cases/*.ts) share: the DTOs, who may read a request, and closing one
 * (the status change with its audit row, the open quotes rejected, their vendors told).
 */
import { msg } from '@app/shared/error-messages';
import {
  effectiveRfqStatus,
  landedUnitCents,
  RFQ_LIMITS,
  type RfqDto,
  type RfqQuoteDto,
  type RfqStatus,
} from '@app/shared/rfqs';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { isAdmin } from '../../http/access.ts';
import { AppError } from '../../lib/errors.ts';
import { transition as applyTransition } from '../../lib/state-machine.ts';
import { usersByIds } from '../auth/auth.service.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { vendorCategories, vendorIdentity } from '../catalog/catalog.service.ts';
import { convertToUsd, rateTable } from '../fx/fx.service.ts';
import { rfqAttachments } from '../messaging/messaging.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { rejectRfqQuotesIn, rfqQuotes, toOfferDto, type RfqQuoteRow } from '../offers/offers.service.ts';
import { vendorReliabilityMany } from '../reliability/reliability.service.ts';
import { rfqMachine } from './rfq-state.ts';
import * as repo from './rfqs.repository.ts';

/** The UTC day of `now`, as the closing dates are written (YYYY-MM-DD). */
export const dayOf = (now: Date): string => now.toISOString().slice(0, 10);

/** A request's file as its readers download it (through the request, which checks who reads). */
type RfqFile = { id: string; filename: string; mime: string; bytes: number };

export function toRfqDto(r: repo.RfqRow, quoteCount: number, now: Date, files: readonly RfqFile[] = []): RfqDto {
  return {
    id: r.id,
    buyerId: r.buyerId,
    product: r.product,
    category: r.category,
    quantity: r.quantity,
    unit: r.unit,
    targetUnitPriceCents: r.targetUnitPriceCents,
    currency: r.currency,
    destinationCountry: r.destinationCountry,
    incoterm: r.incoterm,
    neededBy: r.neededBy,
    certifications: r.certifications,
    verifiedOnly: r.verifiedOnly,
    details: r.details,
    attachments: files.map((f) => ({
      id: f.id,
      filename: f.filename,
      mime: f.mime,
      bytes: f.bytes,
      url: `/api/rfqs/${r.id}/attachments/${f.id}`,
    })),
    closesOn: r.closesOn,
    status: effectiveRfqStatus(r.status, r.closesOn, now),
    awardedOfferId: r.awardedOfferId,
    quoteCount,
    createdAt: r.createdAt.toISOString(),
    closedAt: r.closedAt?.toISOString() ?? null,
  };
}

/** The files of these requests, by request id (one query). */
export async function filesOf(db: DbOrTx, rfqIds: string[]): Promise<Map<string, RfqFile[]>> {
  const byRfq = new Map<string, RfqFile[]>();
  for (const a of await rfqAttachments(db, rfqIds)) byRfq.set(a.rfqId!, [...(byRfq.get(a.rfqId!) ?? []), a]);
  return byRfq;
}

/** Quotes as the buyer compares them: each with its vendor's name, badge and figures, and its landed unit price. */
export async function toQuoteDtos(
  deps: Pick<Deps, 'db' | 'clock'>,
  quotes: RfqQuoteRow[],
  shortlist: readonly string[] = [],
): Promise<RfqQuoteDto[]> {
  const vendorIds = [...new Set(quotes.map((q) => q.vendorId))];
  const [vendors, reliability, rates] = await Promise.all([
    usersByIds(deps.db, vendorIds),
    vendorReliabilityMany(deps, vendorIds, { responseTime: false }),
    rateTable(deps.db),
  ]);
  const byId = new Map(vendors.map((v) => [v.id, v]));
  return quotes.map((q) => {
    const vendor = byId.get(q.vendorId);
    const identity = vendor ? vendorIdentity(vendor) : { vendorName: '', vendorCountry: '' };
    const landed = landedUnitCents(q.unitPriceCents, q.quantity, q.shippingEstimateCents);
    return {
      offer: toOfferDto(q),
      vendorName: identity.vendorName,
      vendorCountry: identity.vendorCountry,
      vendorVerified: vendor?.kycStatus === 'VERIFIED',
      shortlisted: shortlist.includes(q.id),
      reliability: reliability.get(q.vendorId)!,
      landedUnitCents: landed,
      landedUnitUsdCents: convertToUsd(rates, landed, q.currency),
    };
  });
}

export type RfqRole = 'buyer' | 'vendor' | 'admin';

/**
 * The caller's role on a request, or NOT_FOUND: its buyer; a vendor with an available product in its category (or a
 * quote on it); an admin. Anyone else learns nothing of it.
 */
export async function roleOn(db: DbOrTx, auth: AuthContext, rfq: repo.RfqRow | undefined): Promise<RfqRole> {
  if (rfq && rfq.buyerId === auth.user.id) return 'buyer';
  if (rfq && auth.user.activeRole === 'vendor') {
    if ((await vendorCategories(db, auth.user.id)).includes(rfq.category)) return 'vendor';
    if ((await rfqQuotes(db, rfq.id, auth.user.id)).length > 0) return 'vendor';
  }
  if (rfq && isAdmin(auth)) return 'admin';
  throw new AppError('NOT_FOUND', msg('rfqs.notFound'));
}

/** The request locked (`for update`), owned by the caller, or NOT_FOUND. */
export async function lockOwnRfq(tx: Tx, auth: AuthContext, id: string): Promise<repo.RfqRow> {
  const rfq = await repo.lockRfq(tx, id);
  if (!rfq || rfq.buyerId !== auth.user.id) throw new AppError('NOT_FOUND', msg('rfqs.notFound'));
  return rfq;
}

/** The closing date (and the needed-by date, when given) from today, the closing date at most 60 days ahead. */
export function assertDates(input: { closesOn: string; neededBy?: string }, now: Date): void {
  const today = dayOf(now);
  if (input.closesOn < today)
    throw new AppError('VALIDATION_ERROR', msg('rfqs.closesOnPast'), {
      fields: { closesOn: msg('rfqs.closesOnPast') },
    });
  const latest = dayOf(new Date(now.getTime() + RFQ_LIMITS.maxOpenDays * 86_400_000));
  if (input.closesOn > latest) {
    const text = msg('rfqs.closesOnTooFar', { days: RFQ_LIMITS.maxOpenDays });
    throw new AppError('VALIDATION_ERROR', text, { fields: { closesOn: text } });
  }
  if (input.neededBy && input.neededBy < today)
    throw new AppError('VALIDATION_ERROR', msg('messaging.requiredByPast'), {
      fields: { neededBy: msg('messaging.dateFromToday') },
    });
}

/**
 * Room for one more open request of this buyer (at most 20): checked under a lock on the buyer's requests, held until
 * the transaction ends, so two posts at once cannot both pass.
 */
export async function assertRoomForAnother(tx: Tx, buyerId: string, now: Date): Promise<void> {
  await repo.lockBuyer(tx, buyerId);
  if ((await repo.countOpenOfBuyer(tx, buyerId, dayOf(now))) >= RFQ_LIMITS.openPerBuyer)
    throw new AppError('CONFLICT', msg('rfqs.tooManyOpen', { limit: RFQ_LIMITS.openPerBuyer }));
}

/** A request is taking quotes and answers: OPEN, and its closing day not past. */
export function assertOpen(rfq: repo.RfqRow, now: Date): void {
  const status = effectiveRfqStatus(rfq.status, rfq.closesOn, now);
  if (status === 'AWARDED') throw new AppError('CONFLICT', msg('rfqs.awardedAlready'));
  if (status !== 'OPEN') throw new AppError('CONFLICT', msg('rfqs.closed'));
}

/** One status change through the request machine: the check, the conditional write and the audit row, in `tx`. */
export async function moveRfq(
  tx: Tx,
  rfq: repo.RfqRow,
  to: Exclude<RfqStatus, 'OPEN'>,
  actorId: string | null,
  now: Date,
  awardedOfferId: string | null = null,
): Promise<void> {
  await applyTransition(tx, rfqMachine, {
    subjectId: rfq.id,
    from: rfq.status,
    action: to,
    write: (db, next, fromStates) =>
      repo.moveRfq(db, rfq.id, fromStates, { status: next, closedAt: now, awardedOfferId }),
    actorId,
  });
}

/**
 * Ends a request in `tx` (awarded to `winnerId`, or closed): its other open quotes are rejected and their vendors
 * get a polite notice (`rfq.closed`).
 */
export async function endRfq(
  deps: Deps,
  tx: Tx,
  rfq: repo.RfqRow,
  to: 'AWARDED' | 'CLOSED',
  actorId: string | null,
  winnerId: string | null = null,
): Promise<void> {
  const now = deps.clock.now();
  await moveRfq(tx, rfq, to, actorId, now, winnerId);
  const rejected = await rejectRfqQuotesIn(deps, tx, rfq.id, winnerId, actorId);
  for (const vendorId of new Set(rejected.map((o) => o.vendorId)))
    await notify(deps, vendorId, 'rfq.closed', { product: rfq.product, rfqId: rfq.id, link: `/rfqs/${rfq.id}` }, tx);
}
