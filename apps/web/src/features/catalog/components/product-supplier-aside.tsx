import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { Eye, MapPin, MessageSquare, Store, Tag } from 'lucide-react';
import type { ProductDto } from '@app/shared/catalog';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { VerifiedBadge } from '../../../components/verified-badge';
import { countryName } from '../../../lib/countries';
import { formatDate, formatNumber } from '../../../lib/format';
import { VendorReliability } from '../../reliability/public';
import { FollowButton } from '../../saved/public';

/** The product page's side column: the supplier (contact, follow, reliability), the tags, when it was listed. */
export function ProductSupplierAside({ product, onContact }: { product: ProductDto; onContact: () => void }) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.language;
  const notSpecified = <span className="text-ink-500">{t('detail.notSpecified')}</span>;
  return (
    <aside className="space-y-6" aria-label={t('detail.aboutSupplier')}>
      <Card>
        <CardHeader title={t('detail.supplier')} />
        <CardBody className="space-y-3">
          <div className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
            >
              <Store className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="font-semibold text-ink-900">{product.vendorName}</p>
              {product.vendorCountry ? (
                <p className="mt-0.5 flex items-center gap-1.5 text-sm text-ink-600">
                  <MapPin aria-hidden="true" className="size-4" />
                  {countryName(product.vendorCountry, lang)}
                </p>
              ) : null}
            </div>
          </div>
          {product.isVerified ? (
            <p className="flex items-start gap-2 text-sm text-ink-700">
              <VerifiedBadge className="shrink-0" />
              <span>{t('detail.verifiedText')}</span>
            </p>
          ) : (
            <p className="text-sm text-ink-600">{t('detail.notVerifiedText')}</p>
          )}
          <Button
            variant="outline"
            className="w-full"
            icon={<MessageSquare aria-hidden="true" className="size-4" />}
            onClick={onContact}
          >
            {t('detail.contactSupplier')}
          </Button>
          <FollowButton vendorId={product.vendorId} vendorName={product.vendorName} className="w-full" />
          <VendorReliability vendorId={product.vendorId} />
        </CardBody>
      </Card>
      <Card>
        <CardHeader title={t('detail.tags')} />
        <CardBody>
          {product.tags.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={t('detail.tags')}>
              {product.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    to={`/products?q=${encodeURIComponent(tag)}`}
                    className="inline-flex items-center gap-1 rounded-full bg-ink-100 px-3 py-1 text-sm text-ink-800 hover:bg-brand-50 hover:text-brand-800"
                  >
                    <Tag aria-hidden="true" className="size-3.5" />
                    {tag}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm">{notSpecified}</p>
          )}
        </CardBody>
      </Card>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 px-1 text-xs text-ink-600">
        <span>{t('detail.listedOn', { date: formatDate(product.createdAt, lang) })}</span>
        <span className="inline-flex items-center gap-1">
          <Eye aria-hidden="true" className="size-3.5" />
          {t('detail.views', { count: product.views, formatted: formatNumber(product.views, lang) })}
        </span>
      </p>
    </aside>
  );
}
