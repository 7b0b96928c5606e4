import type { SavedProductDto } from '@app/shared/saved';
import { LIMITS } from '@app/shared/constants';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { productSummaries } from '../../catalog/use-cases/product-summaries.ts';
import { availabilityOf, priceChangeOf } from '../saved-logic.ts';
import * as repo from '../saved.repository.ts';

const UNLIMITED = LIMITS.unlimitedStock;

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
