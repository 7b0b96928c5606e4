/**
 * Shipping at checkout (issue 17): each vendor's part of a priced cart quoted for the buyer's address. Lines shipped
 * by the carrier make one parcel per vendor (their weights and volumes added up), quoted by the carrier port; flat
 * prices and quotes' estimates are converted to USD at the rates in force; free shipping costs the buyer nothing.
 */
import type { CartLineDto } from '@app/shared/cart';
import type { ShippingDestination, VendorShippingDto, VendorShippingMethod } from '@app/shared/checkout-shipping';
import type { Deps } from '../../deps.ts';
import { productsForPricing } from '../catalog/catalog.service.ts';
import { convertToUsd, rateTable } from '../fx/fx.service.ts';
import { quoteParcel, volumeOf } from '../shipping/use-cases/quote-parcel.ts';

type LineMethod = Exclude<VendorShippingMethod, 'mixed'>;

/** The one word a vendor's part ships by, or `mixed` when its lines ship several ways. */
function methodOf(methods: Set<LineMethod>): VendorShippingMethod {
  if (methods.size === 1) return [...methods][0]!;
  // Free lines beside paid ones do not make it "mixed" for the buyer: they read what they pay for.
  const paid = [...methods].filter((m) => m !== 'free');
  return paid.length === 1 ? paid[0]! : 'mixed';
}

/**
 * The shipping of every vendor's part of the cart's lines (lines with a problem are left out, as they are from the
 * subtotal), in the order the vendors first appear. Carrier quotes are asked outside any database transaction.
 */
export async function shippingForLines(
  deps: Deps,
  lines: readonly CartLineDto[],
  to: ShippingDestination,
): Promise<VendorShippingDto[]> {
  const priced = lines.filter((l) => l.problem === null);
  if (priced.length === 0) return [];
  const [products, rates] = await Promise.all([
    productsForPricing(
      deps.db,
      priced.map((l) => l.productId),
    ),
    rateTable(deps.db),
  ]);
  const byVendor = new Map<string, CartLineDto[]>();
  for (const l of priced) byVendor.set(l.vendorId, [...(byVendor.get(l.vendorId) ?? []), l]);
  const parts: VendorShippingDto[] = [];
  for (const [vendorId, vendorLines] of byVendor) {
    let fixedCents = 0;
    let grams = 0;
    let volumeCm3 = 0;
    const methods = new Set<LineMethod>();
    for (const l of vendorLines) {
      const p = products.get(l.productId);
      const offerEstimate = l.offerId ? (l.offerShippingCents ?? null) : undefined;
      if (offerEstimate !== undefined && offerEstimate !== null) {
        fixedCents += convertToUsd(rates, offerEstimate, l.currency);
        methods.add('quoted');
      } else if (l.shippingMode === 'quote') {
        // a quote for freight without an estimate: its price includes the shipping
        methods.add('quoted');
      } else if (l.shippingMode === 'free') {
        methods.add('free');
      } else if (l.shippingMode === 'flat') {
        fixedCents += convertToUsd(rates, (l.flatShippingCents ?? 0) * l.quantity, l.currency);
        methods.add('flat');
      } else {
        grams += (p?.shippingWeightGrams ?? 0) * l.quantity;
        volumeCm3 += volumeOf(p?.shippingDimensions ?? '') * l.quantity;
        methods.add('carrier');
      }
    }
    const vendorName = vendorLines[0]!.vendorName;
    const parcel =
      grams > 0 || volumeCm3 > 0 ? await quoteParcel(deps, { vendorId, vendorName, to, grams, volumeCm3 }) : null;
    parts.push({
      vendorId,
      vendorName,
      method: methodOf(methods),
      carrier: parcel?.carrier ?? null,
      service: parcel?.service ?? null,
      estimatedDays: parcel?.estimatedDays ?? null,
      billableGrams: parcel?.billableGrams ?? null,
      amountCents: fixedCents + (parcel?.amountCents ?? 0),
    });
  }
  return parts;
}
