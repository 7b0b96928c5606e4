import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Camera } from 'lucide-react';
import { goodsReleasedAtShipment, planOf } from '@app/shared/payment-plans';
import type { VendorOrderDto } from '@app/shared/orders';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldError, FormAlert } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatUsd, orderRef } from '../../../lib/money-display';
import { useStartProduction } from '../api/start-production';

/** As the server: 1 to 5 photos of 5 MB at most. */
const MAX_PHOTOS = 5;
const MAX_BYTES = 5 * 1024 * 1024;

/**
 * "Production started — send photos" on a deposit plan's order (issue 18): a dialog to choose 1 to 5 photos of the
 * goods being made, with what happens (the buyer sees them, the deposit is released at once, taken back if the goods
 * never ship), then the upload with its progress. Files too large or too many are refused here with the rule; the
 * server checks every file again by its bytes.
 */
export function ProductionStartedButton({ vo, className }: { vo: VendorOrderDto; className?: string }) {
  const { t, i18n } = useTranslation('orders');
  const ref = orderRef(vo.orderId);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [photos, setPhotos] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const start = useStartProduction();
  const toast = useToast();
  const deposit = goodsReleasedAtShipment(planOf(vo.plan.id), vo.subtotalCents);

  const close = () => {
    if (start.isPending) return;
    setOpen(false);
    setPhotos([]);
    setProblem(null);
    start.reset();
  };
  const choose = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    if (chosen.length === 0) return;
    if (chosen.length > MAX_PHOTOS || chosen.some((f) => f.size > MAX_BYTES)) {
      setProblem(t('vendor.production.rule'));
      setPhotos([]);
      if (inputRef.current) inputRef.current.value = '';
      return;
    }
    setProblem(null);
    start.reset(); // a new choice: the last refusal no longer applies
    setPhotos(chosen);
  };
  const submit = () => {
    if (photos.length === 0) {
      setProblem(t('vendor.production.rule'));
      return;
    }
    setProgress(0);
    start.mutate(
      { vendorOrderId: vo.id, photos, onProgress: setProgress },
      {
        onSuccess: () => {
          toast.success(t('vendor.production.done', { ref }));
          setOpen(false);
          setPhotos([]);
        },
        onSettled: () => setProgress(null),
      },
    );
  };
  const serverError = start.error
    ? start.error instanceof ApiError && start.error.code !== 'NETWORK'
      ? start.error.message
      : errorMessage(t, start.error, 'vendor.production.failed')
    : null;

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className={className}
        icon={<Camera aria-hidden="true" className="size-4" />}
        onClick={() => setOpen(true)}
        aria-label={t('vendor.production.named', { ref })}
        data-testid="production-started"
      >
        {t('vendor.production.button')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={t('vendor.production.title', { ref })}
        description={t('vendor.production.text', { amount: formatUsd(deposit, i18n.language) })}
        footer={
          <>
            <Button variant="outline" onClick={close} disabled={start.isPending}>
              {t('common:ui.cancel')}
            </Button>
            <Button onClick={submit} loading={start.isPending} disabled={photos.length === 0}>
              {t('vendor.production.submit')}
            </Button>
          </>
        }
      >
        <div className="space-y-3">
          <label htmlFor={inputId} className="block text-sm font-medium text-ink-900">
            {t('vendor.production.photos')}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            multiple
            accept="image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp"
            className="block w-full text-sm text-ink-800 file:me-3 file:rounded-lg file:border file:border-ink-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
            disabled={start.isPending}
            onChange={(e) => choose(e.target.files)}
            aria-describedby={problem ? `${inputId}-problem` : undefined}
          />
          {photos.length > 0 ? (
            <p className="text-sm text-ink-700" data-testid="production-chosen">
              {t('vendor.production.chosen', { n: photos.length })}
            </p>
          ) : null}
          {problem ? <FieldError id={`${inputId}-problem`}>{problem}</FieldError> : null}
          {progress !== null ? (
            <progress className="h-2 w-full" max={1} value={progress} aria-label={t('vendor.production.sending')} />
          ) : null}
          {serverError ? <FormAlert>{serverError}</FormAlert> : null}
        </div>
      </Dialog>
    </>
  );
}
