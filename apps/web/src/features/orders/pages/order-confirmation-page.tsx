import { useParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { CheckCircle2, Clock, Mail, Package, PackageCheck, SearchX, Truck, XCircle } from 'lucide-react';
import type { OrderDto } from '@app/shared/orders';
import { LinkButton } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Container, Page } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { countryName } from '../../../lib/countries';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { formatMoney, orderRef } from '../../../lib/money-display';
import { useOrder } from '../api/get-order';
import { useOrderTracking } from '../../shipping/public';
import { ChargedInCurrency } from '../../fx/public';
import { OrderConfirmationAside } from '../components/order-confirmation-aside';
import { OrderVendorPart } from '../components/order-vendor-part';
import { ShipmentList } from '../components/shipment-list';
import { assignShipments } from '../order-parts';
import { orderPageState, type OrderPageState } from '../order-title';
import { OrderStatusBadge } from '../components/status-badges';

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
  const { t } = useTranslation('orders');
  const { orderId = '' } = useParams();
  const order = useOrder(orderId);
  const tracking = useOrderTracking(orderId);
  const notFound =
    order.error instanceof ApiError && (order.error.code === 'NOT_FOUND' || order.error.code === 'VALIDATION_ERROR');
  const state = order.data ? orderPageState(order.data.status) : null;
  useDocumentTitle(
    notFound ? t('confirmation.notFoundTitle') : state ? t(`pageTitle.${state}`) : t('confirmation.detailsTitle'),
  );

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
  const refresh = () => {
    void order.refetch();
    void tracking.refetch();
  };
  return (
    <QueryState
      query={order}
      loading={{ look: 'spinner' }}
      error={{ title: t('confirmation.loadFailedTitle') }}
      frame={(state) => <Page>{state}</Page>}
    >
      {(o) => <OrderConfirmation order={o} tracking={tracking} onRefresh={refresh} />}
    </QueryState>
  );
}

function OrderConfirmation({
  order: o,
  tracking,
  onRefresh: refresh,
}: {
  order: OrderDto;
  tracking: ReturnType<typeof useOrderTracking>;
  onRefresh: () => void;
}) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  const pageState = orderPageState(o.status);
  const look = STATE_LOOK[pageState];
  const ref = orderRef(o.id);
  const { byPart, unassigned } = assignShipments(
    o.vendorOrders.map((vo) => vo.id),
    tracking.data?.shipments ?? [],
  );
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
                  <dd className="mt-0.5 text-ink-900">
                    <span className="font-semibold tabular-nums">
                      {t('confirmation.totalWithCurrency', {
                        amount: formatMoney(o.totalCents, o.currency, lang),
                        currency: o.currency,
                      })}
                    </span>
                    <ChargedInCurrency charged={o.charged} provider={o.paymentProvider} className="mt-1" />
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
            <OrderVendorPart
              key={vo.id}
              orderId={o.id}
              orderRef={ref}
              vendorOrder={vo}
              contactPhone={o.buyerInfo.phone}
              onlyPart={o.vendorOrders.length === 1}
              shipments={byPart[vo.id] ?? []}
              trackingLoading={tracking.isPending}
              trackingFailed={tracking.isError}
              onRefresh={refresh}
            />
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

        <OrderConfirmationAside order={o} />
      </div>
    </Page>
  );
}
