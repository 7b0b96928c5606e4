import { msg } from '@app/shared/error-messages';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import * as repo from '../catalog.repository.ts';

/** For the order flow: give back stock taken by `reserveStock`, inside the caller's transaction. */
export async function releaseStock(tx: DbOrTx, productId: string, qty: number): Promise<void> {
  if (!Number.isSafeInteger(qty) || qty <= 0) throw new AppError('VALIDATION_ERROR', msg('catalog.quantityPositive'));
  await repo.releaseStock(tx, productId, qty);
}
