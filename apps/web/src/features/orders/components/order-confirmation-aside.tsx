import { useTranslation } from '../../../i18n/use-translation';
import { ClipboardCheck, Mail, MapPinned, Phone, ShieldCheck } from 'lucide-react';
import { BRAND } from '@app/shared/constants';
import type { OrderDto } from '@app/shared/orders';
import { LinkButton } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { formatMoney } from '../../../lib/money-display';
import { OrderInvoiceLink } from '../../billing/public';
import { ChargedInCurrency, OrderRefunds } from '../../fx/public';

/** The side column of an order's page: what was paid, how escrow protects it, help, and where to go next. */
export function OrderConfirmationAside({ order: o }: { order: OrderDto }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  // Payment plans (issue 18): the balances asked before shipment are not part of what was paid at order.
  const balancesCents = o.vendorOrders
    .filter((vo) => vo.plan.balanceStatus !== 'NONE')
    .reduce((sum, vo) => sum + vo.plan.balanceCents, 0);
  return (
    <div className="space-y-6 lg:sticky lg:top-24">
      <Card>
        <CardHeader title={t('confirmation.paymentTitle')} />
        <CardBody>
          <dl className="space-y-2 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-ink-600">{t('cart:totals.subtotal')}</dt>
              <dd className="font-medium tabular-nums">{formatMoney(o.subtotalCents, o.currency, lang)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-600">{t('cart:totals.shipping')}</dt>
              <dd className="font-medium tabular-nums" data-testid="order-shipping">
                {formatMoney(o.shippingCents, o.currency, lang)}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-ink-600">{t('cart:totals.buyerFee')}</dt>
              <dd className="font-medium tabular-nums">{formatMoney(o.feeCents, o.currency, lang)}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-ink-200 pt-2 text-base">
              <dt className="font-semibold">{t('cart:totals.total')}</dt>
              <dd className="font-bold tabular-nums">{formatMoney(o.totalCents, o.currency, lang)}</dd>
            </div>
            {balancesCents > 0 ? (
              <>
                <div className="flex justify-between gap-4" data-testid="paid-at-order">
                  <dt className="text-ink-600">{t('confirmation.paidAtOrder')}</dt>
                  <dd className="font-medium tabular-nums">
                    {formatMoney(o.totalCents - balancesCents, o.currency, lang)}
                  </dd>
                </div>
                <div className="flex justify-between gap-4">
                  <dt className="text-ink-600">{t('confirmation.balancesBeforeShipment')}</dt>
                  <dd className="font-medium tabular-nums">{formatMoney(balancesCents, o.currency, lang)}</dd>
                </div>
              </>
            ) : null}
          </dl>
          <ChargedInCurrency charged={o.charged} provider={o.paymentProvider} className="mt-2" />
          {o.paidUnderLetterOfCredit ? (
            <p className="mt-2 text-sm text-ink-700" data-testid="paid-under-lc">
              {t('letterOfCredit.paidUnder', {
                bank: o.paidUnderLetterOfCredit.issuingBank,
                number: o.paidUnderLetterOfCredit.lcNumber,
              })}
            </p>
          ) : null}
          <OrderRefunds
            refunds={o.refunds}
            provider={o.paymentProvider}
            className="mt-3 border-t border-ink-200 pt-3"
          />
          {o.transactionId ? (
            <p className="mt-3 text-xs text-ink-500">
              {t('confirmation.transaction')}{' '}
              <span className="font-mono" dir="ltr">
                {o.transactionId}
              </span>
            </p>
          ) : null}
        </CardBody>
      </Card>

      <section
        aria-labelledby="escrow-explained"
        className="rounded-[var(--radius-card)] bg-brand-900 p-6 text-white shadow-[var(--shadow-card)]"
      >
        <ShieldCheck aria-hidden="true" className="size-8 text-accent-300" />
        <h2 id="escrow-explained" className="mt-3 text-lg font-semibold">
          {t('confirmation.escrowTitle')}
        </h2>
        <p className="mt-2 text-sm text-brand-100">{t('confirmation.escrowText')}</p>
      </section>

      <Card>
        <CardHeader title={t('confirmation.helpTitle')} />
        <CardBody className="space-y-3 text-sm">
          <p className="text-ink-600">{t('confirmation.helpText')}</p>
          <a
            href={`mailto:${BRAND.supportEmail}`}
            className="flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800"
          >
            <Mail aria-hidden="true" className="size-4" />
            <span dir="ltr">{BRAND.supportEmail}</span>
          </a>
          <a
            href={`tel:${BRAND.supportPhone.replace(/\s+/g, '')}`}
            className="flex items-center gap-2 font-semibold text-brand-700 hover:text-brand-800"
          >
            <Phone aria-hidden="true" className="size-4" />
            <span dir="ltr">{BRAND.supportPhone}</span>
          </a>
        </CardBody>
      </Card>

      <div className="flex flex-col gap-2">
        <LinkButton to="/products" size="lg">
          {t('confirmation.continueShopping')}
        </LinkButton>
        <LinkButton
          to={`/track/${encodeURIComponent(o.id)}`}
          variant="outline"
          icon={<MapPinned aria-hidden="true" className="size-4" />}
        >
          {t('orders.track')}
        </LinkButton>
        <OrderInvoiceLink orderId={o.id} />
        <LinkButton
          to="/buyer/dashboard?tab=orders"
          variant="ghost"
          icon={<ClipboardCheck aria-hidden="true" className="size-4" />}
        >
          {t('confirmation.viewOrders')}
        </LinkButton>
      </div>
    </div>
  );
}
