import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Scale } from 'lucide-react';
import { Button, LinkButton } from '../../../components/ui/button';
import { useDisputeOptions } from '../api/get-dispute-options';
import { OpenDisputeDialog, type DisputableVendorOrder } from './open-dispute-dialog';

/**
 * On the buyer's order page, per vendor order: "Open a dispute" while the server allows it, or a link to the dispute.
 * Renders nothing while loading or when there is nothing to say.
 */
export function OrderDisputePanel({ orderId, vendorOrder }: { orderId: string; vendorOrder: DisputableVendorOrder }) {
  const { t } = useTranslation('disputes');
  const options = useDisputeOptions(orderId);
  const [open, setOpen] = useState(false);
  const option = options.data?.items.find((o) => o.vendorOrderId === vendorOrder.id);
  if (!option) return null;
  if (option.disputeId) {
    const resolved = option.disputeStatus === 'RESOLVED';
    return (
      <div
        className={`flex flex-col gap-3 rounded-lg border p-4 sm:flex-row sm:items-center ${resolved ? 'border-ink-200 bg-ink-50' : 'border-accent-200 bg-accent-50'}`}
        data-testid="dispute-panel"
      >
        <Scale aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
        <p className="min-w-0 flex-1 text-sm text-ink-900">{resolved ? t('panel.resolved') : t('panel.inProgress')}</p>
        <LinkButton to={`/disputes/${option.disputeId}`} size="sm" variant="outline" className="shrink-0">
          {t('panel.view')}
        </LinkButton>
      </div>
    );
  }
  if (!option.canOpen) return null;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        icon={<Scale aria-hidden="true" className="size-4" />}
        onClick={() => setOpen(true)}
        className="text-red-800"
      >
        {t('open.button')}
      </Button>
      <OpenDisputeDialog
        open={open}
        onClose={() => setOpen(false)}
        vendorOrder={vendorOrder}
        windowEndsAt={option.windowEndsAt}
        overdue={option.overdue}
      />
    </>
  );
}
