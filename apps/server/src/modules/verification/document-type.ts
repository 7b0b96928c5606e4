import { sniffImage } from '../media/media.service.ts';

/** Documents: PDF, PNG or JPEG by content (magic bytes), 5 MB at most. */
export function sniffDocument(buf: Buffer): 'application/pdf' | 'image/png' | 'image/jpeg' | null {
  if (buf.length >= 5 && buf.toString('ascii', 0, 5) === '%PDF-') return 'application/pdf';
  const img = sniffImage(buf);
  return img === 'image/png' || img === 'image/jpeg' ? img : null;
}
