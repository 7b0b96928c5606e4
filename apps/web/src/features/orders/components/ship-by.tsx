import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { AlarmClock, CalendarClock } from 'lucide-react';
import type { VendorOrderDto } from '@app/shared/orders';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { isolate } from '../../../lib/bidi';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { formatUsd, orderRef } from '../../../lib/money-display';
import { useCancelLateVendorOrder } from '../api/cancel-late-vendor-order';

const DAY_MS = 86_400_000;
const NOT_SHIPPED: ReadonlySet<VendorOrderDto['status']> = new Set(['PLACED', 'ACCEPTED']);

const heldOf = (vo: VendorOrderDto) => vo.subtotalCents + vo.shippingCents + vo.buyerFeeCents;

/**
 * The vendor's view of the ship-by guarantee (issue 18) on an order: the date to hand the goods to a carrier (amber in
 * its last 3 days, red once passed), or that the buyer cancelled it for lateness.
 */
export function ShipByBadge({ vo, now = Date.now() }: { vo: VendorOrderDto; now?: number }) {
  const { t, i18n } = useTranslation('orders');
  if (vo.cancelledLate) return <Badge tone="red">{t('shipBy.badgeCancelled')}</Badge>;
  if (!vo.shipBy || !NOT_SHIPPED.has(vo.status)) return null;
  const date = formatDate(vo.shipBy, i18n.language);
  const left = new Date(vo.shipBy).getTime() - now;
  const icon = <CalendarClock aria-hidden="true" className="size-3" />;
  if (left <= 0)
    return (
      <Badge tone="red" icon={icon}>
        {t('shipBy.badgeLate', { date })}
      </Badge>
    );
  return (
    <Badge tone={left <= 3 * DAY_MS ? 'amber' : 'neutral'} icon={icon}>
      {t('shipBy.badge', { date })}
    </Badge>
  );
}

/**
 * The buyer's view on their order page: the promised ship-by date while nothing has shipped; once it passed with no
 * carrier event, the offer to cancel this part for a full refund (confirmed in a dialog; the server decides); after
 * such a cancel, what happened.
 */
export function ShipByNotice({ vo, onDone }: { vo: VendorOrderDto; onDone: () => void }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  const [asking, setAsking] = useState(false);
  const cancel = useCancelLateVendorOrder();
  if (!vo.shipBy) return null;
  const date = formatDate(vo.shipBy, lang);
  const amount = formatUsd(heldOf(vo), lang);
  if (vo.cancelledLate)
    return (
      <p className="text-sm text-ink-700" data-testid="ship-by">
        {t('shipBy.cancelled', { date, amount })}
      </p>
    );
  if (vo.lateCancel?.allowed) {
    const failure =
      cancel.error instanceof ApiError && cancel.error.code === 'CONFLICT'
        ? cancel.error.message
        : cancel.error
          ? errorMessage(t, cancel.error, 'shipBy.failed')
          : null;
    const close = () => {
      if (cancel.isPending) return;
      cancel.reset();
      setAsking(false);
    };
    return (
      <div data-testid="ship-by">
        <FormAlert tone="warning" title={t('shipBy.lateTitle', { date })}>
          <p>{t('shipBy.lateText', { amount })}</p>
          <Button
            size="sm"
            variant="outline"
            className="mt-2"
            icon={<AlarmClock aria-hidden="true" className="size-4" />}
            onClick={() => setAsking(true)}
          >
            {t('shipBy.cancel')}
          </Button>
        </FormAlert>
        <Dialog
          open={asking}
          onClose={close}
          title={t('shipBy.confirmTitle', { ref: orderRef(vo.orderId) })}
          description={t('shipBy.confirmText', { vendor: isolate(vo.vendorName), amount })}
          footer={
            <>
              <Button variant="outline" onClick={close} disabled={cancel.isPending}>
                {t('shipBy.keep')}
              </Button>
              <Button
                variant="danger"
                loading={cancel.isPending}
                onClick={() =>
                  cancel.mutate(vo.id, {
                    onSuccess: () => {
                      setAsking(false);
                      onDone();
                    },
                  })
                }
              >
                {t('shipBy.confirm')}
              </Button>
            </>
          }
        >
          {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
        </Dialog>
      </div>
    );
  }
  if (!NOT_SHIPPED.has(vo.status) && vo.status !== 'SHIPPED') return null;
  if (vo.status === 'SHIPPED' && vo.lateCancel?.reason !== 'NOT_LATE') return null;
  if (vo.lateCancel?.reason === 'BALANCE_DUE')
    // a deposit plan (issue 18): the clock waits for the buyer's balance
    return (
      <p className="flex items-start gap-2 text-sm text-ink-700" data-testid="ship-by">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <span>{t('shipBy.pausedForBalance', { date })}</span>
      </p>
    );
  return (
    <p className="flex items-start gap-2 text-sm text-ink-700" data-testid="ship-by">
      <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>{t('shipBy.promise', { vendor: isolate(vo.vendorName), date })}</span>
    </p>
  );
}
