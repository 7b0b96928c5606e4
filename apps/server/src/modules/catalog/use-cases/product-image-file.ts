import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';

/** One stored size of a product picture (public: pictures are shown to everyone). */
export async function productImageFile(
  deps: Deps,
  id: string,
  variant: 'thumb.webp' | 'display.webp',
): Promise<Buffer> {
  const data = await deps.files.get(`product-images/${id}/${variant}`);
  if (!data) throw new AppError('NOT_FOUND', msg('catalog.imageMissing'));
  return data;
}
