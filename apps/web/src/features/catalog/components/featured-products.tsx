import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { ArrowRight, MapPin, ShoppingBag } from 'lucide-react';
import type { ProductCardDto } from '@app/shared/catalog';
import { LIMITS } from '@app/shared/constants';
import { LinkButton } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { countryName } from '../../../lib/countries';
import { useFeaturedProducts } from '../api/get-featured-products';
import { formatPrice } from '../../../lib/format-price';
import { formatQuantity, perUnit } from '../../../lib/units';
import { AddToCart } from '../../cart/public';
import { ProductImage } from '../../../components/product-image';
import { VerifiedBadge } from '../../../components/verified-badge';

/** Buyer dashboard: featured products (at most 8, spec 2.11) with quantity and "Add to cart". */
export function FeaturedProducts({ className }: { className?: string }) {
  const { t } = useTranslation('dashboard');
  const featured = useFeaturedProducts();
  const items = featured.data?.items.slice(0, LIMITS.featuredProducts) ?? [];

  const skeleton = (
    <ul className="divide-y divide-ink-100">
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="flex items-center gap-4 p-4">
          <Skeleton className="size-20 shrink-0 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-4 w-1/4" />
          </div>
          <Skeleton className="hidden h-10 w-56 sm:block" />
        </li>
      ))}
    </ul>
  );
  const body = (
    <QueryState
      query={featured}
      loading={{ skeleton, label: t('catalog:featured.loading') }}
      error={{ look: 'panel', heading: 'h3', title: t('catalog:featured.errorTitle') }}
      isEmpty={() => items.length === 0}
      empty={
        <EmptyState
          icon={<ShoppingBag className="size-7" />}
          title={t('buyer.noFeatured')}
          description={t('buyer.noFeaturedText')}
          action={
            <LinkButton to="/products" variant="outline">
              {t('buyer.browse')}
            </LinkButton>
          }
        />
      }
    >
      {() => (
        <ul className="divide-y divide-ink-100">
          {items.map((p) => (
            <FeaturedProductRow key={p.id} product={p} />
          ))}
        </ul>
      )}
    </QueryState>
  );

  return (
    <Card className={className}>
      <CardHeader
        title={t('buyer.featuredTitle')}
        action={
          items.length > 0 ? (
            <LinkButton
              to="/products"
              variant="ghost"
              size="sm"
              icon={<ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />}
              className="flex-row-reverse"
            >
              {t('catalog:featured.viewAll')}
            </LinkButton>
          ) : undefined
        }
      />
      {body}
    </Card>
  );
}

/** A compact product row: picture, name, supplier, price per unit, minimum order, quantity and "Add to cart". */
function FeaturedProductRow({ product }: { product: ProductCardDto }) {
  const { t, i18n } = useTranslation('catalog');
  const href = `/products/${product.id}`;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <Link
          to={href}
          tabIndex={-1}
          aria-hidden="true"
          className="block size-20 shrink-0 overflow-hidden rounded-lg border border-ink-200"
        >
          <ProductImage src={product.thumbUrl ?? undefined} category={product.category} iconClassName="size-6" />
        </Link>
        <div className="min-w-0 flex-1 space-y-1">
          <h3 className="text-sm leading-snug font-semibold text-ink-900">
            <Link to={href} className="line-clamp-2 hover:text-brand-800 hover:underline">
              <bdi>{product.name}</bdi>
            </Link>
          </h3>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-600">
            <bdi className="truncate">{product.vendorName}</bdi>
            {product.isVerified ? <VerifiedBadge /> : null}
            {product.vendorCountry ? (
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-3.5" />
                {countryName(product.vendorCountry, i18n.language)}
              </span>
            ) : null}
          </p>
          <p className="flex flex-wrap items-baseline gap-x-1.5 text-sm">
            <span className="font-bold text-ink-900 tabular-nums">
              {formatPrice(product.priceCents, product.currency, i18n.language)}
            </span>
            <span className="text-ink-600">{perUnit(t, product.unit)}</span>
          </p>
          <p className="text-xs text-ink-600">
            {t('minOrder', { quantity: formatQuantity(t, product.minOrder, product.unit) })}
          </p>
        </div>
      </div>
      <div className="sm:w-64 sm:shrink-0">
        <AddToCart product={product} />
      </div>
    </li>
  );
}
