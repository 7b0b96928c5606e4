import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FileText, MapPinned, PackagePlus, Receipt, Warehouse } from 'lucide-react';
import { LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/field';
import { Page, PageHeader } from '../../../components/ui/page';
import { LoadingState, QueryError } from '../../../components/ui/query-state';
import { Skeleton, SkeletonText } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { useToast } from '../../../components/ui/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTabParam } from '../../../lib/use-tab-param';
import { useAuth } from '../../../app/use-auth';
import {
  draftShipments,
  useShippableOrders,
  type ShipmentSummary,
  type ShippableOrder,
} from '../api/list-shippable-orders';
import { CreateShipmentForm } from '../components/create-shipment-form';
import { DraftShipmentsList } from '../components/draft-shipments-list';
import { LabelPanel, type LabelInfo } from '../components/label-panel';
import { RateSelector, type PendingShipment } from '../components/rate-selector';
import { TrackShipmentPanel, type TrackableShipment } from '../components/track-shipment-panel';
import { VendorShipmentsList } from '../components/vendor-shipments-list';
import { emptyShipmentForm, prefillForOrder, shipmentFormSchema, type ShipmentFormValues } from '../shipment-form';
import { hasLabel } from '@app/shared/shipping';

const TABS = ['create', 'rates', 'label', 'track'] as const;
type Tab = (typeof TABS)[number];

/**
 * The shipping dashboard (spec 2.14): Create Shipment -> Select Rate -> Download Label -> Track Shipment. The tabs are
 * freely clickable; a successful step moves on to the next one. Drafts (label not bought yet) are listed above the
 * steps: their rates are kept, so the vendor can leave and come back to buy the label. Below, the orders and shipments.
 */
export function ShippingDashboardPage() {
  const { t } = useTranslation('shipping');
  useDocumentTitle(t('dashboard.title'));
  const { user } = useAuth();
  const toast = useToast();
  const [tab, setTab] = useTabParam<Tab>(TABS, 'create');
  const [params] = useSearchParams();
  const orders = useShippableOrders();
  const items = useMemo(() => orders.data?.items ?? [], [orders.data]);
  const drafts = useMemo(() => draftShipments(items), [items]);

  const schema = useMemo(() => shipmentFormSchema((key) => t(`create.validation.${key}`)), [t]);
  const form = useForm<ShipmentFormValues>({ resolver: zodResolver(schema), defaultValues: emptyShipmentForm() });
  const [selectedId, setSelectedId] = useState('');
  const selected = items.find((o) => o.vendorOrderId === selectedId);

  /** The draft whose stored rates the Select Rate step shows. */
  const [rateShipment, setRateShipment] = useState<PendingShipment | null>(null);
  const [label, setLabel] = useState<LabelInfo | null>(null);
  const [trackId, setTrackId] = useState('');

  // After a step moves to another tab, put keyboard focus on the new panel (the pressed button is gone) and bring it
  // into view (the drafts list may sit above it). The tab lives in the URL, so wait until the new panel is the one shown.
  const panels = useRef<HTMLDivElement>(null);
  const [focusTarget, setFocusTarget] = useState<Tab | null>(null);
  useEffect(() => {
    if (focusTarget === null || focusTarget !== tab) return;
    panels.current?.querySelector<HTMLElement>('[role="tabpanel"]')?.focus({ preventScroll: true });
    panels.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    setFocusTarget(null);
  }, [focusTarget, tab]);
  const goTo = (next: Tab) => {
    setTab(next);
    setFocusTarget(next);
  };

  const selectOrder = (vendorOrderId: string) => {
    const order = items.find((o) => o.vendorOrderId === vendorOrderId);
    setSelectedId(order ? order.vendorOrderId : '');
    if (order) form.reset(prefillForOrder(form.getValues(), order));
    else form.setValue('vendorOrderId', '');
  };

  // Before an order is chosen, the sender is the vendor's business address (not a fixed country).
  const shipFrom = orders.data?.shipFrom;
  const senderDefaulted = useRef(false);
  const defaultSender = useEffectEvent(() => {
    if (senderDefaulted.current || !shipFrom) return;
    senderDefaulted.current = true;
    if (!form.getValues('vendorOrderId') && !form.formState.isDirty) form.reset(emptyShipmentForm(shipFrom));
  });
  useEffect(() => {
    if (shipFrom) defaultSender();
  }, [shipFrom]);

  // /shipping?order=<vendorOrderId> preselects that order once the list has loaded.
  const orderParam = params.get('order');
  const preselected = useRef(false);
  const preselect = useEffectEvent((vendorOrderId: string) => {
    if (preselected.current) return;
    preselected.current = true;
    selectOrder(vendorOrderId);
  });
  useEffect(() => {
    if (orders.data && orderParam) preselect(orderParam);
  }, [orders.data, orderParam]);

  const chooseRate = (shipmentId: string, orderRef: string) => {
    setRateShipment({ shipmentId, orderRef });
    goTo('rates');
  };

  const onCreated = (result: { shipment_id: string }, order: ShippableOrder) => {
    toast.success(t('create.created'));
    chooseRate(result.shipment_id, order.orderRef);
  };

  const onBought = (
    result: { tracking_number: string; carrier: string; label_url: string },
    pending: PendingShipment,
  ) => {
    setLabel({
      shipmentId: pending.shipmentId,
      orderRef: pending.orderRef,
      trackingNumber: result.tracking_number,
      carrier: result.carrier,
      labelUrl: result.label_url,
      justBought: true,
    });
    setRateShipment(null);
    toast.success(t('rates.bought', { tracking: result.tracking_number }));
    goTo('label');
  };

  const openLabel = (order: ShippableOrder, s: ShipmentSummary) => {
    setLabel({
      shipmentId: s.id,
      orderRef: order.orderRef,
      trackingNumber: s.tracking_number,
      carrier: s.carrier,
      labelUrl: s.label_url,
      justBought: false,
    });
    goTo('label');
  };

  const track = (shipmentId: string) => {
    setTrackId(shipmentId);
    goTo('track');
  };

  const trackable: TrackableShipment[] = items.flatMap((o) =>
    o.shipments
      .filter((s) => hasLabel(s.status))
      .map((s) => ({ id: s.id, orderRef: o.orderRef, carrier: s.carrier, trackingNumber: s.tracking_number })),
  );

  const icon = 'size-4';
  const loading = orders.isPending;

  return (
    <Page>
      <PageHeader
        eyebrow={t('dashboard.eyebrow')}
        title={t('dashboard.title')}
        description={t('dashboard.subtitle')}
        actions={
          user?.isAdmin ? (
            <LinkButton to="/admin/shipping" variant="outline" icon={<Warehouse aria-hidden="true" className={icon} />}>
              {t('dashboard.adminLink')}
            </LinkButton>
          ) : undefined
        }
      />
      {user?.isAdmin && user.activeRole !== 'vendor' ? (
        <div className="mb-6">
          <FormAlert tone="info">{t('dashboard.adminNote')}</FormAlert>
        </div>
      ) : null}
      <QueryError query={orders} title={t('dashboard.loadFailed')} className="mb-6" />
      {drafts.length > 0 ? (
        <div className="mb-8">
          <DraftShipmentsList drafts={drafts} onBuy={(d) => chooseRate(d.shipment.id, d.order.orderRef)} />
        </div>
      ) : null}
      <div ref={panels} className="scroll-mt-24">
        <Tabs<Tab>
          label={t('dashboard.tabsLabel')}
          value={tab}
          onChange={setTab}
          items={[
            {
              id: 'create',
              label: t('dashboard.tabs.create'),
              icon: <PackagePlus className={icon} />,
              content: loading ? (
                <LoadingCard />
              ) : (
                <CreateShipmentForm
                  form={form}
                  orders={items}
                  selected={selected}
                  onSelectOrder={selectOrder}
                  onCreated={onCreated}
                />
              ),
            },
            {
              id: 'rates',
              label: t('dashboard.tabs.rates'),
              icon: <Receipt className={icon} />,
              content: <RateSelector pending={rateShipment} onBought={onBought} onGoCreate={() => goTo('create')} />,
            },
            {
              id: 'label',
              label: t('dashboard.tabs.label'),
              icon: <FileText className={icon} />,
              content: <LabelPanel label={label} onTrack={track} />,
            },
            {
              id: 'track',
              label: t('dashboard.tabs.track'),
              icon: <MapPinned className={icon} />,
              content: <TrackShipmentPanel shipments={trackable} shipmentId={trackId} onChange={setTrackId} />,
            },
          ]}
        />
      </div>
      <div className="mt-10">
        {loading ? (
          <LoadingCard />
        ) : orders.isError || items.length === 0 ? null : (
          <VendorShipmentsList
            orders={items}
            onShip={(order) => {
              selectOrder(order.vendorOrderId);
              goTo('create');
            }}
            onOpenLabel={openLabel}
            onTrack={(s) => track(s.id)}
            onChooseRate={(id) =>
              chooseRate(id, items.find((o) => o.shipments.some((s) => s.id === id))?.orderRef ?? '')
            }
          />
        )}
      </div>
    </Page>
  );
}

function LoadingCard() {
  return (
    <LoadingState
      skeleton={
        <Card className="space-y-4 p-5">
          <Skeleton className="h-6 w-1/3" />
          <SkeletonText lines={5} />
        </Card>
      }
    />
  );
}
