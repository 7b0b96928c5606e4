import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { AlertCircle, ArrowLeft, ArrowRight, RotateCcw, Trash2 } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import type { WizardImage } from './wizard-image';

/**
 * One picture in the uploader's list: its preview (the first is the cover), the upload's progress or failure, and
 * buttons to move it earlier or later, retry a failed upload and remove it.
 */
export function ImageUploadTile({
  img,
  index: i,
  total,
  onMove,
  onRetry,
  onRemove,
}: {
  img: WizardImage;
  index: number;
  total: number;
  onMove: (direction: -1 | 1) => void;
  onRetry: () => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('catalog');
  const position = t('form.images.position', { index: i + 1, total });
  return (
    <li className="overflow-hidden rounded-xl border border-ink-200 bg-white shadow-sm">
      <div className="relative aspect-square bg-ink-100">
        <img
          src={img.src}
          alt={img.name ? t('form.images.previewAlt', { name: img.name }) : position}
          className="size-full object-cover"
        />
        {i === 0 ? (
          <span className="absolute start-2 top-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            {t('form.images.cover')}
          </span>
        ) : null}
        {img.status === 'uploading' ? (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-white/75 px-3">
            <span
              aria-hidden="true"
              className="inline-block size-6 animate-spin rounded-full border-2 border-brand-700 border-e-transparent"
            />
            <div
              role="progressbar"
              aria-label={t('form.images.uploading', { name: img.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(img.progress * 100)}
              className="h-1.5 w-full overflow-hidden rounded-full bg-ink-200"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width]"
                style={{ width: `${Math.round(img.progress * 100)}%` }}
              />
            </div>
            <span className="text-xs font-semibold text-ink-800 tabular-nums">
              {formatNumber(img.progress, i18n.language, { style: 'percent' })}
            </span>
          </div>
        ) : null}
        {img.status === 'error' ? (
          <div className="absolute inset-0 flex items-center justify-center bg-red-50/85 p-2">
            <AlertCircle aria-hidden="true" className="size-7 text-red-700" />
          </div>
        ) : null}
      </div>
      {img.status === 'error' ? (
        <p role="alert" className="px-2 pt-2 text-xs font-medium break-words text-red-700">
          {img.error}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-1 p-1.5">
        <div className="flex">
          <IconButton label={t('form.images.moveEarlier', { position })} disabled={i === 0} onClick={() => onMove(-1)}>
            <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          </IconButton>
          <IconButton
            label={t('form.images.moveLater', { position })}
            disabled={i === total - 1}
            onClick={() => onMove(1)}
          >
            <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
          </IconButton>
        </div>
        <div className="flex">
          {img.status === 'error' && img.file ? (
            <IconButton label={t('form.images.retry', { position })} onClick={onRetry}>
              <RotateCcw aria-hidden="true" className="size-4" />
            </IconButton>
          ) : null}
          <IconButton label={t('form.images.remove', { position })} onClick={onRemove} danger>
            <Trash2 aria-hidden="true" className="size-4" />
          </IconButton>
        </div>
      </div>
    </li>
  );
}

function IconButton({
  label,
  onClick,
  disabled = false,
  danger = false,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      className={cn(
        'flex size-8 items-center justify-center rounded-md transition-colors disabled:cursor-not-allowed disabled:opacity-30',
        danger ? 'text-red-700 hover:bg-red-50' : 'text-ink-600 hover:bg-ink-100 hover:text-ink-900',
      )}
    >
      {children}
    </button>
  );
}
