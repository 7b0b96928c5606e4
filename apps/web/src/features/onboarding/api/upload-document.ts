import type { DocumentKind } from '@app/shared/verification';
import { apiUpload } from '../../../lib/api-client';

export interface UploadedDocumentDto {
  id: string;
  kind: DocumentKind;
  filename: string;
  bytes: number;
  mime: string;
  url: string;
}

/** POST /api/verification/documents (multipart: `kind`, then the file as `document`), with upload progress. */
export function uploadDocument(
  kind: DocumentKind,
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedDocumentDto> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('document', file, file.name);
  return apiUpload<UploadedDocumentDto>('/api/verification/documents', form, options);
}
