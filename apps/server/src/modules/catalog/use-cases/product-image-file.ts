import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { renderImageVariant, type ImageFormat, type ImageSize } from '../../media/images.ts';

export const PRODUCT_IMAGE_VARIANTS = [
  'thumb.webp',
  'medium.webp',
  'display.webp',
  'thumb.avif',
  'medium.avif',
  'display.avif',
] as const;
export type ProductImageVariant = (typeof PRODUCT_IMAGE_VARIANTS)[number];

/** Renderings under way, so that two first requests for one variant encode it once (per process). */
const rendering = new Map<string, Promise<Buffer>>();

/**
 * One size of a product picture (public: pictures are shown to everyone). The upload stores the thumbnail and the
 * display size in WebP; the 800 px size and the AVIF files are rendered from the display size on first request and
 * stored, so every picture (those uploaded before too) is served at every size and format (issue 19).
 */
export async function productImageFile(
  deps: Deps,
  id: string,
  variant: ProductImageVariant,
): Promise<{ data: Buffer; mime: 'image/webp' | 'image/avif' }> {
  const [size, format] = variant.split('.') as [ImageSize, ImageFormat];
  const mime = format === 'avif' ? 'image/avif' : 'image/webp';
  const key = `product-images/${id}/${variant}`;
  const stored = await deps.files.get(key);
  if (stored) return { data: stored, mime };
  if (variant === 'thumb.webp' || variant === 'display.webp')
    throw new AppError('NOT_FOUND', msg('catalog.imageMissing'));
  let pending = rendering.get(key);
  if (!pending) {
    pending = (async () => {
      const display = await deps.files.get(`product-images/${id}/display.webp`);
      if (!display) throw new AppError('NOT_FOUND', msg('catalog.imageMissing'));
      const data = await renderImageVariant(display, size, format);
      await deps.files.put(key, data, mime);
      return data;
    })().finally(() => rendering.delete(key));
    rendering.set(key, pending);
  }
  return { data: await pending, mime };
}
