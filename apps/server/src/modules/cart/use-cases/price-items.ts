import type { CartDto, CartLineDto, LineProblem } from '@app/shared/cart';
import { centsToPrice } from '@app/shared/catalog';
import { buyerFee, CARD_PAYMENT_MAX_CENTS, cardPaymentAllowed } from '@app/shared/fees';
import { unitPriceCentsFor } from '@app/shared/price-tiers';
import type { DbOrTx } from '../../../db/client.ts';
import { productsForPricing, type PricingProduct } from '../../catalog/catalog.service.ts';
import { convertToUsd, rateTable, toRateDto } from '../../fx/fx.service.ts';
import { offersForPricing } from '../../offers/use-cases/offers-for-pricing.ts';
import { feeTiersOf } from '../../payments/use-cases/list-fee-tiers.ts';
import type { CartItem } from '../cart.types.ts';

/** Whose cart is priced, and when: needed to honour accepted offers (a guest cart has none). */
export interface PricingContext {
  buyerId: string;
  now: Date;
}

function problemOf(p: PricingProduct | undefined, quantity: number): LineProblem | null {
  if (!p || !p.available) return 'UNAVAILABLE';
  if (quantity < p.minOrder) return 'BELOW_MIN_ORDER';
  if (p.stock !== null && quantity > p.stock) return 'ABOVE_STOCK';
  return shippingProblemOf(p, undefined);
}

/**
 * A line that cannot be shipped as the product stands (issue 17): freight priced on request outside a quote, or a
 * carrier-calculated product without its weight. A quote with a shipping estimate ships at that estimate.
 */
function shippingProblemOf(p: PricingProduct, offerShippingCents: number | null | undefined): LineProblem | null {
  if (offerShippingCents !== null && offerShippingCents !== undefined) return null;
  if (p.shippingMode === 'quote') return offerShippingCents === undefined ? 'SHIPPING_ON_REQUEST' : null;
  if (p.shippingMode === 'calculated' && !p.shippingWeightGrams) return 'NO_SHIPPING_WEIGHT';
  return null;
}

const shippingOf = (p: PricingProduct) => ({
  paymentTerms: p.paymentTerms,
  shippingMode: p.shippingMode,
  flatShippingCents: p.shippingMode === 'flat' ? (p.flatShippingCents ?? 0) : null,
});

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
              : // a quote for freight includes its shipping even without an estimate (null: not undefined)
                shippingProblemOf(p, o.shippingEstimateCents);
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
        offerShippingCents: o.shippingEstimateCents,
        ...shippingOf(p),
        // the plan agreed in the quote, else the product's (issue 18)
        paymentTerms: o.paymentTerms ?? p.paymentTerms,
      });
      continue;
    }
    // the deepest volume price the quantity reaches, else the base price (issue 22)
    const unitPriceCents = unitPriceCentsFor(p.priceCents, p.priceTiers, item.quantity);
    const lineTotalCents = unitPriceCents * item.quantity;
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
      unitPrice: centsToPrice(unitPriceCents),
      unitPriceCents,
      quantity: item.quantity,
      minOrder: p.minOrder,
      stock: p.stock,
      lineTotalCents,
      lineTotalUsdCents: convertToUsd(rates, lineTotalCents, p.currency),
      problem,
      offerId: null,
      offerValidUntil: null,
      offerShippingCents: null,
      ...shippingOf(p),
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
