import {
  useEffect,
  useId,
  useRef,
  useState,
  type Dispatch,
  type DragEvent,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { useTranslation } from 'react-i18next';
import { AlertCircle, ArrowLeft, ArrowRight, ImagePlus, RotateCcw, Trash2 } from 'lucide-react';
import { LIMITS } from '@app/shared/constants';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { uploadProductImages } from '../api/upload-product-images';
import { ACCEPTED_IMAGE_TYPES, checkImageFiles, moveItem } from '../image-files';

/** One picture of the product being edited: already on the server, uploading, or failed. */
export interface WizardImage {
  key: string;
  status: 'uploading' | 'done' | 'error';
  /** server id once uploaded */
  id?: string;
  /** what to show: a local preview while uploading, the server thumbnail afterwards */
  src: string;
  name: string;
  progress: number;
  error?: string;
  file?: File;
}

export function imageFromServer(img: { id: string; thumbUrl: string }): WizardImage {
  return { key: img.id, status: 'done', id: img.id, src: img.thumbUrl, name: '', progress: 1 };
}

const MB = 1024 * 1024;

/**
 * Up to 5 pictures, PNG/JPEG/WebP/GIF, 5 MB each: checked here first (extras are dropped with a message) and uploaded
 * one by one to POST /api/vendor/product-images with progress. Pictures can be removed and reordered; the first is
 * the cover.
 */
export function ImageUploader({
  images,
  setImages,
  error,
}: {
  images: WizardImage[];
  setImages: Dispatch<SetStateAction<WizardImage[]>>;
  error?: string | undefined;
}) {
  const { t, i18n } = useTranslation('catalog');
  const uid = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [notices, setNotices] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const previews = useRef(new Set<string>());
  const controllers = useRef(new Map<string, AbortController>());
  const counter = useRef(0);
  const room = LIMITS.maxProductImages - images.length;
  const maxMb = formatNumber(LIMITS.maxImageBytes / MB, i18n.language);

  useEffect(() => {
    const urls = previews.current;
    const uploads = controllers.current;
    return () => {
      for (const c of uploads.values()) c.abort();
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const patch = (key: string, change: Partial<WizardImage>) =>
    setImages((list) => list.map((img) => (img.key === key ? { ...img, ...change } : img)));

  const upload = (key: string, file: File) => {
    const controller = new AbortController();
    controllers.current.set(key, controller);
    uploadProductImages([file], {
      signal: controller.signal,
      onProgress: (fraction) => patch(key, { progress: fraction }),
    })
      .then(({ images: [uploaded] }) => {
        if (!uploaded) throw new Error('no image in the answer');
        // keep the local preview on screen (no flash); the server copy is used everywhere else
        patch(key, { status: 'done', id: uploaded.id, progress: 1 });
      })
      .catch((err: unknown) => {
        if (err instanceof DOMException && err.name === 'AbortError') return;
        const message =
          err instanceof ApiError && err.code === 'VALIDATION_ERROR'
            ? (err.fields.images ?? err.message)
            : errorMessage(t, err, 'form.images.uploadFailed');
        patch(key, { status: 'error', error: message });
      })
      .finally(() => controllers.current.delete(key));
  };

  const addFiles = (list: FileList | File[]) => {
    const files = Array.from(list);
    if (files.length === 0) return;
    const check = checkImageFiles(files, images.length);
    const messages: string[] = [];
    for (const { file, reason } of check.rejected) {
      messages.push(
        reason === 'notImage'
          ? t('form.images.notImage', { name: file.name })
          : t('form.images.tooLarge', { name: file.name, max: maxMb }),
      );
    }
    if (check.dropped.length > 0) {
      messages.push(
        t('form.images.dropped', {
          count: check.dropped.length,
          formatted: formatNumber(check.dropped.length, i18n.language),
          max: LIMITS.maxProductImages,
        }),
      );
    }
    setNotices(messages);
    const added: WizardImage[] = check.accepted.map((file) => {
      counter.current += 1;
      const src = URL.createObjectURL(file);
      previews.current.add(src);
      return { key: `local-${counter.current}`, status: 'uploading', src, name: file.name, progress: 0, file };
    });
    setImages((prev) => [...prev, ...added]);
    for (const img of added) if (img.file) upload(img.key, img.file);
  };

  const removeImage = (img: WizardImage) => {
    controllers.current.get(img.key)?.abort();
    setImages((list) => list.filter((i) => i.key !== img.key));
  };

  const retry = (img: WizardImage) => {
    if (!img.file) return;
    patch(img.key, { status: 'uploading', progress: 0, error: undefined });
    upload(img.key, img.file);
  };

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    if (e.dataTransfer.files.length > 0) addFiles(e.dataTransfer.files);
  };

  const hintId = `${uid}-hint`;
  const errorId = error ? `${uid}-error` : undefined;

  return (
    <div className="min-w-0">
      <p id={`${uid}-label`} className="mb-1.5 flex items-baseline gap-1 text-sm font-medium text-ink-800">
        {t('form.fields.images')}
        <span className="font-normal text-ink-500">
          ({t('form.images.count', { n: images.length, max: LIMITS.maxProductImages })})
        </span>
      </p>

      {room > 0 ? (
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
            dragging ? 'border-brand-600 bg-brand-50' : 'border-ink-300 bg-ink-50',
            error && 'border-red-300',
          )}
        >
          <span
            aria-hidden="true"
            className="flex size-12 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm"
          >
            <ImagePlus className="size-6" />
          </span>
          <p className="text-sm text-ink-700">{t('form.images.drop')}</p>
          <Button
            variant="outline"
            onClick={() => fileInput.current?.click()}
            aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
          >
            {t('form.images.choose')}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES.join(',')}
            multiple
            hidden
            aria-labelledby={`${uid}-label`}
            data-testid="product-image-input"
            onChange={(e) => {
              if (e.target.files) addFiles(e.target.files);
              e.target.value = '';
            }}
          />
        </div>
      ) : (
        <p className="rounded-xl border border-ink-200 bg-ink-50 px-4 py-3 text-sm text-ink-700">
          {t('form.images.full', { max: LIMITS.maxProductImages })}
        </p>
      )}
      <p id={hintId} className="mt-1.5 text-xs text-ink-600">
        {t('form.images.hint', { max: LIMITS.maxProductImages, size: maxMb })}
      </p>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}

      <div aria-live="polite">
        {notices.length > 0 ? (
          <ul className="mt-3 space-y-1 rounded-lg border border-accent-200 bg-accent-50 px-4 py-3 text-sm text-accent-900">
            {notices.map((n) => (
              <li key={n} className="flex items-start gap-2">
                <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {n}
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      {images.length > 0 ? (
        <ol
          className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
          aria-label={t('form.images.listLabel')}
        >
          {images.map((img, i) => {
            const position = t('form.images.position', { index: i + 1, total: images.length });
            return (
              <li key={img.key} className="overflow-hidden rounded-xl border border-ink-200 bg-white shadow-sm">
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
                    <IconButton
                      label={t('form.images.moveEarlier', { position })}
                      disabled={i === 0}
                      onClick={() => setImages((list) => moveItem(list, i, -1))}
                    >
                      <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
                    </IconButton>
                    <IconButton
                      label={t('form.images.moveLater', { position })}
                      disabled={i === images.length - 1}
                      onClick={() => setImages((list) => moveItem(list, i, 1))}
                    >
                      <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
                    </IconButton>
                  </div>
                  <div className="flex">
                    {img.status === 'error' && img.file ? (
                      <IconButton label={t('form.images.retry', { position })} onClick={() => retry(img)}>
                        <RotateCcw aria-hidden="true" className="size-4" />
                      </IconButton>
                    ) : null}
                    <IconButton label={t('form.images.remove', { position })} onClick={() => removeImage(img)} danger>
                      <Trash2 aria-hidden="true" className="size-4" />
                    </IconButton>
                  </div>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
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
