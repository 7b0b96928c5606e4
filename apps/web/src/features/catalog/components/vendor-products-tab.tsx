import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { Package, PackagePlus, Pencil, Trash2 } from 'lucide-react';
import type { ProductDto } from '@app/shared/catalog';
import { Badge } from '../../../components/ui/badge';
import { Button, LinkButton } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TBody, TD, TH, THead, TR } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { useDeleteProduct } from '../api/delete-product';
import { useVendorProducts } from '../api/get-vendor-products';
import { formatPrice } from '../../../lib/format-price';
import { categoryName } from '../../../lib/catalog-labels';
import { perUnit } from '../../../lib/units';
import { ProductImage } from '../../../components/product-image';

/** Vendor dashboard "My Products" tab (spec 2.8): the vendor's own products with edit and delete. */
export function VendorProductsTab() {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.language;
  const toast = useToast();
  const products = useVendorProducts();
  const remove = useDeleteProduct();
  const [toDelete, setToDelete] = useState<ProductDto | null>(null);

  const addProduct = (
    <LinkButton to="/vendor/add-product" icon={<PackagePlus aria-hidden="true" className="size-4" />}>
      {t('vendor.addProduct')}
    </LinkButton>
  );

  const confirmDelete = () => {
    if (!toDelete) return;
    const name = toDelete.name;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        toast.success(t('vendor.deleted', { name }));
        setToDelete(null);
      },
      onError: (err) => {
        toast.error(errorMessage(t, err, 'vendor.deleteFailed', { NOT_FOUND: 'detail.notFoundTitle' }));
        setToDelete(null);
      },
    });
  };

  const skeleton = (
    <div className="divide-y divide-ink-100">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 px-5 py-4">
          <Skeleton className="size-12 shrink-0 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-1/5" />
          </div>
          <Skeleton className="h-8 w-24" />
        </div>
      ))}
    </div>
  );

  return (
    <QueryState
      query={products}
      loading={{ skeleton, label: t('vendor.loading') }}
      error={{ look: 'panel', title: t('vendor.loadFailed') }}
      frame={(state, kind) => (
        <Card>
          {kind === 'loading' ? <CardHeader title={t('vendor.myProducts')} action={addProduct} /> : null}
          {state}
        </Card>
      )}
      empty={
        <Card>
          <EmptyState
            icon={<Package className="size-7" />}
            title={t('vendor.emptyTitle')}
            description={t('vendor.emptyText')}
            action={addProduct}
            headingLevel="h2"
          />
        </Card>
      }
    >
      {({ items }) => (
        <div className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <div>
              <h2 className="text-lg font-semibold text-ink-900">{t('vendor.myProducts')}</h2>
              <p className="text-sm text-ink-600">
                {t('vendor.count', { count: items.length, formatted: formatNumber(items.length, lang) })}
              </p>
            </div>
            {addProduct}
          </div>
          {/* narrow screens: one card per product, so the actions stay in view */}
          <ul className="space-y-3 sm:hidden" aria-label={t('vendor.tableCaption')}>
            {items.map((p) => (
              <li
                key={p.id}
                className="rounded-[var(--radius-card)] border border-ink-200 bg-white p-4 shadow-[var(--shadow-card)]"
              >
                <div className="flex items-start gap-3">
                  <span className="block size-16 shrink-0 overflow-hidden rounded-lg border border-ink-200">
                    <ProductImage src={p.images[0]?.thumbUrl} category={p.category} iconClassName="size-5" compact />
                  </span>
                  <div className="min-w-0 flex-1">
                    <Link to={`/products/${p.id}`} className="line-clamp-2 font-semibold text-ink-900 hover:underline">
                      <bdi>{p.name}</bdi>
                    </Link>
                    <p className="mt-0.5 text-xs text-ink-600">{categoryName(t, p.category)}</p>
                    <p className="mt-1 text-sm">
                      <span className="font-semibold tabular-nums">{formatPrice(p.priceCents, p.currency, lang)}</span>{' '}
                      <span className="text-ink-600">{perUnit(t, p.unit)}</span>
                    </p>
                  </div>
                  <span className="flex flex-col items-end gap-1">
                    <StatusBadge status={p.status} />
                    <ShippingMissingBadge product={p} />
                  </span>
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
                  <div>
                    <dt className="text-xs text-ink-500">{t('vendor.columns.stock')}</dt>
                    <dd className="font-medium tabular-nums">
                      {p.stock === null ? t('detail.unlimited') : formatNumber(p.stock, lang)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-ink-500">{t('vendor.columns.views')}</dt>
                    <dd className="font-medium tabular-nums">{formatNumber(p.views, lang)}</dd>
                  </div>
                </dl>
                <RowActions product={p} onDelete={() => setToDelete(p)} className="mt-3 border-t border-ink-100 pt-3" />
              </li>
            ))}
          </ul>
          <Table caption={t('vendor.tableCaption')} className="hidden shadow-[var(--shadow-card)] sm:block">
            <THead>
              <TR className="hover:bg-transparent">
                <TH>{t('vendor.columns.product')}</TH>
                <TH>{t('vendor.columns.category')}</TH>
                <TH className="text-end!">{t('vendor.columns.price')}</TH>
                <TH className="text-end!">{t('vendor.columns.stock')}</TH>
                <TH className="text-end!">{t('vendor.columns.views')}</TH>
                <TH>{t('vendor.columns.status')}</TH>
                <TH className="text-end!">
                  <span className="sr-only">{t('vendor.columns.actions')}</span>
                </TH>
              </TR>
            </THead>
            <TBody>
              {items.map((p) => (
                <TR key={p.id}>
                  <TD className="min-w-[14rem]">
                    <div className="flex items-center gap-3">
                      <span className="block size-12 shrink-0 overflow-hidden rounded-lg border border-ink-200">
                        <ProductImage
                          src={p.images[0]?.thumbUrl}
                          category={p.category}
                          iconClassName="size-4"
                          compact
                        />
                      </span>
                      <Link
                        to={`/products/${p.id}`}
                        className="line-clamp-2 font-semibold text-ink-900 hover:text-brand-800 hover:underline"
                      >
                        <bdi>{p.name}</bdi>
                      </Link>
                    </div>
                  </TD>
                  <TD className="whitespace-nowrap text-ink-700">{categoryName(t, p.category)}</TD>
                  <TD className="text-end whitespace-nowrap">
                    <span className="font-semibold tabular-nums">{formatPrice(p.priceCents, p.currency, lang)}</span>
                    <span className="block text-xs text-ink-500">{perUnit(t, p.unit)}</span>
                  </TD>
                  <TD className="text-end whitespace-nowrap tabular-nums">
                    {p.stock === null ? (
                      <span className="text-ink-600">{t('detail.unlimited')}</span>
                    ) : (
                      formatNumber(p.stock, lang)
                    )}
                  </TD>
                  <TD className="text-end tabular-nums">{formatNumber(p.views, lang)}</TD>
                  <TD>
                    <span className="flex flex-col items-start gap-1">
                      <StatusBadge status={p.status} />
                      <ShippingMissingBadge product={p} />
                    </span>
                  </TD>
                  <TD>
                    <RowActions product={p} onDelete={() => setToDelete(p)} className="justify-end" />
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
          <ConfirmDialog
            open={toDelete !== null}
            title={t('vendor.deleteTitle')}
            message={
              <>
                <span className="block">{t('vendor.deleteConfirm')}</span>
                {toDelete ? <span className="mt-2 block font-semibold text-ink-900">{toDelete.name}</span> : null}
              </>
            }
            confirmLabel={t('delete')}
            tone="danger"
            loading={remove.isPending}
            onConfirm={confirmDelete}
            onCancel={() => {
              if (!remove.isPending) setToDelete(null);
            }}
          />
        </div>
      )}
    </QueryState>
  );
}

/** Spec 4: the vendor table labels active as "Active" and anything else as "Pending". */
function StatusBadge({ status }: { status: ProductDto['status'] }) {
  const { t } = useTranslation('catalog');
  return status === 'active' ? (
    <Badge tone="green">{t('status.active')}</Badge>
  ) : (
    <Badge tone="amber">{t('status.pending')}</Badge>
  );
}

/**
 * Issue 17: a product the carrier must price but without its weight cannot be bought: say so where the vendor looks,
 * with the way out (edit it).
 */
function ShippingMissingBadge({ product }: { product: ProductDto }) {
  const { t } = useTranslation('catalog');
  if (product.shippingMode !== 'calculated' || product.shippingWeight) return null;
  return (
    <Link to={`/vendor/edit-product/${product.id}`} className="rounded-sm focus-visible:ring-2">
      <Badge tone="red">{t('vendor.shippingMissing')}</Badge>
    </Link>
  );
}

function RowActions({
  product,
  onDelete,
  className,
}: {
  product: ProductDto;
  onDelete: () => void;
  className?: string;
}) {
  const { t } = useTranslation('catalog');
  return (
    <div className={cn('flex gap-1', className)}>
      <LinkButton
        to={`/vendor/edit-product/${product.id}`}
        variant="ghost"
        size="sm"
        icon={<Pencil aria-hidden="true" className="size-4" />}
        aria-label={t('vendor.editProduct', { name: product.name })}
      >
        <span aria-hidden="true">{t('edit')}</span>
      </LinkButton>
      <Button
        variant="ghost"
        size="sm"
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
        icon={<Trash2 aria-hidden="true" className="size-4" />}
        aria-label={t('vendor.deleteProduct', { name: product.name })}
        onClick={onDelete}
      >
        <span aria-hidden="true">{t('delete')}</span>
      </Button>
    </div>
  );
}
