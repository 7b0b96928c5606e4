import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { MapPin, Store } from 'lucide-react';
import type { ProductCardDto } from '@app/shared/catalog';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { countryName } from '../../../lib/countries';
import { formatQuantity, perUnit } from '../../../lib/units';
import { formatPrice } from '../../../lib/format-price';
import { ConvertedPrice } from '../../fx/public';
import { categoryName } from '../../../lib/catalog-labels';
import { AddToCart } from '../../cart/public';
import { CategoryIcon } from '../../../components/category-icon';
import { ProductImage } from '../../../components/product-image';
import { VerifiedBadge } from '../../../components/verified-badge';
import { SaveButton } from '../../saved/public';
import { RatingInline } from '../../reviews/public';
import { ReliabilityChip } from '../../reliability/public';

/** A product in a grid: picture, name, vendor, price per unit, minimum order, quantity and "Add to cart". */
export function ProductCard({ product, headingLevel = 'h3' }: { product: ProductCardDto; headingLevel?: 'h2' | 'h3' }) {
  const { t, i18n } = useTranslation('catalog');
  const Heading = headingLevel;
  const href = `/products/${product.id}`;
  return (
    <Card className="flex h-full flex-col overflow-hidden transition-shadow hover:shadow-[var(--shadow-pop)]">
      {/* the picture repeats the name link for pointer users; keyboard and screen readers use the name */}
      <div className="relative">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block aspect-[4/3] overflow-hidden bg-ink-100">
          <ProductImage
            src={product.thumbUrl ?? undefined}
            category={product.category}
            sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
            maxWidth={400}
          />
        </Link>
        <SaveButton product={product} className="absolute end-2 top-2" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="space-y-1.5">
          <p className="flex items-center gap-1.5 text-xs font-medium text-brand-700">
            <CategoryIcon category={product.category} className="size-3.5 shrink-0" />
            <span className="truncate">{categoryName(t, product.category)}</span>
          </p>
          <Heading className="text-base leading-snug font-semibold text-ink-900">
            <Link to={href} className="line-clamp-2 hover:text-brand-800 hover:underline">
              <bdi>{product.name}</bdi>
            </Link>
          </Heading>
          <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-ink-700">
            <Store aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
            <bdi className="min-w-0 truncate">{product.vendorName}</bdi>
            {product.isVerified ? <VerifiedBadge /> : null}
          </p>
          <RatingInline rating={product.rating} count={product.reviews} />
          <ReliabilityChip vendorId={product.vendorId} />
          {product.vendorCountry ? (
            <p className="flex items-center gap-1.5 text-sm text-ink-600">
              <MapPin aria-hidden="true" className="size-4 shrink-0 text-ink-500" />
              {countryName(product.vendorCountry, i18n.language)}
            </p>
          ) : null}
        </div>
        <div className="mt-auto space-y-0.5 border-t border-ink-100 pt-3">
          <p className="flex flex-wrap items-baseline gap-x-1.5">
            <span className="text-xl font-bold text-ink-900 tabular-nums">
              {formatPrice(product.priceCents, product.currency, i18n.language)}
            </span>
            <span className="text-sm text-ink-600">{perUnit(t, product.unit)}</span>
          </p>
          <ConvertedPrice
            amountMinor={product.priceCents}
            currency={product.currency}
            className="block text-sm font-medium text-ink-700 tabular-nums"
          />
          <p className="text-xs text-ink-600">
            {t('minOrder', { quantity: formatQuantity(t, product.minOrder, product.unit) })}
          </p>
          {product.volumePrice ? (
            <p className="text-xs font-medium text-brand-800" data-testid="card-volume-price">
              {t('volumePrice', {
                price: formatPrice(product.volumePrice.priceCents, product.currency, i18n.language),
                quantity: formatQuantity(t, product.volumePrice.minQuantity, product.unit),
              })}
            </p>
          ) : null}
        </div>
        <AddToCart product={product} />
      </div>
    </Card>
  );
}

export function ProductCardSkeleton() {
  return (
    <Card className="flex h-full flex-col overflow-hidden" aria-hidden="true">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="space-y-3 p-4">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <div className="border-t border-ink-100 pt-3">
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="mt-2 h-3 w-1/3" />
        </div>
        <div className="flex gap-2">
          <Skeleton className="h-10 w-28" />
          <Skeleton className="h-10 flex-1" />
        </div>
      </div>
    </Card>
  );
}
