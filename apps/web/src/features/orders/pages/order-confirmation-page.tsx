import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CheckCircle2,
  ClipboardCheck,
  Clock,
  Mail,
  MapPinned,
  Package,
  PackageCheck,
  Phone,
  SearchX,
  ShieldCheck,
  Truck,
  XCircle,
} from 'lucide-react';
import { BRAND } from '@app/shared/constants';
import { Button, LinkButton } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/field';
import { Container, Page } from '../../../components/ui/page';
import { PageSpinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { countryName } from '../../../lib/countries';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ProductThumb } from '../../cart/components/product-thumb';
import { formatMoney, formatUsd, orderRef } from '../../cart/money-display';
import { useOrder } from '../api/get-order';
import { useOrderTracking } from '../../shipping/api/get-order-tracking';
import { ConfirmReceiptButton } from '../../shipping/components/confirm-receipt-button';
import { ShipmentList } from '../components/shipment-list';
import { OrderDisputePanel } from '../../disputes/components/order-dispute-panel';
import { INSPECTION_WINDOW_DAYS, assignShipments, canConfirmReceipt } from '../order-parts';
import { orderPageState, type OrderPageState } from '../order-title';
import { EscrowBadge, OrderStatusBadge, VendorOrderStatusBadge } from '../components/status-badges';
import { formatQuantity } from '../../../lib/units';

/** The heading's icon and colours by the order's state. */
const STATE_LOOK: Record<OrderPageState, { icon: typeof CheckCircle2; tone: string }> = {
  placed: { icon: CheckCircle2, tone: 'bg-brand-50 text-brand-700 ring-brand-50/50' },
  awaitingPayment: { icon: Clock, tone: 'bg-accent-50 text-accent-700 ring-accent-50/50' },
  shipped: { icon: Truck, tone: 'bg-blue-50 text-blue-700 ring-blue-50/50' },
  delivered: { icon: PackageCheck, tone: 'bg-brand-50 text-brand-700 ring-brand-50/50' },
  completed: { icon: CheckCircle2, tone: 'bg-brand-50 text-brand-700 ring-brand-50/50' },
  cancelled: { icon: XCircle, tone: 'bg-red-50 text-red-700 ring-red-50/50' },
};

/** /order-confirmation/:orderId (spec 2.7), read from GET /api/orders/:id: titled by the order's state. */
export function OrderConfirmationPage() {
  const { t, i18n } = useTranslation('orders');
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const tracking = useOrderTracking(orderId);
  const notFound =
    order.error instanceof ApiError && (order.error.code === 'NOT_FOUND' || order.error.code === 'VALIDATION_ERROR');
  const state = order.data ? orderPageState(order.data.status) : null;
  useDocumentTitle(
    notFound ? t('confirmation.notFoundTitle') : state ? t(`pageTitle.${state}`) : t('confirmation.detailsTitle'),
  );
  const lang = i18n.language;

  if (order.isPending) return <PageSpinner />;
  if (notFound) {
    return (
      <Container className="py-12">
        <Card className="mx-auto flex max-w-xl flex-col items-center px-6 py-12 text-center">
          <div
            aria-hidden="true"
            className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-700"
          >
            <SearchX className="size-7" />
          </div>
          <h1 className="text-2xl font-bold text-ink-900">{t('confirmation.notFoundTitle')}</h1>
          <p className="mt-2 max-w-md text-ink-600">{t('confirmation.notFoundText')}</p>
          <LinkButton to="/products" className="mt-6">
            {t('confirmation.continueShopping')}
          </LinkButton>
        </Card>
      </Container>
    );
  }
  if (order.isError) {
    return (
      <Page>
        <FormAlert
          title={t('confirmation.loadFailedTitle')}
          action={
            <Button variant="outline" size="sm" onClick={() => void order.refetch()}>
              {t('common:ui.retry')}
            </Button>
          }
        >
          {errorMessage(t, order.error, 'common:errors.loadFailed')}
        </FormAlert>
      </Page>
    );
  }

  const o = order.data;
  const pageState = orderPageState(o.status);
  const look = STATE_LOOK[pageState];
  const ref = orderRef(o.id);
  const { byPart, unassigned } = assignShipments(
    o.vendorOrders.map((vo) => vo.id),
    tracking.data?.shipments ?? [],
  );
  const refresh = () => {
    void order.refetch();
    void tracking.refetch();
  };
  const ship = o.shippingAddress;
  const steps = [
    { icon: Mail, title: t('next.confirmationTitle'), text: t('next.confirmationText') },
    { icon: Package, title: t('next.processingTitle'), text: t('next.processingText') },
    { icon: Truck, title: t('next.deliveryTitle'), text: t('next.deliveryText') },
  ];

  return (
    <Page className="max-w-5xl">
      <div className="mb-8 text-center">
        <div
          aria-hidden="true"
          className={`mx-auto mb-4 flex size-16 items-center justify-center rounded-full ring-8 ${look.tone}`}
        >
          <look.icon className="size-9" />
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{t(`pageTitle.${pageState}`)}</h1>
        <p className="mx-auto mt-2 max-w-xl text-ink-600">{t(`pageSubtitle.${pageState}`)}</p>
      </div>

      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <CardHeader title={t('confirmation.detailsTitle')} />
            <CardBody>
              <dl className="grid gap-4 text-sm sm:grid-cols-2">
                <div>
                  <dt className="text-ink-600">{t('confirmation.orderId')}</dt>
                  <dd className="mt-0.5 font-mono font-semibold break-all text-ink-900" dir="ltr">
                    {o.id}
                  </dd>
                </div>
                <div>
                  <dt className="text-ink-600">{t('confirmation.date')}</dt>
                  <dd className="mt-0.5 font-semibold text-ink-900">{formatDateTime(o.createdAt, lang)}</dd>
                </div>
                <div>
                  <dt className="text-ink-600">{t('confirmation.status')}</dt>
                  <dd className="mt-0.5">
                    <OrderStatusBadge status={o.status} />
                  </dd>
                </div>
                <div>
                  <dt className="text-ink-600">{t('confirmation.total')}</dt>
                  <dd className="mt-0.5 font-semibold tabular-nums text-ink-900">
                    {t('confirmation.totalWithCurrency', {
                      amount: formatMoney(o.totalCents, o.currency, lang),
                      currency: o.currency,
                    })}
                  </dd>
                </div>
                <div>
                  <dt className="text-ink-600">{t('confirmation.buyer')}</dt>
                  <dd className="mt-0.5 font-semibold text-ink-900">
                    <bdi>{o.buyerInfo.name}</bdi>
                    {o.buyerInfo.company ? (
                      <span className="font-normal text-ink-600">
                        {' · '}
                        <bdi>{o.buyerInfo.company}</bdi>
                      </span>
                    ) : null}
                  </dd>
                </div>
                <div>
                  <dt className="text-ink-600">{t('confirmation.shipTo')}</dt>
                  <dd className="mt-0.5 text-ink-900">
                    <bdi>
                      {ship.address}, {ship.city} {ship.postalCode}
                    </bdi>
                    {', '}
                    {countryName(ship.country, lang)}
                  </dd>
                </div>
              </dl>
            </CardBody>
          </Card>

          {o.vendorOrders.map((vo) => (
            <Card key={vo.id}>
              <CardHeader
                title={<bdi>{vo.vendorName}</bdi>}
                description={t('confirmation.vendorPart', {
                  amount: formatUsd(vo.subtotalCents, lang),
                })}
                action={
                  <span className="flex flex-wrap gap-2">
                    <VendorOrderStatusBadge status={vo.status} />
                    <EscrowBadge status={vo.escrowStatus} />
                  </span>
                }
              />
              <ul
                className="divide-y divide-ink-100"
                aria-label={t('confirmation.itemsFrom', { vendor: vo.vendorName })}
              >
                {vo.items.map((item) => (
                  <li key={item.productId} className="flex items-center gap-4 px-5 py-4">
                    <ProductThumb src={item.imageUrl} className="size-14" />
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold text-ink-900">
                        <bdi>{item.name}</bdi>
                      </p>
                      <p className="text-sm text-ink-600">
                        <bdi>{vo.vendorName}</bdi>
                      </p>
                      <p className="text-sm text-ink-600">
                        {t('checkout.quantity', { quantity: formatQuantity(t, item.quantity, item.unit) })}
                      </p>
                    </div>
                    <div className="text-end">
                      <p className="font-semibold tabular-nums text-ink-900">
                        {formatMoney(item.lineTotalCents, item.currency, lang)}
                      </p>
                      {item.currency !== 'USD' ? (
                        <p className="text-xs tabular-nums text-ink-600">
                          {t('cart:line.usdEquivalent', { amount: formatUsd(item.lineTotalUsdCents, lang) })}
                        </p>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
              <div className="space-y-3 border-t border-ink-100 px-5 py-4" data-testid="vendor-part">
                <h3 className="text-sm font-semibold text-ink-900">{t('parts.shipments')}</h3>
                {o.vendorOrders.length === 1 || (byPart[vo.id]?.length ?? 0) > 0 ? (
                  <ShipmentList
                    orderId={o.id}
                    shipments={byPart[vo.id] ?? []}
                    loading={tracking.isPending}
                    failed={tracking.isError}
                  />
                ) : (
                  <p className="text-sm text-ink-600">{t('parts.seeShipmentsBelow')}</p>
                )}
                {canConfirmReceipt(vo) ? (
                  <div className="flex flex-col gap-3 rounded-lg border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center">
                    <p className="min-w-0 flex-1 text-sm text-brand-900">
                      {t('parts.inspection', { days: INSPECTION_WINDOW_DAYS })}
                    </p>
                    <ConfirmReceiptButton
                      vendorOrderId={vo.id}
                      carrierDelivered={vo.status === 'DELIVERED'}
                      onDone={refresh}
                      size="sm"
                      className="shrink-0"
                    />
                  </div>
                ) : vo.escrowStatus === 'RELEASED' ? (
                  <p className="text-sm text-ink-600">{t('parts.released')}</p>
                ) : null}
                <OrderDisputePanel vendorOrder={vo} orderRef={ref} />
              </div>
            </Card>
          ))}

          {unassigned.length > 0 ? (
            <Card>
              <CardHeader title={t('parts.orderShipments')} />
              <CardBody>
                <ShipmentList orderId={o.id} shipments={unassigned} />
              </CardBody>
            </Card>
          ) : null}

          <Card>
            <CardHeader title={t('next.title')} />
            <CardBody>
              <ol className="space-y-5">
                {steps.map((s, i) => (
                  <li key={s.title} className="flex items-start gap-4">
                    <span
                      aria-hidden="true"
                      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
                    >
                      <s.icon className="size-5" />
                    </span>
                    <div>
                      <p className="font-semibold text-ink-900">
                        <span className="sr-only">{i + 1}. </span>
                        {s.title}
                      </p>
                      <p className="mt-0.5 text-sm text-ink-600">{s.text}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </CardBody>
          </Card>
        </div>

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
                  <dt className="text-ink-600">{t('cart:totals.buyerFee')}</dt>
                  <dd className="font-medium tabular-nums">{formatMoney(o.feeCents, o.currency, lang)}</dd>
                </div>
                <div className="flex justify-between gap-4 border-t border-ink-200 pt-2 text-base">
                  <dt className="font-semibold">{t('cart:totals.total')}</dt>
                  <dd className="font-bold tabular-nums">{formatMoney(o.totalCents, o.currency, lang)}</dd>
                </div>
              </dl>
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
            <LinkButton
              to="/buyer/dashboard?tab=orders"
              variant="ghost"
              icon={<ClipboardCheck aria-hidden="true" className="size-4" />}
            >
              {t('confirmation.viewOrders')}
            </LinkButton>
          </div>
        </div>
      </div>
    </Page>
  );
}
