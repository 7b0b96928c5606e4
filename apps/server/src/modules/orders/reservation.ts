/** Stock held for a pro-forma invoice between issue and payment, taken and given back with the catalogue's rules. */
import { msg } from '@app/shared/error-messages';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { releaseStock, reserveStock } from '../catalog/catalog.service.ts';
import type { CheckoutLine } from './orders.schema.ts';

/** Product-id order, as the order placement takes stock, so that concurrent transactions never deadlock. */
function inLockOrder(lines: CheckoutLine[]): CheckoutLine[] {
  return [...lines].sort((a, b) => a.productId.localeCompare(b.productId));
}

/**
 * Takes the stock of every line with the conditional update (no oversell), inside the caller's transaction; throws
 * OUT_OF_STOCK naming the product when one cannot be had, so that the transaction rolls back whatever was taken.
 */
export async function reserveLines(tx: DbOrTx, lines: CheckoutLine[]): Promise<void> {
  for (const line of inLockOrder(lines)) {
    if (!(await reserveStock(tx, line.productId, line.quantity))) {
      throw new AppError('OUT_OF_STOCK', msg('orders.proformaOutOfStock', { product: line.name }), {
        product: line.name,
      });
    }
  }
}

/** Gives the stock of every line back (the pro-forma expired, was cancelled, or could not become an order). */
export async function releaseLines(tx: DbOrTx, lines: CheckoutLine[]): Promise<void> {
  for (const line of inLockOrder(lines)) await releaseStock(tx, line.productId, line.quantity);
}
