import { useTranslation } from '../../../i18n/use-translation';
import { AlertTriangle } from 'lucide-react';
import type { VendorOrderDto } from '@app/shared/orders';
import { cn } from '../../../lib/cn';
import { formatUsd } from '../../../lib/money-display';

/**
 * A vendor order's shipping money (issue 17): what the buyer paid for shipping (released to the vendor with the
 * goods) and the labels bought through us, taken from it at release. A label dearer than the shipping collected is
 * allowed but flagged: the difference comes from the sale.
 */
export function VendorShippingMoney({
  vo,
  className,
}: {
  vo: Pick<VendorOrderDto, 'shippingCents' | 'shippingMethod' | 'labelCostCents'>;
  className?: string;
}) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  if (vo.shippingMethod === null && vo.labelCostCents === 0) return null;
  const over = vo.labelCostCents - vo.shippingCents;
  return (
    <span className={cn('block text-ink-600', className)} data-testid="vendor-shipping-money">
      <span className="block">{t('vendor.shippingCollected', { amount: formatUsd(vo.shippingCents, lang) })}</span>
      {vo.labelCostCents > 0 ? (
        <span className="block">{t('vendor.labelCost', { amount: formatUsd(vo.labelCostCents, lang) })}</span>
      ) : null}
      {vo.labelCostCents > 0 && over > 0 ? (
        <span className="mt-0.5 inline-flex items-start gap-1 font-medium text-accent-800" role="note">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          {t('vendor.labelAboveShipping', { amount: formatUsd(over, lang) })}
        </span>
      ) : null}
    </span>
  );
}
