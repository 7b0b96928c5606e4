import { LIMITS } from '@app/shared/constants';

/** The image types the server accepts (it judges by content; this is the browser's first check). */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
const ACCEPTED_EXTENSIONS = /\.(png|jpe?g|webp|gif)$/i;

export type ImageRejection = 'notImage' | 'tooLarge';

export interface FileLike {
  name: string;
  type: string;
  size: number;
}

export interface ImageCheck<F extends FileLike> {
  /** Files to upload, in the order chosen. */
  accepted: F[];
  /** Files refused for their type or size. */
  rejected: Array<{ file: F; reason: ImageRejection }>;
  /** Good files left out because the product already has the most images allowed. */
  dropped: F[];
}

export function isAcceptedImage(file: FileLike): boolean {
  if ((ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return true;
  // some systems send no type at all: fall back to the extension (the server still checks the bytes)
  return file.type === '' && ACCEPTED_EXTENSIONS.test(file.name);
}

/**
 * Sorts chosen files into those to upload, those refused (not an image, larger than 5 MB) and those beyond the
 * limit of 5 images per product (extras are dropped, spec 5).
 */
export function checkImageFiles<F extends FileLike>(
  files: readonly F[],
  existingCount: number,
  limits: { maxImages: number; maxBytes: number } = {
    maxImages: LIMITS.maxProductImages,
    maxBytes: LIMITS.maxImageBytes,
  },
): ImageCheck<F> {
  const result: ImageCheck<F> = { accepted: [], rejected: [], dropped: [] };
  let room = Math.max(0, limits.maxImages - existingCount);
  for (const file of files) {
    if (!isAcceptedImage(file)) result.rejected.push({ file, reason: 'notImage' });
    else if (file.size > limits.maxBytes) result.rejected.push({ file, reason: 'tooLarge' });
    else if (room === 0) result.dropped.push(file);
    else {
      result.accepted.push(file);
      room -= 1;
    }
  }
  return result;
}

/** Moves the item at `from` one place towards the start (-1) or the end (+1). */
export function moveItem<T>(items: readonly T[], from: number, direction: -1 | 1): T[] {
  const to = from + direction;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
