import { useId, useRef, useState, type Dispatch, type DragEvent, type SetStateAction } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { AlertCircle, ImagePlus } from 'lucide-react';
import { LIMITS } from '@app/shared/constants';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { ACCEPTED_IMAGE_TYPES, moveItem } from '../image-files';
import { ImageUploadTile } from './image-upload-tile';
import { useImageUploads } from './use-image-uploads';
import type { WizardImage } from './wizard-image';

export { imageFromServer, type WizardImage } from './wizard-image';

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
  const { t } = useTranslation('catalog');
  const uid = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { notices, maxMb, addFiles, removeImage, retry } = useImageUploads(images, setImages);
  const room = LIMITS.maxProductImages - images.length;

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
          {images.map((img, i) => (
            <ImageUploadTile
              key={img.key}
              img={img}
              index={i}
              total={images.length}
              onMove={(direction) => setImages((list) => moveItem(list, i, direction))}
              onRetry={() => retry(img)}
              onRemove={() => removeImage(img)}
            />
          ))}
        </ol>
      ) : null}
    </div>
  );
}
