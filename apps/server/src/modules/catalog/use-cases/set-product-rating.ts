import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../catalog.repository.ts';

/** The reviews module keeps a product's average rating and review count in step (cards and the detail page show them). */
export async function setProductRating(db: DbOrTx, productId: string, rating: number, reviews: number): Promise<void> {
  await repo.updateProduct(db, productId, { rating, reviews });
}
