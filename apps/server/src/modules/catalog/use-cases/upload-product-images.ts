import { randomUUID } from 'node:crypto';
import type { ProductImageDto } from '@app/shared/catalog';
import { LIMITS } from '@app/shared/constants';
import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { processImage } from '../../media/images.ts';
import * as repo from '../catalog.repository.ts';
import { imageUrls } from '../product-dto.ts';
import { tooManyImages } from '../product-steps.ts';

export interface UploadFile {
  filename: string;
  data: Buffer;
}

/**
 * Product pictures uploaded before the product is saved (its form lists their ids): each is checked and resized to a
 * thumbnail and a display size. A bad file in the batch stores nothing.
 */
export async function uploadProductImages(
  deps: Deps,
  files: Deps['files'],
  auth: AuthContext,
  uploads: UploadFile[],
): Promise<ProductImageDto[]> {
  if (uploads.length === 0)
    throw new AppError('VALIDATION_ERROR', msg('catalog.chooseImage'), {
      fields: { images: msg('catalog.chooseImage') },
    });
  if (uploads.length > LIMITS.maxProductImages) {
    throw tooManyImages();
  }
  // Validate every file before storing any, so a bad file in the batch stores nothing.
  const processed = [];
  for (const u of uploads) processed.push({ u, img: await processImage(u.data, u.filename) });
  const result: ProductImageDto[] = [];
  for (const { u, img } of processed) {
    const id = randomUUID();
    await files.put(`product-images/${id}/thumb.webp`, img.thumb, 'image/webp');
    await files.put(`product-images/${id}/display.webp`, img.display, 'image/webp');
    await repo.insertImage(deps.db, {
      id,
      ownerId: auth.user.id,
      mime: img.mime,
      bytes: u.data.length,
      width: img.width,
      height: img.height,
      createdAt: deps.clock.now(),
    });
    result.push(imageUrls(id));
  }
  return result;
}
