import { randomBytes } from 'node:crypto';
import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { transition } from '../../../lib/state-machine.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { orderRef } from '../../orders/order-ref.ts';
import { addLabelCost, assertReadyToShip, markVendorOrderShipped } from '../../orders/orders.service.ts';
import { vendorOrderDetails } from '../../orders/use-cases/vendor-order-details.ts';
import { ownedShipment } from '../shipment-access.ts';
import { assertShipmentTransition, shipmentMachine } from '../shipment-state.ts';
import * as repo from '../shipping.repository.ts';

function trackingNumberFor(carrier: string): string {
  const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join('');
  switch (carrier) {
    case 'DHL':
      return digits(10);
    case 'FedEx':
      return digits(12);
    case 'UPS':
      return `1Z${randomBytes(8).toString('hex').toUpperCase()}`;
    case 'USPS':
      return `9400${digits(18)}`;
    default:
      return `AFB${digits(11)}`;
  }
}

/**
 * POST /api/shipments/:id/buy: buys the label of a draft at one of its stored rates, now or days later, as long as the
 * rate has not expired (then the shipment is quoted again first). Once per shipment; the order moves to shipped.
 */
export async function buyLabel(deps: Deps, auth: AuthContext, shipmentId: string, rateId: string) {
  const shipment = await ownedShipment(deps.db, auth, shipmentId);
  const rate = (await repo.ratesOf(deps.db, shipmentId)).find((r) => r.id === rateId);
  if (!rate)
    throw new AppError('VALIDATION_ERROR', msg('shipping.rateRequired'), {
      fields: { rate_id: msg('shipping.form.selectRate') },
    });
  assertShipmentTransition(shipment.status, 'LABEL_READY');
  const now = deps.clock.now();
  if (rate.expiresAt && now > rate.expiresAt)
    throw new AppError('CONFLICT', msg('shipping.ratesExpired'), { expiredAt: rate.expiresAt.toISOString() });
  // No label while a payment plan's balance is unpaid (issue 18): the goods leave once escrow holds everything.
  await assertReadyToShip(deps.db, shipment.vendorOrderId);
  // The carrier call happens before (outside) the database transaction; the transaction then refuses a second purchase.
  const { trackingNumber, pdf: label } = await deps.carrier.buy(
    {
      externalRateId: rate.externalRateId,
      carrier: rate.carrier,
      servicelevel: rate.servicelevel,
      service: rate.service,
      amountCents: rate.amountCents,
      estimatedDays: rate.estimatedDays,
      expiresAt: rate.expiresAt,
    },
    {
      billableKg: (shipment.billableGrams / 1000).toFixed(1),
      from: shipment.addressFrom,
      to: shipment.addressTo,
      orderRef: orderRef(shipment.orderId),
      date: now,
    },
    () => trackingNumberFor(rate.carrier),
  );
  const labelKey = `labels/${shipment.id}.pdf`;
  const result = await deps.db.transaction(async (tx) => {
    const locked = (await repo.lockShipment(tx, shipmentId))!;
    await transition(tx, shipmentMachine, {
      subjectId: shipmentId,
      from: locked.status,
      action: 'LABEL_READY',
      write: (db, status, from) =>
        repo.moveShipment(db, shipmentId, from, {
          status,
          carrier: rate.carrier,
          service: rate.service,
          trackingNumber,
          rateId: rate.id,
          amountCents: rate.amountCents,
          labelKey,
          updatedAt: now,
          lastEventAt: now,
        }),
      actorId: auth.user.id,
      data: { rateId: rate.id, carrier: rate.carrier, service: rate.service, trackingNumber },
    });
    await repo.insertEvent(tx, {
      shipmentId,
      status: 'LABEL_READY',
      description: `Label created: ${rate.carrier} ${rate.service}`,
      city: shipment.addressFrom.city ?? '',
      country: shipment.addressFrom.country ?? '',
      occurredAt: now,
      source: 'label',
      externalId: null,
      createdAt: now,
    });
    await markVendorOrderShipped(tx, deps, shipment.vendorOrderId, auth.user.id);
    // the label's cost is taken from the shipping the buyer paid, when escrow releases (issue 17)
    await addLabelCost(tx, shipment.vendorOrderId, rate.amountCents);
    const { order, vo } = (await vendorOrderDetails(tx, shipment.vendorOrderId))!;
    await notify(
      deps,
      order.buyerId,
      'shipment.label_created',
      {
        orderId: order.id,
        orderRef: orderRef(order.id),
        vendorName: vo.vendorName,
        carrier: rate.carrier,
        trackingNumber,
        link: `/track/${order.id}`,
      },
      tx,
    );
    return {
      tracking_number: trackingNumber,
      carrier: rate.carrier,
      label_url: `/api/shipments/${shipmentId}/label.pdf`,
    };
  });
  await deps.files.put(labelKey, label, 'application/pdf');
  return result;
}
