import { Suspense, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import {
  Award,
  Clock,
  CreditCard,
  Globe2,
  MapPin,
  MessageSquare,
  Package,
  Ruler,
  Scale,
  ShieldCheck,
  Store,
  Truck,
} from 'lucide-react';
import type { ProductDto } from '@app/shared/catalog';
import { priceToCents } from '@app/shared/price-cents';
import { Badge } from '../../../components/ui/badge';
import { Button, LinkButton } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { countryName } from '../../../lib/countries';
import { formatNumber } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useProduct } from '../api/get-product';
import { formatPrice } from '../../../lib/format-price';
import { ConvertedPrice } from '../../fx/public';
import { categoryName, paymentTermsName } from '../../../lib/catalog-labels';
import { formatQuantity, perUnit, pricePerUnit } from '../../../lib/units';
import { AddToCart } from '../../cart/public';
import { CategoryIcon } from '../../../components/category-icon';
import { ProductGallery } from '../components/product-gallery';
import { ProductBreadcrumb } from '../components/product-breadcrumb';
import { ProductPaymentPlan } from '../components/product-payment-plan';
import { ProductPriceTiers } from '../components/product-price-tiers';
import { ProductProblem } from '../components/product-problem';
import { ProductSupplierAside } from '../components/product-supplier-aside';
import { VerifiedBadge } from '../../../components/verified-badge';
import { SaveButton } from '../../saved/public';
import { ProductReviews, RatingInline } from '../../reviews/public';
import { ProductTranslation } from '../../translation/public';
import { lazyNamed } from '../../../lib/lazy';
import { Spinner } from '../../../components/ui/spinner';

// The inquiry form and its contracts load when the dialog is first opened: not in the product page's first load.
const ContactSupplierDialog = lazyNamed(() => import('../components/contact-supplier-dialog'), 'ContactSupplierDialog');

function isNotFound(error: unknown): boolean {
  // a malformed id is refused by the route's check (400) before any lookup: for the buyer it is the same
  return error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_ERROR');
}

/** /products/:productId: gallery, every product field (spec 3.2), vendor, quantity and "Add to cart". */
export function ProductDetailPage() {
  const { t } = useTranslation('catalog');
  const { productId = '' } = useParams();
  const query = useProduct(productId);
  useDocumentTitle(query.data?.name ?? (query.isError ? t('detail.notFoundTitle') : t('browse.title')));

  if (isNotFound(query.error)) {
    return (
      <ProductProblem
        title={t('detail.notFoundTitle')}
        text={t('detail.notFoundText')}
        actions={
          <>
            <LinkButton to="/products">{t('detail.backToProducts')}</LinkButton>
            <LinkButton to="/" variant="outline">
              {t('common:nav.backHome')}
            </LinkButton>
          </>
        }
      />
    );
  }
  return (
    <QueryState
      query={query}
      loading={{ skeleton: <DetailSkeleton />, label: t('detail.loading') }}
      error={{
        look: 'panel',
        heading: 'h1',
        title: t('detail.errorTitle'),
        ns: 'catalog',
        fallback: 'detail.errorText',
        actions: (
          <LinkButton to="/products" variant="outline">
            {t('detail.backToProducts')}
          </LinkButton>
        ),
      }}
      frame={(state) => <Page>{state}</Page>}
    >
      {(product) => <ProductDetail product={product} />}
    </QueryState>
  );
}

function ProductDetail({ product }: { product: ProductDto }) {
  const { t, i18n } = useTranslation('catalog');
  // ?contact=1 (the Message link of My Suppliers) opens the contact dialog at once
  const [searchParams] = useSearchParams();
  const [contactOpen, setContactOpen] = useState(() => searchParams.get('contact') === '1');
  const lang = i18n.language;
  const notSpecified = <span className="text-ink-500">{t('detail.notSpecified')}</span>;

  return (
    <Page>
      <ProductBreadcrumb product={product} />

      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <ProductGallery images={product.images} name={product.name} category={product.category} />

        <div className="min-w-0 space-y-6">
          <div className="space-y-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="green" icon={<CategoryIcon category={product.category} className="size-3.5" />}>
                {categoryName(t, product.category)}
              </Badge>
              {product.status !== 'active' ? <Badge tone="amber">{t('status.pending')}</Badge> : null}
            </div>
            <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
              <bdi>{product.name}</bdi>
            </h1>
            <a href="#reviews" className="inline-block hover:underline">
              <RatingInline rating={product.rating} count={product.reviews} className="text-sm" />
            </a>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-700">
              <span className="inline-flex items-center gap-1.5">
                <Store aria-hidden="true" className="size-4 text-ink-500" />
                <bdi>{product.vendorName}</bdi>
              </span>
              {product.isVerified ? <VerifiedBadge /> : null}
              {product.vendorCountry ? (
                <span className="inline-flex items-center gap-1.5">
                  <MapPin aria-hidden="true" className="size-4 text-ink-500" />
                  {countryName(product.vendorCountry, lang)}
                </span>
              ) : null}
            </div>
          </div>

          <div className="rounded-[var(--radius-card)] border border-ink-200 bg-white p-5 shadow-[var(--shadow-card)]">
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-3xl font-bold text-ink-900 tabular-nums" data-testid="product-price">
                {formatPrice(product.priceCents, product.currency, lang)}
              </span>
              <span className="text-ink-600">{perUnit(t, product.unit)}</span>
            </p>
            <ConvertedPrice
              amountMinor={product.priceCents}
              currency={product.currency}
              className="mt-1 block text-lg font-semibold text-ink-700 tabular-nums"
            />
            <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
              <Fact icon={<Package className="size-4" />} label={t('detail.minOrder')}>
                {formatQuantity(t, product.minOrder, product.unit)}
              </Fact>
              <Fact icon={<Package className="size-4" />} label={t('detail.stock')}>
                {product.stock === null ? t('detail.unlimited') : formatQuantity(t, product.stock, product.unit)}
              </Fact>
              <Fact icon={<Clock className="size-4" />} label={t('detail.leadTime')}>
                {t('detail.days', { count: product.leadTime, formatted: formatNumber(product.leadTime, lang) })}
              </Fact>
              <Fact icon={<CreditCard className="size-4" />} label={t('detail.paymentTerms')}>
                {paymentTermsName(t, product.paymentTerms)}
              </Fact>
            </dl>
            <ProductPriceTiers product={product} />
            <ProductPaymentPlan terms={product.paymentTerms} />
            <div className="mt-5 border-t border-ink-100 pt-5">
              <AddToCart product={product} variant="detail" />
            </div>
            <Button
              variant="outline"
              className="mt-3 w-full sm:w-auto"
              icon={<MessageSquare aria-hidden="true" className="size-4" />}
              onClick={() => setContactOpen(true)}
            >
              {t('detail.contactSupplier')}
            </Button>
            <SaveButton product={product} variant="labelled" className="mt-3 w-full justify-center sm:ms-2 sm:w-auto" />
            <p className="mt-4 flex items-start gap-2 text-xs text-ink-600">
              <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
              {t('detail.escrowNote')}
            </p>
          </div>
        </div>
      </div>

      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <ProductTranslation product={product} />
          <Card>
            <CardHeader title={t('detail.description')} />
            <CardBody>
              <p
                dir="auto"
                className="text-sm leading-relaxed whitespace-pre-line text-ink-800"
                data-testid="product-description"
              >
                {product.description}
              </p>
            </CardBody>
          </Card>
          <Card>
            <CardHeader title={t('detail.specifications')} />
            <CardBody>
              {product.specifications ? (
                <p dir="auto" className="text-sm leading-relaxed whitespace-pre-line text-ink-800">
                  {product.specifications}
                </p>
              ) : (
                <p className="text-sm">{notSpecified}</p>
              )}
            </CardBody>
          </Card>
          <Card>
            <CardHeader title={t('detail.originShipping')} />
            <CardBody>
              <dl className="grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
                <Fact icon={<Globe2 className="size-4" />} label={t('detail.origin')}>
                  {product.origin}
                </Fact>
                <Fact icon={<Truck className="size-4" />} label={t('detail.shipping')}>
                  {product.shippingMode === 'flat'
                    ? t('detail.shippingFlat', {
                        price: pricePerUnit(
                          t,
                          formatPrice(priceToCents(product.flatShipping ?? '0'), product.currency, lang),
                          product.unit,
                        ),
                      })
                    : t(`detail.shippingModes.${product.shippingMode}`)}
                </Fact>
                <Fact icon={<Award className="size-4" />} label={t('detail.certifications')}>
                  {product.certifications || notSpecified}
                </Fact>
                <Fact icon={<Scale className="size-4" />} label={t('detail.shippingWeight')}>
                  {product.shippingWeight
                    ? t('detail.weightKg', { weight: formatNumber(Number(product.shippingWeight), lang) })
                    : notSpecified}
                </Fact>
                <Fact icon={<Ruler className="size-4" />} label={t('detail.shippingDimensions')}>
                  {product.shippingDimensions ? (
                    <span dir="ltr">{t('detail.dimensionsCm', { dimensions: product.shippingDimensions })}</span>
                  ) : (
                    notSpecified
                  )}
                </Fact>
              </dl>
            </CardBody>
          </Card>
          <ProductReviews productId={product.id} />
        </div>

        <ProductSupplierAside product={product} onContact={() => setContactOpen(true)} />
      </div>

      {contactOpen ? (
        <Suspense
          fallback={
            <div className="fixed inset-0 z-50 flex items-center justify-center bg-ink-900/30">
              <Spinner size="lg" label={t('detail.contactOpening')} />
            </div>
          }
        >
          <ContactSupplierDialog open onClose={() => setContactOpen(false)} product={product} />
        </Suspense>
      ) : null}
    </Page>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-ink-500 uppercase">
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 font-medium break-words text-ink-900">{children}</dd>
    </div>
  );
}

/** A placeholder shaped like the page while the product loads. */
function DetailSkeleton() {
  return (
    <>
      <Skeleton className="mb-6 h-4 w-64" />
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <Skeleton className="aspect-[4/3] rounded-[var(--radius-card)]" />
        <div className="space-y-4">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-9 w-4/5" />
          <Skeleton className="h-4 w-1/2" />
          <div className="rounded-[var(--radius-card)] border border-ink-200 bg-white p-5">
            <Skeleton className="h-9 w-40" />
            <SkeletonText lines={4} className="mt-5" />
            <Skeleton className="mt-5 h-12 w-full" />
          </div>
        </div>
      </div>
    </>
  );
}
