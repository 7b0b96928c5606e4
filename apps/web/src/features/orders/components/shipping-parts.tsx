import type { TFunction } from '../../../i18n/translator';
import { useTranslation } from '../../../i18n/use-translation';
import { AlertTriangle, Truck } from 'lucide-react';
import { carrierService, type VendorShippingDto } from '@app/shared/checkout-shipping';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { formatUsd } from '../../../lib/money-display';
import type { CheckoutShipping } from '../use-checkout-shipping';

/** How one vendor's part ships, in the buyer's words: the carrier service and its days, or the vendor's terms. */
function partLine(t: TFunction, lang: string, part: VendorShippingDto): string {
  if (part.carrier && part.method === 'carrier') {
    const days = part.estimatedDays ?? 0;
    return t('checkout.shipping.carrier', {
      service: carrierService(part.carrier, part.service),
      days: t('catalog:detail.days', { count: days, formatted: formatNumber(days, lang) }),
    });
  }
  return t(`checkout.shipping.method.${part.method}`);
}

/**
 * The checkout summary's shipping, per vendor (issue 17): waiting for the country, being quoted, refused (with the
 * server's words and a retry), or each vendor's service and price.
 */
export function ShippingParts({ shipping }: { shipping: CheckoutShipping }) {
  const { t, i18n } = useTranslation('orders');
  const state = shipping.figure.state;
  return (
    <section aria-labelledby="checkout-shipping" aria-live="polite" className="space-y-2 border-t border-ink-200 pt-4">
      <h3 id="checkout-shipping" className="flex items-center gap-2 text-sm font-semibold text-ink-900">
        <Truck aria-hidden="true" className="size-4 text-brand-700" />
        {t('checkout.shipping.title')}
      </h3>
      {state === 'needsAddress' ? <p className="text-xs text-ink-600">{t('checkout.shipping.needsAddress')}</p> : null}
      {state === 'loading' ? (
        <div role="status" className="space-y-1.5">
          <span className="sr-only">{t('checkout.shipping.loading')}</span>
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : null}
      {state === 'error' ? (
        <div
          role="alert"
          className="flex flex-wrap items-start gap-2 rounded-lg bg-accent-50 p-2 text-xs text-accent-900"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 flex-1">{errorMessage(t, shipping.error, 'checkout.shipping.failed')}</span>
          <Button type="button" size="sm" variant="outline" onClick={shipping.retry}>
            {t('common:ui.retry')}
          </Button>
        </div>
      ) : null}
      {state === 'quoted' && shipping.quote ? (
        <ul className="space-y-2" aria-label={t('checkout.shipping.perVendor')}>
          {shipping.quote.vendors.map((part) => (
            <li
              key={part.vendorId}
              className="flex items-start justify-between gap-3 text-sm"
              data-testid="shipping-part"
            >
              <div className="min-w-0">
                <p className="font-medium text-ink-900">
                  <bdi>{part.vendorName}</bdi>
                </p>
                <p className="text-xs text-ink-600">{partLine(t, i18n.language, part)}</p>
              </div>
              <p className="shrink-0 font-semibold tabular-nums text-ink-900">
                {part.amountCents === 0 ? t('checkout.shipping.free') : formatUsd(part.amountCents, i18n.language)}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
