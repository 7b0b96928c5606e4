import { randomUUID } from 'node:crypto';
import { msg } from '@app/shared/error-messages';
import { formatCents } from '@app/shared/money';
import { goodsReleasedAtShipment, planOf } from '@app/shared/payment-plans';
import type { Deps } from '../../../deps.ts';
import { isAdmin } from '../../../http/access.ts';
import { AppError, fieldError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as escrow from '../../escrow/escrow.service.ts';
import { processImage } from '../../media/media.service.ts';
import { notify } from '../../notifications/notifications.service.ts';
import * as balanceRepo from '../balance.repository.ts';
import { heldVendorOrder } from '../held-vendor-order.ts';
import { orderRef } from '../order-ref.ts';
import * as repo from '../orders.repository.ts';
import { assertNotFrozen, lockOwned, setStatus } from '../vendor-order-steps.ts';

/** At most this many photos when production starts. */
export const MAX_PRODUCTION_PHOTOS = 5;

/**
 * POST /orders/vendor-orders/:id/production-started (issue 18): the vendor (or an admin) shows production started,
 * with 1 to 5 photos of the goods, on a deposit plan before the goods ship. The deposit is released to them now (one
 * MILESTONE_RELEASE; nothing more is released at shipment), a placed order is accepted on the way, the buyer is told
 * and sees the photos on the order page. Refused without a deposit to release, after shipping, while a dispute or a
 * fraud hold freezes the escrow, or a second time. The photos are checked by their bytes and re-encoded as WebP
 * (metadata such as GPS stripped) before anything is written.
 */
export async function startProduction(
  deps: Deps,
  auth: AuthContext,
  vendorOrderId: string,
  files: { filename: string; data: Buffer }[],
): Promise<void> {
  if (files.length === 0 || files.length > MAX_PRODUCTION_PHOTOS)
    throw fieldError('photos', msg('orders.production.photos', { max: MAX_PRODUCTION_PHOTOS }));
  // refused before any file is decoded or stored; checked again on the locked row below
  const current = await repo.findVendorOrder(deps.db, vendorOrderId);
  if (current) assertCanStart(current);
  const images = [];
  for (const f of files) images.push(await processImage(f.data, f.filename));
  const now = deps.clock.now();
  // the files first (a store is not transactional): rows point at them only once the release commits
  const photos = await Promise.all(
    images.map(async (img) => {
      const id = randomUUID();
      const base = `production/${vendorOrderId}/${id}`;
      await Promise.all([
        deps.files.put(`${base}-thumb.webp`, img.thumb, 'image/webp'),
        deps.files.put(`${base}-display.webp`, img.display, 'image/webp'),
      ]);
      return {
        id,
        vendorOrderId,
        thumbKey: `${base}-thumb.webp`,
        displayKey: `${base}-display.webp`,
        width: img.width,
        height: img.height,
        createdAt: now,
      };
    }),
  );
  await deps.db.transaction(async (tx) => {
    const vo = await lockOwned(tx, auth, vendorOrderId);
    assertCanStart(vo);
    const plan = planOf(vo.paymentPlan);
    const order = (await repo.findOrder(tx, vo.orderId))!;
    if (vo.status === 'PLACED') {
      await setStatus(tx, deps, vo, 'ACCEPTED', auth.user.id, 'production started');
      vo.status = 'ACCEPTED';
    }
    const held = heldVendorOrder(vo, order.buyerId);
    // the deposit's share of all the goods (escrow holds only the deposit while the balance is unpaid)
    const goodsMinor = heldVendorOrder({ ...vo, balanceStatus: 'PAID' }, order.buyerId).subtotalCents;
    const cents = goodsReleasedAtShipment(plan, vo.subtotalCents);
    const minor = goodsReleasedAtShipment(plan, goodsMinor);
    const local = (held.currency ?? 'USD') !== 'USD';
    if (
      !(await balanceRepo.recordEarlyRelease(tx, vo.id, { cents, minor: local ? minor : null, at: now }, 'production'))
    )
      throw new AppError('CONFLICT', msg('orders.production.already'));
    await escrow.releaseAtMilestone(tx, held, minor, 'production', {
      orderId: order.id,
      actorId: auth.user.id,
      at: now,
    });
    await balanceRepo.insertProductionPhotos(tx, photos);
    for (const [field, toState] of [
      ['production', 'STARTED'],
      ['release', 'AT_PRODUCTION'],
    ] as const)
      await repo.insertEvent(tx, {
        vendorOrderId: vo.id,
        field,
        fromState: null,
        toState,
        actorId: auth.user.id,
        reason: `production started, ${photos.length} photo(s)`,
        createdAt: now,
      });
    await audit(tx, {
      actorId: auth.user.id,
      action: 'order.production_started',
      subjectType: 'vendor_order',
      subjectId: vo.id,
      data: { plan: plan.id, photos: photos.length, releasedGoodsCents: cents, releasedGoodsMinor: minor },
    });
    await notify(
      deps,
      order.buyerId,
      'order.production_started',
      {
        orderId: order.id,
        vendorOrderId: vo.id,
        orderRef: orderRef(order.id),
        vendorName: vo.vendorName,
        photos: photos.length,
        amount: formatCents(cents),
        amountCents: cents,
        link: `/order-confirmation/${order.id}`,
      },
      tx,
    );
  });
}

/** A deposit plan, before shipping, nothing released yet, the escrow held and not frozen. */
function assertCanStart(vo: repo.VendorOrderRow): void {
  if (!planOf(vo.paymentPlan).depositAtProductionStart)
    throw new AppError('CONFLICT', msg('orders.production.noDeposit'));
  if (vo.productionStartedAt || vo.releasedGoodsCents > 0)
    throw new AppError('CONFLICT', msg('orders.production.already'));
  if ((vo.status !== 'PLACED' && vo.status !== 'ACCEPTED') || vo.escrowStatus !== 'HELD')
    throw new AppError('CONFLICT', msg('orders.production.notNow'));
  assertNotFrozen(vo);
}

/**
 * Before reading an upload: the caller is the vendor of that vendor order (or an admin), else 404 — a stranger learns
 * nothing, whatever they send. startProduction checks it again on the locked row.
 */
export async function assertProductionOwner(deps: Deps, auth: AuthContext, vendorOrderId: string): Promise<void> {
  const vo = await repo.findVendorOrder(deps.db, vendorOrderId);
  if (!vo || (vo.vendorId !== auth.user.id && !isAdmin(auth))) throw new AppError('NOT_FOUND', msg('orders.notFound'));
}

/** A production photo (thumbnail or display size) to the order's buyer, its vendor and admins; 404 to anyone else. */
export async function productionPhoto(
  deps: Deps,
  auth: AuthContext,
  vendorOrderId: string,
  photoId: string,
  size: 'thumb' | 'display',
): Promise<Buffer> {
  const details = await repo.findVendorOrder(deps.db, vendorOrderId);
  const order = details ? await repo.findOrder(deps.db, details.orderId) : undefined;
  const mine =
    !!details && !!order && (order.buyerId === auth.user.id || details.vendorId === auth.user.id || isAdmin(auth));
  const photo = mine ? await balanceRepo.findProductionPhoto(deps.db, vendorOrderId, photoId) : undefined;
  const data = photo ? await deps.files.get(size === 'thumb' ? photo.thumbKey : photo.displayKey) : null;
  if (!data) throw new AppError('NOT_FOUND', msg('common.fileNotFound'));
  return data;
}
