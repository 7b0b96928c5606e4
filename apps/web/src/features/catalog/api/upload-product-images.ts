import type { ProductImageDto } from '@app/shared/catalog';
import { apiUpload } from '../../../lib/api-client';

/** Uploads image files (field `images`); the server re-encodes them and answers their ids and URLs. */
export function uploadProductImages(
  files: File[],
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<{ images: ProductImageDto[] }> {
  const form = new FormData();
  for (const file of files) form.append('images', file, file.name);
  return apiUpload('/api/vendor/product-images', form, options);
}
