import { msg } from '@app/shared/error-messages';
import type { DbOrTx } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import * as repo from '../catalog.repository.ts';

/** For the order flow: take stock inside the caller's transaction. Returns false when not enough is available. */
export async function reserveStock(tx: DbOrTx, productId: string, qty: number): Promise<boolean> {
  if (!Number.isSafeInteger(qty) || qty <= 0) throw new AppError('VALIDATION_ERROR', msg('catalog.quantityPositive'));
  return (await repo.reserveStock(tx, productId, qty)) !== undefined;
}
