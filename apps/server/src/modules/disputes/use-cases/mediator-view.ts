import type { MediatorViewDto } from '@app/shared/disputes';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { reliabilityOf } from '../../reliability/reliability.service.ts';
import { shippingOfVendorOrders } from '../../shipping/shipping.service.ts';
import { disputeDto } from '../dispute-dto.ts';
import { partiesOf, promisedDateOf } from '../dispute-steps.ts';
import * as repo from '../disputes.repository.ts';
import { partyFigures, suggestionFromRecords } from '../mediator-steps.ts';
import { msg } from '@app/shared/error-messages';

/** The admin mediator view: everything about a dispute in one answer, with both parties' figures and a suggestion. */
export async function mediatorView(deps: Deps, _auth: AuthContext, id: string): Promise<MediatorViewDto> {
  const d = await repo.findDispute(deps.db, id);
  if (!d) throw new AppError('NOT_FOUND', msg('disputes.notFound'));
  const parties = await partiesOf(deps.db, d.vendorOrderId);
  const { vo, order, items } = parties.details;
  const [dto, ships, promisedAt, buyer, vendor, buyerReliability, vendorReliability] = await Promise.all([
    disputeDto(deps.db, d, parties, 'admin'),
    shippingOfVendorOrders(deps.db, [vo.id]),
    promisedDateOf(
      deps.db,
      vo,
      items.map((i) => i.productId),
    ),
    partyFigures(deps.db, d.buyerId, parties.buyerName, 'buyer'),
    partyFigures(deps.db, d.vendorId, parties.vendorName, 'vendor'),
    reliabilityOf(deps, d.buyerId),
    reliabilityOf(deps, d.vendorId),
  ]);
  const suggestion = suggestionFromRecords(d, {
    ships,
    promisedAt,
    evidenceParties: dto.evidence.map((e) => e.party),
    now: deps.clock.now(),
  });
  return {
    dispute: dto,
    order: {
      id: order.id,
      createdAt: order.createdAt.toISOString(),
      totalCents: order.totalCents,
      buyerInfo: { ...order.buyerInfo, company: order.buyerInfo.company ?? '' },
      shippingAddress: order.shippingAddress,
    },
    vendorOrder: {
      id: vo.id,
      status: vo.status,
      escrowStatus: vo.escrowStatus,
      subtotalCents: vo.subtotalCents,
      buyerFeeCents: vo.buyerFeeCents,
      deliveredAt: vo.deliveredAt?.toISOString() ?? null,
      inspectionEndsAt: vo.inspectionEndsAt?.toISOString() ?? null,
      promisedDeliveryAt: promisedAt.toISOString(),
      items: items.map((i) => ({
        name: i.productName,
        quantity: i.quantity,
        unit: i.unit,
        lineTotalUsdCents: i.lineTotalUsdCents,
      })),
    },
    shipments: ships.map((s) => ({
      id: s.id,
      status: s.status,
      carrier: s.carrier,
      trackingNumber: s.trackingNumber,
      deliveredAt: s.deliveredAt?.toISOString() ?? null,
      events: s.events.map((e) => ({
        status: e.status,
        description: e.description,
        city: e.city,
        country: e.country,
        occurredAt: e.occurredAt.toISOString(),
      })),
    })),
    parties: { buyer, vendor },
    reliability: { buyer: buyerReliability, vendor: vendorReliability },
    suggestion,
  };
}
