import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Scale } from 'lucide-react';
import type { DisputeEligibilityDto } from '@app/shared/disputes';
import { Button, LinkButton } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatDate, formatDateTime } from '../../../lib/format';
import { disputeAffordance } from '../dispute-eligibility';
import { OpenDisputeDialog, type DisputableVendorOrder } from './open-dispute-dialog';

export interface DisputePanelVendorOrder extends DisputableVendorOrder {
  orderId: string;
  status: string;
  escrowStatus: string;
  inspectionEndsAt: string | null;
  disputeEligibility?: DisputeEligibilityDto | undefined;
}

/**
 * Per vendor part of a buyer's order (the order page, and My Orders with `compact`): "Open a dispute" when the server's
 * eligibility rule (on the order DTO) allows it, a link to the dispute once there is one, otherwise why not.
 */
export function OrderDisputePanel({
  vendorOrder,
  orderRef,
  compact = false,
}: {
  vendorOrder: DisputePanelVendorOrder;
  orderRef: string;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation('disputes');
  const lang = i18n.language;
  const [open, setOpen] = useState(false);
  const a = disputeAffordance(vendorOrder);
  if (!a) return null;
  const names = { vendor: vendorOrder.vendorName, ref: orderRef };

  if (a.kind === 'view') {
    return (
      <div
        className={cn(
          'flex flex-col gap-3 rounded-lg border sm:flex-row sm:items-center',
          compact ? 'px-3 py-2' : 'p-4',
          a.resolved ? 'border-ink-200 bg-ink-50' : 'border-accent-200 bg-accent-50',
        )}
        data-testid="dispute-panel"
      >
        <Scale aria-hidden="true" className="hidden size-5 shrink-0 text-accent-700 sm:block" />
        <p className="min-w-0 flex-1 text-sm text-ink-900">
          {a.resolved ? t('panel.resolved') : t('panel.inProgress')}
        </p>
        <LinkButton
          to={`/disputes/${a.disputeId}`}
          size="sm"
          variant="outline"
          className="shrink-0 self-start sm:self-auto"
          aria-label={t('eligibility.viewNamed', names)}
        >
          {t('panel.view')}
        </LinkButton>
      </div>
    );
  }

  if (a.kind === 'explain') {
    return (
      <p className="flex items-start gap-2 text-sm text-ink-600" data-testid="dispute-reason">
        <Scale aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-400" />
        <span>{t(a.key, { date: a.date ? formatDate(a.date, lang) : '' })}</span>
      </p>
    );
  }

  const hint = a.overdue
    ? t('open.overdue')
    : a.claim && a.windowEndsAt
      ? t('open.claimEnds', { date: formatDate(a.windowEndsAt, lang) })
      : a.windowEndsAt
        ? t('open.windowEnds', { date: formatDateTime(a.windowEndsAt, lang) })
        : t('eligibility.shippedHint');
  return (
    <div
      className={cn('flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3', !compact && 'pt-1')}
      data-testid="dispute-open"
    >
      <p className="min-w-0 flex-1 text-sm text-ink-600">{hint}</p>
      <Button
        variant="outline"
        size="sm"
        icon={<Scale aria-hidden="true" className="size-4" />}
        onClick={() => setOpen(true)}
        className={cn('shrink-0 text-red-800 sm:self-auto', compact ? 'self-end' : 'self-start')}
        aria-label={t(a.claim ? 'eligibility.claimNamed' : 'eligibility.openNamed', names)}
      >
        {a.claim ? t('open.claimButton') : t('open.button')}
      </Button>
      <OpenDisputeDialog
        open={open}
        onClose={() => setOpen(false)}
        vendorOrder={vendorOrder}
        windowEndsAt={a.windowEndsAt}
        overdue={a.overdue}
      />
    </div>
  );
}
