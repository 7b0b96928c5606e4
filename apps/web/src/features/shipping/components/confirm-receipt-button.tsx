import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { PackageCheck } from 'lucide-react';
import { Button, type ButtonSize, type ButtonVariant } from '../../../components/ui/button';
import { Dialog, useConfirm } from '../../../components/ui/dialog';
import { Checkbox, FormAlert } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useConfirmReceipt } from '../api/confirm-receipt';

/**
 * The buyer confirms that a vendor's goods arrived in good condition, which releases that vendor's payment from escrow
 * (POST /api/orders/vendor-orders/:id/confirm-receipt). Asks first; `onDone` runs after a successful confirmation.
 * Without a carrier delivery event (`carrierDelivered` false: the part is shipped, not delivered) the buyer must tick
 * an explicit statement that the goods are in hand, which the server requires (`goodsInHand`).
 */
export function ConfirmReceiptButton({
  vendorOrderId,
  carrierDelivered,
  onDone,
  variant = 'primary',
  size = 'md',
  className,
}: {
  vendorOrderId: string;
  carrierDelivered: boolean;
  onDone?: () => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const { t } = useTranslation('shipping');
  const confirm = useConfirm();
  const toast = useToast();
  const receipt = useConfirmReceipt();
  const [inHandOpen, setInHandOpen] = useState(false);

  /** Sends the confirmation: null when confirmed (toast, onDone), else the error for the caller to show. */
  const send = async (goodsInHand: boolean): Promise<unknown> => {
    // mutateAsync, not mutate's callbacks: the refresh that follows may unmount this button (the part is no longer
    // held in escrow) before per-call callbacks would run, which would lose the toast and onDone.
    try {
      await receipt.mutateAsync({ vendorOrderId, goodsInHand });
    } catch (err) {
      return err;
    }
    toast.success(t('receipt.done'));
    onDone?.();
    return null;
  };
  const failure = (err: unknown) =>
    err instanceof ApiError &&
    (err.code === 'CONFLICT' ||
      err.code === 'NOT_FOUND' ||
      err.code === 'VALIDATION_ERROR' ||
      err.code === 'GOODS_IN_HAND_REQUIRED')
      ? err.message
      : errorMessage(t, err, 'shipping:receipt.failed');

  const onClick = async () => {
    if (!carrierDelivered) {
      setInHandOpen(true);
      return;
    }
    const ok = await confirm({
      title: t('receipt.title'),
      message: t('receipt.message'),
      confirmLabel: t('receipt.confirm'),
    });
    if (!ok) return;
    const err = await send(false);
    if (err) toast.error(failure(err));
  };

  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        loading={receipt.isPending}
        onClick={() => void onClick()}
        icon={<PackageCheck aria-hidden="true" className="size-4" />}
      >
        {t('receipt.button')}
      </Button>
      {inHandOpen ? (
        <GoodsInHandDialog
          onClose={() => setInHandOpen(false)}
          pending={receipt.isPending}
          onConfirm={async () => {
            const err = await send(true);
            if (!err) setInHandOpen(false);
            return err ? failure(err) : null;
          }}
        />
      ) : null}
    </>
  );
}

/** No carrier delivery event yet: the buyer states, explicitly, that the goods are in hand and checked. */
function GoodsInHandDialog({
  onClose,
  onConfirm,
  pending,
}: {
  onClose: () => void;
  onConfirm: () => Promise<string | null>;
  pending: boolean;
}) {
  const { t } = useTranslation('orders');
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!checked) {
      setError(t('receiptInHand.checkRequired'));
      return;
    }
    setFailed(await onConfirm());
  };
  return (
    <Dialog open onClose={onClose} alert title={t('receiptInHand.title')} description={t('receiptInHand.text')}>
      <form className="space-y-4" onSubmit={(e) => void submit(e)} noValidate>
        {failed ? <FormAlert>{failed}</FormAlert> : null}
        <Checkbox
          label={t('receiptInHand.check')}
          checked={checked}
          onChange={(e) => {
            setChecked(e.target.checked);
            if (e.target.checked) setError(null);
          }}
          error={error ?? undefined}
        />
        <p className="text-sm text-ink-600">{t('receiptInHand.disputeInstead')}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={pending} className="w-full sm:w-auto">
            {t('receiptInHand.cancel')}
          </Button>
          {/* a long label in some languages: it wraps rather than overflow a 360 px screen */}
          <Button
            type="submit"
            loading={pending}
            className="h-auto! min-h-10 w-full py-2 text-center whitespace-normal! sm:w-auto"
          >
            {t('receiptInHand.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
