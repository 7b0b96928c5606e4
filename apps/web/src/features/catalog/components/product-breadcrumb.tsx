import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { ChevronRight } from 'lucide-react';
import type { ProductDto } from '@app/shared/catalog';
import { categoryName } from '../../../lib/catalog-labels';

/** Products > the product's category > the product. */
export function ProductBreadcrumb({ product }: { product: ProductDto }) {
  const { t } = useTranslation('catalog');
  return (
    <nav aria-label={t('detail.breadcrumb')} className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-ink-600">
        <li>
          <Link to="/products" className="hover:text-brand-800 hover:underline">
            {t('browse.title')}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4 rtl:rotate-180" />
        </li>
        <li>
          <Link
            to={`/products?category=${encodeURIComponent(product.category)}`}
            className="hover:text-brand-800 hover:underline"
          >
            {categoryName(t, product.category)}
          </Link>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4 rtl:rotate-180" />
        </li>
        <li aria-current="page" className="max-w-[16rem] truncate font-medium text-ink-900">
          <bdi>{product.name}</bdi>
        </li>
      </ol>
    </nav>
  );
}
