import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Receipt } from 'lucide-react';
import type { VendorOrderDto } from '@app/shared/orders';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { Table, TBody, TD, TH, THead, TR } from '../../../components/ui/table';
import { useConfirm } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { countryName } from '../../../lib/countries';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { formatUsd, orderRef } from '../../../lib/money-display';
import { useAcceptVendorOrder } from '../api/accept-vendor-order';
import { useCancelUnpaidBalance } from '../api/cancel-unpaid-balance';
import { useMarkReadyToShip } from '../api/mark-ready-to-ship';
import { useVendorOrders } from '../api/list-vendor-orders';
import { CancelOrderDialog } from './cancel-order-dialog';
import { ShipByBadge } from './ship-by';
import { EscrowBadge, VendorOrderStatusBadge } from './status-badges';
import { VendorDisputeBadge } from '../../disputes/public';
import { VendorShippingMoney } from './vendor-shipping-money';
import { HeldInCurrency } from '../../fx/public';
import { VendorOrderActions, VendorOrderCard, VendorOrderItems } from './vendor-order-card';
import { BalanceBadge } from './balance-badge';
import { PlanTimelineDetails } from './plan-timeline';
import { VendorPlanLine } from './vendor-plan-line';

/** Vendor dashboard, Orders tab: the vendor's part of each order, with accept and cancel where allowed. */
export function VendorOrdersTab() {
  const { t } = useTranslation('orders');
  const orders = useVendorOrders();
  return (
    <QueryState
      query={orders}
      loading={{ look: 'rows', count: 4 }}
      error={{ title: t('vendor.loadFailed') }}
      empty={
        <Card>
          <EmptyState
            headingLevel="h2"
            icon={<Receipt className="size-7" />}
            title={t('vendor.emptyTitle')}
            description={t('vendor.emptyText')}
          />
        </Card>
      }
    >
      {({ items }) => <VendorOrders items={items} />}
    </QueryState>
  );
}

function VendorOrders({ items }: { items: VendorOrderDto[] }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  const accept = useAcceptVendorOrder();
  const readyToShip = useMarkReadyToShip();
  const cancelUnpaid = useCancelUnpaidBalance();
  const confirm = useConfirm();
  const toast = useToast();
  const [cancelling, setCancelling] = useState<VendorOrderDto | null>(null);

  const onAccept = (vo: VendorOrderDto) =>
    accept.mutate(vo.id, {
      onSuccess: () => toast.success(t('vendor.accepted', { ref: orderRef(vo.orderId) })),
      onError: (err) =>
        toast.error(
          err instanceof ApiError && err.code === 'CONFLICT'
            ? err.message
            : errorMessage(t, err, 'vendor.acceptFailed'),
        ),
    });

  /** A refusal (409) in the server's words, which are in the page language; else the failure's own text. */
  const refusal = (err: unknown, fallback: string) =>
    err instanceof ApiError && err.code === 'CONFLICT' ? err.message : errorMessage(t, err, fallback);
  // Deposit plans (issue 18): the goods are ready, the buyer is asked for the balance; then the list is read again.
  const onReadyToShip = (vo: VendorOrderDto) =>
    readyToShip.mutate(vo.id, {
      onSuccess: () => toast.success(t('vendor.readyToShipDone', { ref: orderRef(vo.orderId) })),
      onError: (err) => toast.error(refusal(err, 'vendor.readyToShipFailed')),
    });
  const asking = (vo: VendorOrderDto) => readyToShip.isPending && readyToShip.variables === vo.id;
  // The balance is unpaid past its date: cancel, confirmed first (the deposit is kept or refunded as the plan says).
  const onCancelUnpaid = async (vo: VendorOrderDto) => {
    const ref = orderRef(vo.orderId);
    const sure = await confirm({
      title: t('vendor.cancelUnpaidTitle', { ref }),
      message: t(vo.plan.depositKeptIfBalanceUnpaid ? 'vendor.cancelUnpaidKeep' : 'vendor.cancelUnpaidRefund'),
      confirmLabel: t('vendor.cancelUnpaidConfirm'),
      cancelLabel: t('vendor.keepOrder'),
      tone: 'danger',
    });
    if (!sure) return;
    cancelUnpaid.mutate(vo.id, {
      onSuccess: () => toast.success(t('vendor.cancelUnpaidDone', { ref })),
      onError: (err) => toast.error(refusal(err, 'vendor.cancelUnpaidFailed')),
    });
  };
  const unpaidProps = (vo: VendorOrderDto) => ({
    onCancelUnpaid: (v: VendorOrderDto) => void onCancelUnpaid(v),
    cancellingUnpaid: cancelUnpaid.isPending && cancelUnpaid.variables === vo.id,
  });

  return (
    <section aria-labelledby="vendor-orders-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="vendor-orders-heading" className="text-lg font-semibold text-ink-900">
          {t('vendor.title')}
        </h2>
        <p className="text-sm text-ink-600">{t('vendor.count', { count: items.length })}</p>
      </div>
      {/* Phones and tablets: cards, Accept / Ship / Cancel in view; wide screens: the table. Nothing scrolls sideways. */}
      <ul className="grid gap-3 sm:grid-cols-2 lg:hidden" aria-label={t('vendor.caption')}>
        {items.map((vo) => (
          <VendorOrderCard
            key={vo.id}
            vo={vo}
            busy={accept.isPending && accept.variables === vo.id}
            accepting={accept.isPending}
            onAccept={onAccept}
            onCancel={setCancelling}
            onReadyToShip={onReadyToShip}
            asking={asking(vo)}
            {...unpaidProps(vo)}
          />
        ))}
      </ul>
      <Table caption={t('vendor.caption')} className="hidden lg:block [&_table]:min-w-[60rem]">
        <THead>
          <TR className="hover:bg-transparent">
            <TH>{t('vendor.columns.order')}</TH>
            <TH>{t('vendor.columns.buyer')}</TH>
            <TH>{t('vendor.columns.items')}</TH>
            <TH className="text-end">{t('vendor.columns.value')}</TH>
            <TH>{t('vendor.columns.status')}</TH>
            <TH>{t('vendor.columns.escrow')}</TH>
            <TH>{t('vendor.columns.date')}</TH>
            {/* relative: keeps the visually hidden label inside the scrolling table on narrow screens */}
            <TH className="relative">
              <span className="sr-only">{t('vendor.columns.actions')}</span>
            </TH>
          </TR>
        </THead>
        <TBody>
          {items.map((vo) => {
            const ref = orderRef(vo.orderId);
            const busy = accept.isPending && accept.variables === vo.id;
            return (
              <TR key={vo.id}>
                <TD className="font-mono font-semibold whitespace-nowrap" dir="ltr">
                  #{ref}
                </TD>
                <TD>
                  <p className="font-medium text-ink-900">
                    <bdi>{vo.buyer.name}</bdi>
                  </p>
                  {vo.buyer.company ? (
                    <p className="text-xs text-ink-600">
                      <bdi>{vo.buyer.company}</bdi>
                    </p>
                  ) : null}
                  <p className="text-xs text-ink-600">{countryName(vo.buyer.country, lang)}</p>
                </TD>
                <TD>
                  <VendorOrderItems items={vo.items} />
                  <PlanTimelineDetails steps={vo.timeline} className="mt-1" />
                </TD>
                <TD className="text-end font-semibold tabular-nums whitespace-nowrap">
                  {formatUsd(vo.subtotalCents, lang)}
                  <VendorShippingMoney vo={vo} className="text-xs font-normal whitespace-normal" />
                  <HeldInCurrency
                    settlement={vo.settlement}
                    withBuyerFee={false}
                    held={vo.escrowStatus === 'HELD'}
                    className="text-xs font-normal whitespace-normal text-ink-600"
                  />
                  <VendorPlanLine vo={vo} className="mt-1 font-normal whitespace-normal" />
                </TD>
                <TD>
                  <span className="flex flex-col items-start gap-1">
                    <VendorOrderStatusBadge status={vo.status} />
                    <ShipByBadge vo={vo} />
                    <BalanceBadge status={vo.plan.balanceStatus} />
                  </span>
                </TD>
                <TD>
                  <EscrowBadge status={vo.escrowStatus} />
                  <VendorDisputeBadge vendorOrderId={vo.id} orderRef={ref} />
                </TD>
                <TD className="whitespace-nowrap">{formatDate(vo.createdAt, lang)}</TD>
                <TD>
                  <VendorOrderActions
                    vo={vo}
                    busy={busy}
                    accepting={accept.isPending}
                    onAccept={onAccept}
                    onCancel={setCancelling}
                    onReadyToShip={onReadyToShip}
                    asking={asking(vo)}
                    {...unpaidProps(vo)}
                  />
                </TD>
              </TR>
            );
          })}
        </TBody>
      </Table>
      <CancelOrderDialog
        order={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={(vo) => {
          setCancelling(null);
          toast.success(t('vendor.cancelled', { ref: orderRef(vo.orderId) }));
        }}
      />
    </section>
  );
}
