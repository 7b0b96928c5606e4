import { useId, useRef, useState, type Ref } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Camera, FileImage, ImagePlus } from 'lucide-react';
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
          <ProductionPhotoPicker
            inputRef={inputRef}
            photos={photos}
            problem={problem}
            disabled={start.isPending}
            onChoose={choose}
          />
          {progress !== null ? (
            <progress className="h-2 w-full" max={1} value={progress} aria-label={t('vendor.production.sending')} />
          ) : null}
          {serverError ? <FormAlert>{serverError}</FormAlert> : null}
        </div>
      </Dialog>
    </>
  );
}

/**
 * The photos of the dialog: the browser's own file button is hidden (Chromium writes "Choose Files" / "No file chosen"
 * in English whatever the page's language) and a label styled as a button opens the picker instead, in the user's
 * language, with how many photos are chosen and their names. The input stays in the tab order (visually hidden, not
 * display:none), the label shows its keyboard focus, and its accessible name is the field's title.
 */
export function ProductionPhotoPicker({
  inputRef,
  photos,
  problem,
  disabled,
  onChoose,
}: {
  inputRef?: Ref<HTMLInputElement>;
  photos: readonly File[];
  problem: string | null;
  disabled: boolean;
  onChoose: (files: FileList | null) => void;
}) {
  const { t } = useTranslation('orders');
  const inputId = useId();
  const describedBy = [`${inputId}-chosen`, problem ? `${inputId}-problem` : null].filter(Boolean).join(' ');

  return (
    <div className="space-y-2">
      <label id={`${inputId}-label`} htmlFor={inputId} className="block text-sm font-medium text-ink-900">
        {t('vendor.production.photos')}
      </label>
      <label
        htmlFor={inputId}
        className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-ink-300 bg-white px-3 py-2 text-sm font-medium text-ink-800 shadow-sm hover:bg-ink-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-400"
        data-testid="production-choose"
      >
        <ImagePlus aria-hidden="true" className="size-4" />
        {t('vendor.production.choose')}
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp"
          className="sr-only"
          disabled={disabled}
          onChange={(e) => onChoose(e.target.files)}
          aria-labelledby={`${inputId}-label`}
          aria-describedby={describedBy}
        />
      </label>
      <p id={`${inputId}-chosen`} className="text-sm text-ink-700" aria-live="polite" data-testid="production-chosen">
        {photos.length > 0 ? t('vendor.production.chosen', { count: photos.length }) : t('vendor.production.none')}
      </p>
      {photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2" data-testid="production-chosen-names">
          {photos.map((f, i) => (
            <li
              key={`${i}-${f.name}`}
              className="inline-flex items-center gap-1.5 rounded-full bg-ink-100 px-3 py-1 text-xs text-ink-800"
            >
              <FileImage aria-hidden="true" className="size-3.5" />
              <bdi className="max-w-[12rem] truncate">{f.name}</bdi>
            </li>
          ))}
        </ul>
      ) : null}
      {problem ? <FieldError id={`${inputId}-problem`}>{problem}</FieldError> : null}
    </div>
  );
}
