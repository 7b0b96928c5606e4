import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { VendorOrderDto } from '@app/shared/orders';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, FormAlert, Textarea } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatUsd, orderRef } from '../../../lib/money-display';
import { useCancelVendorOrder } from '../api/cancel-vendor-order';
import { isolate } from '../../../lib/bidi';

/** Asks the vendor why, explains the refund, then cancels (POST /api/vendor/orders/:id/cancel). */
export function CancelOrderDialog({
  order,
  onClose,
  onCancelled,
}: {
  order: VendorOrderDto | null;
  onClose: () => void;
  onCancelled: (order: VendorOrderDto) => void;
}) {
  const { t, i18n } = useTranslation('orders');
  const cancel = useCancelVendorOrder();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (cancel.isPending) return;
    setReason('');
    setError(null);
    cancel.reset();
    onClose();
  };

  const submit = () => {
    if (!order) return;
    if (reason.trim().length < 3) {
      setError(t('vendor.cancelReasonShort'));
      return;
    }
    setError(null);
    cancel.mutate(
      { id: order.id, reason: reason.trim() },
      {
        onSuccess: () => {
          setReason('');
          onCancelled(order);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.fields.reason) setError(err.fields.reason);
        },
      },
    );
  };

  const serverError =
    cancel.error && !(cancel.error instanceof ApiError && cancel.error.fields.reason)
      ? cancel.error instanceof ApiError && cancel.error.code === 'CONFLICT'
        ? cancel.error.message
        : errorMessage(t, cancel.error, 'vendor.cancelFailed')
      : null;

  return (
    <Dialog
      open={order !== null}
      onClose={close}
      title={order ? t('vendor.cancelTitle', { ref: orderRef(order.orderId) }) : ''}
      description={
        order
          ? t('vendor.cancelText', {
              amount: formatUsd(order.subtotalCents + order.shippingCents + order.buyerFeeCents, i18n.language),
              buyer: isolate(order.buyer.name),
            })
          : undefined
      }
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={cancel.isPending}>
            {t('vendor.keepOrder')}
          </Button>
          <Button variant="danger" onClick={submit} loading={cancel.isPending}>
            {t('vendor.confirmCancel')}
          </Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className="space-y-4"
      >
        {serverError ? <FormAlert>{serverError}</FormAlert> : null}
        <Field label={t('vendor.cancelReason')} hint={t('vendor.cancelReasonHint')} error={error ?? undefined} required>
          <Textarea rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} autoFocus />
        </Field>
      </form>
    </Dialog>
  );
}
