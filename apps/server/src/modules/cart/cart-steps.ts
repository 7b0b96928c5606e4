import { msg, unitParam } from '@app/shared/error-messages';
import { AppError } from '../../lib/errors.ts';
import type { PricingProduct } from '../catalog/catalog.service.ts';

/** Checks that `quantity` of a product can be put in a cart, with the messages a buyer needs. */
export function assertOrderable(
  p: PricingProduct | undefined,
  quantity: number,
  buyerId: string,
): asserts p is PricingProduct {
  if (!p || !p.available)
    throw new AppError('NOT_FOUND', msg('cart.productUnavailable'), {
      fields: { productId: msg('cart.productUnavailable') },
    });
  if (p.vendorId === buyerId)
    throw new AppError('VALIDATION_ERROR', msg('cart.ownProduct'), { fields: { productId: msg('cart.ownProduct') } });
  if (quantity < p.minOrder) {
    const text = msg('cart.belowMinOrder', { product: p.name, min: p.minOrder, unit: unitParam(p.unit) });
    throw new AppError('VALIDATION_ERROR', text, { fields: { quantity: text }, minOrder: p.minOrder });
  }
  if (p.stock !== null && quantity > p.stock) {
    const text = msg('cart.aboveStock', { product: p.name, stock: p.stock, unit: unitParam(p.unit) });
    throw new AppError('VALIDATION_ERROR', text, { fields: { quantity: text }, stock: p.stock });
  }
}

export function quotedLineFixed(name: string | undefined): AppError {
  const text = name ? msg('cart.quotedLineFixed', { product: name }) : msg('cart.quotedLineFixedUnnamed');
  return new AppError('CONFLICT', text, { fields: { quantity: text } });
}
