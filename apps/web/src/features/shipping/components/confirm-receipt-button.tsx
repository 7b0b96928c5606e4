import { useTranslation } from 'react-i18next';
import { PackageCheck } from 'lucide-react';
import { Button, type ButtonSize, type ButtonVariant } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useConfirmReceipt } from '../api/confirm-receipt';

/**
 * The buyer confirms that a vendor's goods arrived in good condition, which releases that vendor's payment from escrow
 * (POST /api/orders/vendor-orders/:id/confirm-receipt). Asks first; `onDone` runs after a successful confirmation.
 */
export function ConfirmReceiptButton({
  vendorOrderId,
  onDone,
  variant = 'primary',
  size = 'md',
  className,
}: {
  vendorOrderId: string;
  onDone?: () => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const { t } = useTranslation('shipping');
  const confirm = useConfirm();
  const toast = useToast();
  const receipt = useConfirmReceipt();

  const onClick = async () => {
    const ok = await confirm({
      title: t('receipt.title'),
      message: t('receipt.message'),
      confirmLabel: t('receipt.confirm'),
    });
    if (!ok) return;
    // mutateAsync, not mutate's callbacks: the refresh that follows may unmount this button (the part is no longer
    // held in escrow) before per-call callbacks would run, which would lose the toast and onDone.
    try {
      await receipt.mutateAsync(vendorOrderId);
    } catch (err) {
      toast.error(
        err instanceof ApiError &&
          (err.code === 'CONFLICT' || err.code === 'NOT_FOUND' || err.code === 'VALIDATION_ERROR')
          ? err.message
          : errorMessage(t, err, 'shipping:receipt.failed'),
      );
      return;
    }
    toast.success(t('receipt.done'));
    onDone?.();
  };

  return (
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
  );
}
