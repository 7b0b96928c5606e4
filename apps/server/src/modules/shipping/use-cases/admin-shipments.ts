import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import * as repo from '../shipping.repository.ts';

/** The admin shipment table (spec 2.13, 3.8). */
export async function adminShipments(
  deps: Deps,
  filter: { status?: string | undefined; needsRelease?: boolean; cursor?: string | undefined; limit: number },
) {
  const after = filter.cursor
    ? (() => {
        const [t, id] = Buffer.from(filter.cursor, 'base64url').toString('utf8').split('|');
        const createdAt = new Date(t ?? '');
        if (!id || Number.isNaN(createdAt.getTime()))
          throw new AppError('VALIDATION_ERROR', msg('catalog.invalidCursor'));
        return { createdAt, id };
      })()
    : undefined;
  const rows = await repo.adminList(deps.db, {
    status: filter.status,
    needsRelease: filter.needsRelease ?? false,
    limit: filter.limit + 1,
    after,
  });
  const page = rows.slice(0, filter.limit);
  const last = page[page.length - 1];
  return {
    items: page.map((s) => ({
      id: s.id,
      order_id: s.orderId,
      vendor_order_id: s.vendorOrderId,
      seller_id: s.sellerId,
      carrier: s.carrier,
      tracking_number: s.trackingNumber,
      status: s.status,
      created_at: s.createdAt.toISOString(),
      delivered_at: s.deliveredAt?.toISOString() ?? null,
      escrow_status: s.escrowStatus,
      label_url: s.labelKey ? `/api/shipments/${s.id}/label.pdf` : null,
    })),
    nextCursor:
      rows.length > filter.limit && last
        ? Buffer.from(`${last.createdAt.toISOString()}|${last.id}`).toString('base64url')
        : null,
  };
}
