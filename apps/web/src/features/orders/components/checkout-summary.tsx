import { useTranslation } from '../../../i18n/use-translation';
import { ShieldCheck } from 'lucide-react';
import type { CartDto } from '@app/shared/cart';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { CartTotals, PayNowLater, type PlanSplit } from '../../cart/public';
import type { CheckoutShipping } from '../use-checkout-shipping';
import { ShippingParts } from './shipping-parts';
import { ChargeCurrencyNote, ConvertedPrice } from '../../fx/public';
import { ProductThumb } from '../../../components/product-thumb';
import { formatMoney } from '../../../lib/money-display';
import { formatQuantity } from '../../../lib/units';

/**
 * The checkout's Order Summary sidebar, from the server's figures; `chargeCurrency` when a local rail is chosen;
 * `split`: what is paid now and later when a part is on a deposit plan (issue 18).
 */
export function CheckoutSummary({
  cart,
  shipping,
  split,
  chargeCurrency,
}: {
  cart: CartDto;
  shipping: CheckoutShipping;
  split: PlanSplit;
  chargeCurrency?: string | undefined;
}) {
  const { t, i18n } = useTranslation('orders');
  return (
    <Card>
      <CardHeader title={t('checkout.summaryTitle')} />
      <CardBody className="space-y-4">
        <ul className="space-y-4" aria-label={t('checkout.summaryItems')}>
          {cart.lines.map((line) => (
            <li key={line.productId} className="flex items-start gap-3">
              <ProductThumb src={line.imageUrl} className="size-14" />
              <div className="min-w-0 flex-1">
                <p className="text-sm font-semibold text-ink-900">
                  <bdi>{line.name}</bdi>
                </p>
                <p className="text-xs text-ink-600">
                  <bdi>{line.vendorName}</bdi>
                </p>
                <p className="text-xs text-ink-600">
                  {t('checkout.quantity', { quantity: formatQuantity(t, line.quantity, line.unit) })}
                </p>
              </div>
              <div className="text-end">
                <p className="text-sm font-semibold tabular-nums text-ink-900">
                  {formatMoney(line.lineTotalCents, line.currency, i18n.language)}
                </p>
                <ConvertedPrice
                  amountMinor={line.lineTotalCents}
                  currency={line.currency}
                  className="block text-xs tabular-nums text-ink-600"
                />
              </div>
            </li>
          ))}
        </ul>
        <ShippingParts shipping={shipping} />
        <div className="border-t border-ink-200 pt-4">
          <CartTotals cart={cart} shipping={shipping.figure} />
        </div>
        <PayNowLater split={split} shippingKnown={shipping.quote !== undefined} />
        <ChargeCurrencyNote {...(chargeCurrency ? { charge: chargeCurrency } : {})} />
        <p className="flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-xs text-brand-900">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
          {t('checkout.secureNote')}
        </p>
      </CardBody>
    </Card>
  );
}
