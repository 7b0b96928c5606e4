import type { CartDto, CartLineDto, LineProblem } from '@app/shared/cart';
import { centsToPrice } from '@app/shared/catalog';
import { msg, unitParam } from '@app/shared/error-messages';
import { buyerFee, CARD_PAYMENT_MAX_CENTS, cardPaymentAllowed } from '@app/shared/fees';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { productsForPricing, type PricingProduct } from '../catalog/catalog.service.ts';
import { convertToUsd, rateTable, toRateDto } from '../fx/fx.service.ts';
import { offersForPricing } from '../offers/use-cases/offers-for-pricing.ts';
import { feeTiersOf } from '../payments/use-cases/list-fee-tiers.ts';
import * as repo from './cart.repository.ts';

export interface CartItem {
  productId: string;
  quantity: number;
  /** A line priced from an accepted offer (quote) of this buyer. */
  offerId?: string | null;
}

/** Whose cart is priced, and when: needed to honour accepted offers (a guest cart has none). */
export interface PricingContext {
  buyerId: string;
  now: Date;
}

function problemOf(p: PricingProduct | undefined, quantity: number): LineProblem | null {
  if (!p || !p.available) return 'UNAVAILABLE';
  if (quantity < p.minOrder) return 'BELOW_MIN_ORDER';
  if (p.stock !== null && quantity > p.stock) return 'ABOVE_STOCK';
  return null;
}

/**
 * Prices a list of items from the database: original price and currency, USD amounts at the rates in force,
 * the buyer fee from the USD subtotal and the admins' fee tier table (spec 9, issue 25). Lines that can no longer be
 * bought are flagged, not priced in.
 */
export async function priceItems(db: DbOrTx, items: CartItem[], ctx?: PricingContext): Promise<CartDto> {
  const products = await productsForPricing(
    db,
    items.map((i) => i.productId),
  );
  const offerIds = items.map((i) => i.offerId).filter((id): id is string => typeof id === 'string');
  const offers =
    offerIds.length && ctx ? await offersForPricing(db, offerIds, ctx.buyerId, ctx.now) : new Map<string, never>();
  const rates = await rateTable(db);
  const tiers = await feeTiersOf(db);
  const lines: CartLineDto[] = [];
  for (const item of items) {
    const p = products.get(item.productId);
    if (!p) continue;
    if (item.offerId) {
      // Priced from the buyer's accepted quote: its price, currency and quantity, until it expires.
      const o = offers.get(item.offerId);
      if (!o || o.productId !== p.id || o.state === 'invalid') continue;
      const lineTotalCents = o.unitPriceCents * o.quantity;
      const problem: LineProblem | null =
        o.state === 'expired'
          ? 'OFFER_EXPIRED'
          : !p.available
            ? 'UNAVAILABLE'
            : p.stock !== null && o.quantity > p.stock
              ? 'ABOVE_STOCK'
              : null;
      lines.push({
        productId: p.id,
        name: p.name,
        imageUrl: p.imageUrl,
        vendorId: p.vendorId,
        vendorName: p.vendorName,
        origin: p.origin,
        unit: p.unit,
        currency: o.currency,
        unitPrice: centsToPrice(o.unitPriceCents),
        unitPriceCents: o.unitPriceCents,
        quantity: o.quantity,
        minOrder: o.quantity,
        stock: p.stock,
        lineTotalCents,
        lineTotalUsdCents: convertToUsd(rates, lineTotalCents, o.currency),
        problem,
        offerId: o.id,
        offerValidUntil: o.validUntil.toISOString(),
      });
      continue;
    }
    const lineTotalCents = p.priceCents * item.quantity;
    const problem = problemOf(p, item.quantity);
    lines.push({
      productId: p.id,
      name: p.name,
      imageUrl: p.imageUrl,
      vendorId: p.vendorId,
      vendorName: p.vendorName,
      origin: p.origin,
      unit: p.unit,
      currency: p.currency,
      unitPrice: centsToPrice(p.priceCents),
      unitPriceCents: p.priceCents,
      quantity: item.quantity,
      minOrder: p.minOrder,
      stock: p.stock,
      lineTotalCents,
      lineTotalUsdCents: convertToUsd(rates, lineTotalCents, p.currency),
      problem,
      offerId: null,
      offerValidUntil: null,
    });
  }
  const priced = lines.filter((l) => l.problem === null);
  const subtotalUsdCents = priced.reduce((sum, l) => sum + l.lineTotalUsdCents, 0);
  const usedCurrencies = new Set(lines.map((l) => l.currency));
  return {
    lines,
    itemCount: lines.reduce((n, l) => n + l.quantity, 0),
    subtotalUsdCents,
    fee: buyerFee(subtotalUsdCents, tiers),
    cardPaymentAllowed: cardPaymentAllowed(subtotalUsdCents) && lines.every((l) => l.problem === null),
    cardPaymentMaxCents: CARD_PAYMENT_MAX_CENTS,
    bankTransferAllowed: subtotalUsdCents > 0 && lines.every((l) => l.problem === null),
    hasProblems: lines.some((l) => l.problem !== null),
    rates: [...rates.values()]
      .filter((r) => usedCurrencies.has(r.currency))
      .map((r) => {
        const dto = toRateDto(r);
        return { currency: dto.currency, unitsPerUsd: dto.unitsPerUsd, effectiveDate: dto.effectiveDate };
      }),
  };
}

/** Checks that `quantity` of a product can be put in a cart, with the messages a buyer needs. */
function assertOrderable(
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

export async function getCart(deps: Deps, auth: AuthContext): Promise<CartDto> {
  return priceItems(deps.db, await repo.itemsOf(deps.db, auth.user.id), {
    buyerId: auth.user.id,
    now: deps.clock.now(),
  });
}

function quotedLineFixed(name: string | undefined): AppError {
  const text = name ? msg('cart.quotedLineFixed', { product: name }) : msg('cart.quotedLineFixedUnnamed');
  return new AppError('CONFLICT', text, { fields: { quantity: text } });
}

/** An accepted offer becomes (or replaces) the buyer's cart line for its product, at the offer's quantity. */
export async function putOfferLine(
  db: DbOrTx,
  userId: string,
  productId: string,
  offerId: string,
  quantity: number,
  now: Date,
): Promise<void> {
  await repo.upsert(db, userId, productId, quantity, now, offerId);
}

/** Adds to the product's line (or creates it), as the spec's cart does. */
export async function addItem(deps: Deps, auth: AuthContext, productId: string, quantity: number): Promise<CartDto> {
  if (quantity <= 0)
    throw new AppError('VALIDATION_ERROR', msg('cart.quantityAtLeastOne'), {
      fields: { quantity: msg('cart.quantityAtLeastOne') },
    });
  await deps.db.transaction(async (tx) => {
    const products = await productsForPricing(tx, [productId]);
    if (await repo.offerOf(tx, auth.user.id, productId)) throw quotedLineFixed(products.get(productId)?.name);
    const next = (await repo.quantityOf(tx, auth.user.id, productId)) + quantity;
    assertOrderable(products.get(productId), next, auth.user.id);
    await repo.upsert(tx, auth.user.id, productId, next, deps.clock.now());
  });
  return getCart(deps, auth);
}

/** Sets a line's quantity; 0 or less removes the line. */
export async function setQuantity(
  deps: Deps,
  auth: AuthContext,
  productId: string,
  quantity: number,
): Promise<CartDto> {
  if (quantity <= 0) {
    await repo.remove(deps.db, auth.user.id, productId);
    return getCart(deps, auth);
  }
  const products = await productsForPricing(deps.db, [productId]);
  if (await repo.offerOf(deps.db, auth.user.id, productId)) throw quotedLineFixed(products.get(productId)?.name);
  assertOrderable(products.get(productId), quantity, auth.user.id);
  await repo.upsert(deps.db, auth.user.id, productId, quantity, deps.clock.now());
  return getCart(deps, auth);
}

export async function removeItem(deps: Deps, auth: AuthContext, productId: string): Promise<CartDto> {
  await repo.remove(deps.db, auth.user.id, productId);
  return getCart(deps, auth);
}

/**
 * Merges a guest's browser cart at sign-in: quantities add to existing lines, then are brought within the
 * product's minimum order and available stock; products that cannot be bought are skipped.
 */
export async function mergeGuestCart(deps: Deps, auth: AuthContext, items: CartItem[]): Promise<CartDto> {
  await deps.db.transaction(async (tx) => {
    const products = await productsForPricing(
      tx,
      items.map((i) => i.productId),
    );
    for (const item of items) {
      const p = products.get(item.productId);
      if (!p || !p.available || p.vendorId === auth.user.id || item.quantity <= 0) continue;
      if (await repo.offerOf(tx, auth.user.id, item.productId)) continue;
      let next = (await repo.quantityOf(tx, auth.user.id, item.productId)) + item.quantity;
      next = Math.max(next, p.minOrder);
      if (p.stock !== null) next = Math.min(next, p.stock);
      if (next < p.minOrder) continue;
      await repo.upsert(tx, auth.user.id, item.productId, next, deps.clock.now());
    }
  });
  return getCart(deps, auth);
}

export async function clearCart(db: DbOrTx, userId: string): Promise<void> {
  await repo.clear(db, userId);
}

export async function cartItemsOf(db: DbOrTx, userId: string): Promise<CartItem[]> {
  return repo.itemsOf(db, userId);
}

export async function removeItemsFromCart(db: DbOrTx, userId: string, productIds: string[]): Promise<void> {
  for (const productId of productIds) await repo.remove(db, userId, productId);
}

/** Puts the lines of a cancelled pro-forma back in the buyer's cart (quoted lines keep their offer). */
export async function restoreCartLines(
  db: DbOrTx,
  userId: string,
  lines: { productId: string; quantity: number; offerId?: string | null }[],
  now: Date,
): Promise<void> {
  for (const l of lines) await repo.upsert(db, userId, l.productId, l.quantity, now, l.offerId ?? null);
}
