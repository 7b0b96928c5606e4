import type { SavedIds, SavedProductDto, SupplierDto } from '@app/shared/saved';
import { LIMITS } from '@app/shared/constants';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { getUserById } from '../auth/auth.service.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { productsForPricing, vendorIdentity } from '../catalog/catalog.service.ts';
import { productSummaries } from '../catalog/use-cases/product-summaries.ts';
import { orderRef } from '../orders/order-ref.ts';
import { availabilityOf, priceChangeOf } from './saved-logic.ts';
import * as repo from './saved.repository.ts';
import { msg } from '@app/shared/error-messages';

const UNLIMITED = LIMITS.unlimitedStock;

/** The ids the buyer saved and follows: the hearts and follow buttons of the catalog pages. */
export async function savedIds(deps: Deps, auth: AuthContext): Promise<SavedIds> {
  const [productIds, vendorIds] = await Promise.all([
    repo.savedProductIds(deps.db, auth.user.id),
    repo.followedVendorIds(deps.db, auth.user.id),
  ]);
  return { productIds, vendorIds };
}

/**
 * Saves a product with its current price. Idempotent: saving again keeps the first save (and its price), so the
 * list can show what changed since. Only a product the buyer could see can be saved.
 */
export async function saveProduct(deps: Deps, auth: AuthContext, productId: string): Promise<void> {
  if (await repo.isSaved(deps.db, auth.user.id, productId)) return;
  const product = (await productsForPricing(deps.db, [productId])).get(productId);
  if (!product || !product.available) throw new AppError('NOT_FOUND', msg('catalog.notFound'));
  await repo.insertSaved(deps.db, {
    userId: auth.user.id,
    productId,
    priceCents: product.priceCents,
    currency: product.currency,
    createdAt: deps.clock.now(),
  });
}

export async function unsaveProduct(deps: Deps, auth: AuthContext, productId: string): Promise<void> {
  await repo.deleteSaved(deps.db, auth.user.id, productId);
}

export async function listSavedProducts(deps: Deps, auth: AuthContext): Promise<SavedProductDto[]> {
  const saves = await repo.listSaved(deps.db, auth.user.id);
  const products = await productSummaries(
    deps.db,
    saves.map((s) => s.productId),
  );
  const rows = saves.flatMap((saved) => {
    const product = products.get(saved.productId);
    return product ? [{ saved, product }] : [];
  });
  return rows.map(({ saved, product: p }) => ({
    productId: p.id,
    name: p.name,
    category: p.category,
    vendorId: p.vendorId,
    vendorName: p.vendorName,
    vendorCountry: p.vendorCountry,
    isVerified: p.vendorKyc === 'VERIFIED',
    imageUrl: p.imageUrl,
    unit: p.unit,
    minOrder: p.minOrder,
    stock: p.availableStock === UNLIMITED ? null : Math.max(0, p.availableStock),
    availability: availabilityOf(p),
    currency: p.currency,
    priceCents: p.priceCents,
    savedCurrency: saved.currency,
    savedPriceCents: saved.priceCents,
    priceChange: priceChangeOf(saved, p),
    savedAt: saved.createdAt.toISOString(),
  }));
}

export async function followVendor(deps: Deps, auth: AuthContext, vendorId: string): Promise<void> {
  if (vendorId === auth.user.id)
    throw new AppError('VALIDATION_ERROR', msg('saved.cannotFollowSelf'), {
      fields: { vendorId: msg('saved.cannotFollowSelf') },
    });
  const vendor = await getUserById(deps.db, vendorId);
  if (!vendor || !vendor.roles.includes('vendor')) throw new AppError('NOT_FOUND', msg('saved.supplierNotFound'));
  await repo.insertFollow(deps.db, { userId: auth.user.id, vendorId, createdAt: deps.clock.now() });
}

export async function unfollowVendor(deps: Deps, auth: AuthContext, vendorId: string): Promise<void> {
  await repo.deleteFollow(deps.db, auth.user.id, vendorId);
}

function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** My Suppliers: vendors the buyer ordered from or follows, with reliability figures. Two queries in all. */
export async function listSuppliers(deps: Deps, auth: AuthContext): Promise<SupplierDto[]> {
  const rows = await repo.listSuppliers(deps.db, auth.user.id);
  const reliability = new Map(
    (
      await repo.reliabilityOf(
        deps.db,
        rows.map((r) => r.vendor_id),
      )
    ).map((r) => [r.vendor_id, r]),
  );
  return rows.map((r) => {
    const rel = reliability.get(r.vendor_id);
    const identity = vendorIdentity({
      company: r.company,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      country: r.country,
    });
    return {
      vendorId: r.vendor_id,
      name: identity.vendorName,
      country: identity.vendorCountry,
      isVerified: r.kyc_status === 'VERIFIED',
      following: r.following,
      orderCount: Number(r.order_count),
      lastOrder:
        r.last_order_id && r.last_order_at
          ? { orderId: r.last_order_id, reference: orderRef(r.last_order_id), createdAt: iso(r.last_order_at) }
          : null,
      productId: r.product_id,
      conversationId: r.conversation_id,
      reliability: {
        totalOrders: Number(rel?.total ?? 0),
        deliveredOrders: Number(rel?.delivered ?? 0),
        deliveredOnTime: Number(rel?.on_time ?? 0),
        cancelledOrders: Number(rel?.cancelled ?? 0),
        disputes: Number(rel?.disputes ?? 0),
        medianResponseSeconds: rel?.median_response_seconds == null ? null : Number(rel.median_response_seconds),
      },
    };
  });
}
