import { Layers } from 'lucide-react';
import type { ProductDto } from '@app/shared/catalog';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPrice } from '../../../lib/format-price';
import { formatQuantity, perUnit } from '../../../lib/units';
import { priceTiersOf } from '../price-tiers-of';

/**
 * The product's volume prices on its page (issue 22): the base price from the minimum order, then each break. The cart
 * charges the deepest break a line's quantity reaches (the server prices it).
 */
export function ProductPriceTiers({ product }: { product: ProductDto }) {
  const { t, i18n } = useTranslation('catalog');
  const tiers = priceTiersOf(product);
  if (tiers.length === 0) return null;
  const rows = [{ minQuantity: product.minOrder, priceCents: product.priceCents }, ...tiers];
  return (
    <section
      aria-labelledby="product-price-tiers"
      className="mt-4 rounded-lg border border-ink-200 bg-ink-50 p-3 text-sm"
      data-testid="product-price-tiers"
    >
      <h2 id="product-price-tiers" className="flex items-center gap-2 font-semibold text-ink-900">
        <Layers aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        {t('detail.tiers.title')}
      </h2>
      <table className="mt-2 w-full">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('detail.tiers.quantity')}</th>
            <th scope="col">{t('detail.tiers.unitPrice')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.minQuantity} className="border-t border-ink-200 first:border-t-0">
              <td className="py-1.5 text-ink-800">
                {t('detail.tiers.from', { quantity: formatQuantity(t, row.minQuantity, product.unit) })}
              </td>
              <td className="py-1.5 text-end font-semibold text-ink-900 tabular-nums">
                {formatPrice(row.priceCents, product.currency, i18n.language)}{' '}
                <span className="font-normal text-ink-600">{perUnit(t, product.unit)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-1 text-xs text-ink-700">{t('detail.tiers.note')}</p>
    </section>
  );
}
