/**
 * sharp (libvips) is loaded with the first picture to process, not at start: about 28 MB of memory that a process
 * serving stored pictures never needs.
 */
async function loadSharp() {
  return (await import('sharp')).default;
}
import { AppError } from '../../lib/errors.ts';
import { msg } from '@app/shared/error-messages';

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

/** The image type from the file's first bytes (magic numbers), never from its name. */
export function sniffImage(buf: Buffer): ImageMime | null {
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (buf.length >= 12 && buf.toString('ascii', 0, 4) === 'RIFF' && buf.toString('ascii', 8, 12) === 'WEBP')
    return 'image/webp';
  if (buf.length >= 6 && (buf.toString('ascii', 0, 6) === 'GIF87a' || buf.toString('ascii', 0, 6) === 'GIF89a'))
    return 'image/gif';
  return null;
}

export interface ProcessedImage {
  mime: ImageMime;
  width: number;
  height: number;
  thumb: Buffer;
  display: Buffer;
}

export const THUMB_WIDTH = 400;
export const DISPLAY_WIDTH = 1200;

/** Checks that the bytes really are a decodable image and renders the two WebP sizes (metadata stripped). */
export async function processImage(buf: Buffer, fileName: string): Promise<ProcessedImage> {
  const mime = sniffImage(buf);
  if (!mime) {
    throw new AppError('VALIDATION_ERROR', msg('catalog.notAnImage', { file: fileName }), {
      fields: { images: msg('catalog.notAnImageField', { file: fileName }) },
    });
  }
  try {
    const sharp = await loadSharp();
    const base = sharp(buf, { limitInputPixels: 40_000_000, animated: false }).rotate();
    const meta = await base.metadata();
    const [thumb, display] = await Promise.all([
      base
        .clone()
        .resize({ width: THUMB_WIDTH, height: THUMB_WIDTH, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer(),
      base
        .clone()
        .resize({ width: DISPLAY_WIDTH, height: DISPLAY_WIDTH, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
    ]);
    return { mime, width: meta.width ?? 0, height: meta.height ?? 0, thumb, display };
  } catch {
    throw new AppError('VALIDATION_ERROR', msg('catalog.unreadableImage', { file: fileName }), {
      fields: { images: msg('catalog.unreadableImageField', { file: fileName }) },
    });
  }
}

/** The widths a product picture is served at (srcset), and the formats. */
export const IMAGE_WIDTHS = { thumb: THUMB_WIDTH, medium: 800, display: DISPLAY_WIDTH } as const;
export type ImageSize = keyof typeof IMAGE_WIDTHS;
export type ImageFormat = 'webp' | 'avif';

/**
 * A size and format rendered from the stored display rendition (the largest kept): the 800 px size and the AVIF files
 * (about a third smaller than WebP, for browsers that accept it) are made on first request and then stored.
 */
export async function renderImageVariant(display: Buffer, size: ImageSize, format: ImageFormat): Promise<Buffer> {
  const width = IMAGE_WIDTHS[size];
  const sharp = await loadSharp();
  const resized = sharp(display, { limitInputPixels: 40_000_000 }).resize({
    width,
    height: width,
    fit: 'inside',
    withoutEnlargement: true,
  });
  return format === 'avif'
    ? resized.avif({ quality: 50, effort: 2 }).toBuffer()
    : resized.webp({ quality: 80 }).toBuffer();
}
