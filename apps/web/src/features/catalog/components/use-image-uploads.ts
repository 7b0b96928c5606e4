import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LIMITS } from '@app/shared/constants';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { uploadProductImages } from '../api/upload-product-images';
import { checkImageFiles } from '../image-files';
import type { WizardImage } from './wizard-image';

const MB = 1024 * 1024;

/**
 * The uploads of the image uploader: chosen files are checked (notices say which were refused or dropped), shown at
 * once from a local preview and uploaded one by one with progress; a failed upload can be retried, a removed one is
 * cancelled. Uploads still running are cancelled and previews released when the uploader goes away.
 */
export function useImageUploads(images: WizardImage[], setImages: Dispatch<SetStateAction<WizardImage[]>>) {
  const { t, i18n } = useTranslation('catalog');
  const [notices, setNotices] = useState<string[]>([]);
  const previews = useRef(new Set<string>());
  const controllers = useRef(new Map<string, AbortController>());
  const counter = useRef(0);
  /** The size limit as the messages show it. */
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

  return { notices, maxMb, addFiles, removeImage, retry };
}
