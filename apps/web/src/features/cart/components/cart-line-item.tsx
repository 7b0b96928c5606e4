import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { AlertTriangle, MapPin, Store, Tag, Trash2 } from 'lucide-react';
import type { CartLineDto } from '@app/shared/cart';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field';
import { formatMoney, formatUsd } from '../../../lib/money-display';
import { ConvertedPrice } from '../../fx/public';
import { quantityBounds } from '../line-quantity';
import { ProductThumb } from '../../../components/product-thumb';
import { QuantityStepper } from './quantity-stepper';
import { isolate } from '../../../lib/bidi';
import { formatQuantity, perUnit, unitLabel } from '../../../lib/units';
import { formatDate } from '../../../lib/format';

/** One cart line: product, vendor, origin, prices, quantity stepper, remove; a flagged problem with its fix. */
export function CartLineItem({
  line,
  onQuantity,
  onRemove,
}: {
  line: CartLineDto;
  onQuantity: (line: CartLineDto, quantity: number) => Promise<string | null>;
  onRemove: (line: CartLineDto) => Promise<string | null>;
}) {
  const { t, i18n } = useTranslation('cart');
  const lang = i18n.language;
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { min, max } = quantityBounds(line);

  const run = async (action: () => Promise<string | null>) => {
    setBusy(true);
    setError(null);
    try {
      setError(await action());
    } finally {
      setBusy(false);
    }
  };

  const unitPrice = formatMoney(line.unitPriceCents, line.currency, lang);
  const foreign = line.currency !== 'USD';

  return (
    <li className="flex gap-3 p-4 sm:gap-4 sm:p-5" aria-busy={busy || undefined}>
      <ProductThumb src={line.imageUrl} className="size-16 sm:size-24" />
      <div className="min-w-0 flex-1 space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h3 className="font-semibold text-ink-900">
              <bdi>{line.name}</bdi>
            </h3>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
              <span className="inline-flex items-center gap-1">
                <Store aria-hidden="true" className="size-3.5" />
                {t('line.vendor', { vendor: isolate(line.vendorName) })}
              </span>
              <span className="inline-flex items-center gap-1">
                <MapPin aria-hidden="true" className="size-3.5" />
                {t('line.origin', { origin: isolate(line.origin) })}
              </span>
            </p>
            <p className="mt-1 text-sm text-ink-700">
              {t('line.unitPrice', { price: unitPrice, per: perUnit(t, line.unit) })}
              {line.minOrder > 1 && !line.offerId ? (
                <span className="text-ink-500">
                  {' '}
                  · {t('line.minOrder', { min: formatQuantity(t, line.minOrder, line.unit) })}
                </span>
              ) : null}
            </p>
            {line.offerId ? (
              <p
                className="mt-1 inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800"
                data-testid="quoted-line"
              >
                <Tag aria-hidden="true" className="size-3.5" />
                {t('messaging:cartLine.quoted', {
                  date: line.offerValidUntil ? formatDate(line.offerValidUntil, lang) : '',
                })}
              </p>
            ) : null}
          </div>
          <div className="text-end">
            <p className="font-bold tabular-nums text-ink-900">
              {formatMoney(line.lineTotalCents, line.currency, lang)}
            </p>
            {foreign ? (
              <p className="text-xs tabular-nums text-ink-600">
                {t('line.usdEquivalent', { amount: formatUsd(line.lineTotalUsdCents, lang) })}
              </p>
            ) : null}
            <ConvertedPrice
              amountMinor={line.lineTotalCents}
              currency={line.currency}
              omit={foreign ? ['USD'] : []}
              className="block text-xs font-medium tabular-nums text-ink-700"
            />
          </div>
        </div>

        {line.problem ? (
          <div
            role="status"
            className="flex flex-wrap items-center gap-3 rounded-lg border border-accent-200 bg-accent-50 px-3 py-2 text-sm text-accent-900"
          >
            <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
            <span className="min-w-0 flex-1 font-medium">
              {line.problem === 'OFFER_EXPIRED'
                ? t('messaging:cartLine.expired')
                : line.problem === 'UNAVAILABLE'
                  ? t('problem.unavailable')
                  : line.problem === 'BELOW_MIN_ORDER'
                    ? t('problem.belowMin', { min: formatQuantity(t, line.minOrder, line.unit) })
                    : line.problem === 'NO_SHIPPING_WEIGHT'
                      ? t('problem.noShippingWeight')
                      : line.problem === 'SHIPPING_ON_REQUEST'
                        ? t('problem.shippingOnRequest')
                        : t('problem.aboveStock', { stock: formatQuantity(t, line.stock ?? 0, line.unit) })}
            </span>
            {line.problem === 'NO_SHIPPING_WEIGHT' || line.problem === 'SHIPPING_ON_REQUEST' ? (
              <Link
                to={`/products/${line.productId}`}
                className="text-sm font-semibold text-brand-700 underline hover:text-brand-800"
              >
                {t('problem.askVendor')}
              </Link>
            ) : null}
            {line.problem === 'UNAVAILABLE' ||
            line.problem === 'OFFER_EXPIRED' ||
            line.problem === 'NO_SHIPPING_WEIGHT' ||
            line.problem === 'SHIPPING_ON_REQUEST' ||
            line.offerId ||
            (line.problem === 'ABOVE_STOCK' && (line.stock ?? 0) < min) ? (
              <Button size="sm" variant="outline" disabled={busy} onClick={() => void run(() => onRemove(line))}>
                {t('problem.remove')}
              </Button>
            ) : (
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() =>
                  void run(() => onQuantity(line, line.problem === 'BELOW_MIN_ORDER' ? min : (line.stock ?? min)))
                }
              >
                {t('problem.setTo', {
                  quantity: formatQuantity(
                    t,
                    line.problem === 'BELOW_MIN_ORDER' ? min : (line.stock ?? min),
                    line.unit,
                  ),
                })}
              </Button>
            )}
          </div>
        ) : null}

        <div className="flex flex-wrap items-center justify-between gap-3">
          {line.problem === 'UNAVAILABLE' ? (
            <span />
          ) : line.offerId ? (
            <span className="text-sm text-ink-700">
              {t('messaging:cartLine.fixedQuantity', { quantity: formatQuantity(t, line.quantity, line.unit) })}
            </span>
          ) : (
            <QuantityStepper
              value={line.quantity}
              min={min}
              max={max}
              disabled={busy}
              label={t('line.quantityOf', { name: line.name })}
              unit={unitLabel(t, line.quantity, line.unit)}
              describedBy={error ? errorId : undefined}
              onChange={(q) => run(() => (q <= 0 ? onRemove(line) : onQuantity(line, q)))}
            />
          )}
          <Button
            size="sm"
            variant="ghost"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            icon={<Trash2 aria-hidden="true" className="size-4" />}
            disabled={busy}
            onClick={() => void run(() => onRemove(line))}
            aria-label={t('line.removeNamed', { name: line.name })}
          >
            {t('line.remove')}
          </Button>
        </div>
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </div>
    </li>
  );
}
