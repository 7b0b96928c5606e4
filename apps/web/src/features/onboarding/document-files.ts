import { LIMITS } from '@app/shared/constants';

/** File checks done in the browser before a document upload (the server checks the bytes again). */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';
const DOCUMENT_EXTENSIONS = /\.(pdf|jpe?g|png)$/i;
const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'];

export function checkDocumentFile(file: { name: string; type: string; size: number }): 'type' | 'size' | null {
  const typeOk = DOCUMENT_EXTENSIONS.test(file.name) && (file.type === '' || DOCUMENT_TYPES.includes(file.type));
  if (!typeOk) return 'type';
  if (file.size > LIMITS.maxDocumentBytes) return 'size';
  return null;
}

/** "1.2 MB" / "340 KB" style size (number formatting by the caller's language). */
export function fileSizeParts(bytes: number): { value: number; unit: 'B' | 'KB' | 'MB' } {
  if (bytes < 1024) return { value: bytes, unit: 'B' };
  if (bytes < 1024 * 1024) return { value: Math.round((bytes / 1024) * 10) / 10, unit: 'KB' };
  return { value: Math.round((bytes / (1024 * 1024)) * 10) / 10, unit: 'MB' };
}
