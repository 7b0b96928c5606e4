import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { Heart, MapPin, Store, TrendingDown, TrendingUp, Trash2 } from 'lucide-react';
import type { SavedProductDto } from '@app/shared/saved';
import { Badge } from '../../../components/ui/badge';
import { Button, LinkButton } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { countryName } from '../../../lib/countries';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { AddToCart } from '../../cart/public';
import { ProductImage } from '../../../components/product-image';
import { VerifiedBadge } from '../../../components/verified-badge';
import { formatPrice } from '../../../lib/format-price';
import { perUnit } from '../../../lib/units';
import { useSavedProducts } from '../api/list-saved-products';
import { useToggleSavedProduct } from '../api/save-product';

/** The buyer's Saved Products tab: availability, price since saved, add to cart, remove. */
export function SavedProductsTab() {
  const { t } = useTranslation('saved');
  const query = useSavedProducts();
  return (
    <Card>
      <CardHeader title={t('products.title')} description={t('products.subtitle')} />
      <QueryState
        query={query}
        loading={{
          className: 'p-5',
          skeleton: (
            <div className="space-y-4">
              {[0, 1, 2].map((i) => (
                <div key={i} className="flex gap-4">
                  <Skeleton className="size-20 shrink-0" />
                  <div className="flex-1 space-y-2">
                    <Skeleton className="h-4 w-1/2" />
                    <Skeleton className="h-4 w-1/3" />
                    <Skeleton className="h-4 w-1/4" />
                  </div>
                </div>
              ))}
            </div>
          ),
        }}
        error={{ ns: 'saved', fallback: 'products.loadFailed', className: 'p-5' }}
        empty={
          <EmptyState
            icon={<Heart className="size-7" />}
            title={t('products.emptyTitle')}
            description={t('products.emptyText')}
            action={<LinkButton to="/products">{t('products.browse')}</LinkButton>}
          />
        }
      >
        {({ items }) => (
          <ul className="divide-y divide-ink-100" aria-label={t('products.title')}>
            {items.map((item) => (
              <SavedRow key={item.productId} item={item} />
            ))}
          </ul>
        )}
      </QueryState>
    </Card>
  );
}

function AvailabilityBadge({ availability }: { availability: SavedProductDto['availability'] }) {
  const { t } = useTranslation('saved');
  if (availability === 'in_stock') return <Badge tone="green">{t('availability.in_stock')}</Badge>;
  if (availability === 'out_of_stock') return <Badge tone="amber">{t('availability.out_of_stock')}</Badge>;
  return <Badge tone="neutral">{t('availability.unlisted')}</Badge>;
}

function SavedRow({ item }: { item: SavedProductDto }) {
  const { t, i18n } = useTranslation('saved');
  const lang = i18n.language;
  const toast = useToast();
  const toggle = useToggleSavedProduct();
  const now = formatPrice(item.priceCents, item.currency, lang);
  const was = formatPrice(item.savedPriceCents, item.savedCurrency, lang);
  const listed = item.availability !== 'unlisted';
  const remove = () =>
    toggle.mutate(
      { productId: item.productId, save: false },
      {
        onSuccess: () => toast.success(t('heart.removed', { name: item.name })),
        onError: (err) => toast.error(errorMessage(t, err, 'heart.failed')),
      },
    );

  return (
    <li className="flex flex-col gap-4 p-5 sm:flex-row">
      <div className="size-24 shrink-0 overflow-hidden rounded-lg bg-ink-100">
        <ProductImage src={item.imageUrl ?? undefined} category={item.category} />
      </div>
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-ink-900">
            {listed ? (
              <Link to={`/products/${item.productId}`} className="hover:text-brand-800 hover:underline">
                <bdi>{item.name}</bdi>
              </Link>
            ) : (
              <bdi>{item.name}</bdi>
            )}
          </h3>
          <AvailabilityBadge availability={item.availability} />
        </div>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-700">
          <span className="inline-flex items-center gap-1.5">
            <Store aria-hidden="true" className="size-4 text-ink-500" />
            {item.vendorName}
          </span>
          {item.isVerified ? <VerifiedBadge /> : null}
          {item.vendorCountry ? (
            <span className="inline-flex items-center gap-1.5 text-ink-600">
              <MapPin aria-hidden="true" className="size-4 text-ink-500" />
              {countryName(item.vendorCountry, lang)}
            </span>
          ) : null}
        </p>
        <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <span className="text-lg font-bold text-ink-900 tabular-nums">{now}</span>
          <span className="text-sm text-ink-600">{perUnit(t, item.unit)}</span>
          {item.priceChange === 'down' ? (
            <Badge tone="green" icon={<TrendingDown aria-hidden="true" className="size-3.5" />}>
              {t('price.down', { was, now })}
            </Badge>
          ) : item.priceChange === 'up' ? (
            <Badge tone="red" icon={<TrendingUp aria-hidden="true" className="size-3.5" />}>
              {t('price.up', { was, now })}
            </Badge>
          ) : item.priceChange === 'currency' ? (
            <Badge tone="blue">{t('price.currency', { was, now })}</Badge>
          ) : (
            <span className="text-xs text-ink-500">{t('price.same')}</span>
          )}
        </p>
        <p className="text-xs text-ink-500">{t('products.savedOn', { date: formatDate(item.savedAt, lang) })}</p>
      </div>
      <div className="flex shrink-0 flex-col items-stretch gap-2 sm:w-72">
        {item.availability === 'in_stock' ? (
          <AddToCart
            product={{
              id: item.productId,
              name: item.name,
              unit: item.unit,
              minOrder: item.minOrder,
              stock: item.stock,
              vendorId: item.vendorId,
            }}
          />
        ) : (
          <p className="rounded-lg bg-ink-50 p-3 text-sm text-ink-600">
            {item.availability === 'out_of_stock' ? t('products.outOfStockText') : t('products.unlistedText')}
          </p>
        )}
        <Button
          variant="ghost"
          size="sm"
          icon={<Trash2 aria-hidden="true" className="size-4" />}
          onClick={remove}
          loading={toggle.isPending}
          aria-label={t('products.removeNamed', { name: item.name })}
        >
          {t('products.remove')}
        </Button>
      </div>
    </li>
  );
}
