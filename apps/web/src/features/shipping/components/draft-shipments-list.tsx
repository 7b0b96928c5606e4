import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { AlertTriangle, ChevronDown, Clock, FilePen, Receipt, X } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { useConfirm } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { countryName } from '../../../lib/countries';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { useCancelShipment } from '../api/cancel-shipment';
import type { DraftShipment } from '../api/list-shippable-orders';
import { formatRate } from '../rate-format';
import { displayRef } from '../shipment-status';

/** Drafts shown before "Show all": the list sits above the shipping steps, so it stays short on a phone. */
const FIRST_SHOWN = 3;

/**
 * "Label not bought yet": the vendor's draft shipments. Their rates are kept on the server, so the vendor can leave the
 * page and come back to buy the label (new rates are fetched first when the stored ones expired), or cancel the draft.
 */
export function DraftShipmentsList({
  drafts,
  onBuy,
}: {
  drafts: readonly DraftShipment[];
  onBuy: (draft: DraftShipment) => void;
}) {
  const { t, i18n } = useTranslation('shipping');
  const lang = i18n.language;
  const confirm = useConfirm();
  const toast = useToast();
  const cancel = useCancelShipment();
  const [showAll, setShowAll] = useState(false);

  if (drafts.length === 0) return null;
  const shown = showAll ? drafts : drafts.slice(0, FIRST_SHOWN);

  const onCancel = async ({ order, shipment }: DraftShipment) => {
    const ref = displayRef(order.orderRef);
    const ok = await confirm({
      title: t('drafts.cancelTitle'),
      message: t('drafts.cancelText', { ref }),
      confirmLabel: t('drafts.cancelConfirm'),
      cancelLabel: t('drafts.keep'),
      tone: 'danger',
    });
    if (!ok) return;
    cancel.mutate(shipment.id, {
      onSuccess: () => toast.success(t('drafts.cancelled', { ref })),
      onError: (err) => toast.error(errorMessage(t, err, 'shipping:drafts.cancelFailed')),
    });
  };

  return (
    <Card>
      <CardHeader as="h2" title={t('drafts.title', { count: drafts.length })} description={t('drafts.description')} />
      <ul className="divide-y divide-ink-100" aria-label={t('drafts.listLabel')}>
        {shown.map((d) => {
          const { order, shipment } = d;
          const draft = shipment.draft;
          const ref = displayRef(order.orderRef);
          const { city, country } = draft.destination;
          const place = country ? countryName(country, lang) : '';
          const destination = city && place ? t('tracking.place', { city, country: place }) : city || place;
          return (
            <li key={shipment.id} className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3 px-5 py-4">
              <div className="min-w-0 flex-1 basis-72 space-y-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-ink-900">{t('drafts.orderTitle', { ref })}</span>
                  <Badge tone="amber" icon={<FilePen aria-hidden className="size-3" />} className="whitespace-nowrap">
                    {t('status.PENDING_LABEL')}
                  </Badge>
                </p>
                <p className="text-sm text-ink-600">
                  {t('drafts.meta', {
                    buyer: order.buyerName,
                    destination: destination || t('drafts.noDestination'),
                    weight: draft.weight_kg,
                    date: formatDate(shipment.created_at, lang),
                  })}
                </p>
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  {draft.cheapest ? (
                    <span className="font-medium text-ink-800">
                      {t('drafts.from', { amount: formatRate(draft.cheapest, lang), carrier: draft.cheapest.carrier })}
                    </span>
                  ) : (
                    <span className="text-ink-600">{t('drafts.noRates')}</span>
                  )}
                  {draft.expired ? (
                    <span className="inline-flex items-center gap-1 font-medium text-accent-800">
                      <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
                      {t('drafts.expired')}
                    </span>
                  ) : draft.expires_at ? (
                    <span className="inline-flex items-center gap-1 text-ink-600">
                      <Clock aria-hidden="true" className="size-4 shrink-0" />
                      {t('drafts.validUntil', { date: formatDateTime(draft.expires_at, lang) })}
                    </span>
                  ) : null}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  onClick={() => onBuy(d)}
                  icon={<Receipt aria-hidden="true" className="size-4" />}
                  aria-label={t('drafts.buyNamed', { ref })}
                >
                  {t('drafts.buy')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => void onCancel(d)}
                  loading={cancel.isPending && cancel.variables === shipment.id}
                  disabled={cancel.isPending}
                  icon={<X aria-hidden="true" className="size-4" />}
                  aria-label={t('drafts.cancelNamed', { ref })}
                >
                  {t('drafts.cancel')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {drafts.length > shown.length ? (
        <div className="border-t border-ink-100 px-5 py-3">
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setShowAll(true)}
            icon={<ChevronDown aria-hidden="true" className="size-4" />}
          >
            {t('drafts.showAll', { count: drafts.length })}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
