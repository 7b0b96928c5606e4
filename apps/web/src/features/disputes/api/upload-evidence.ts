import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client';

export interface UploadedEvidence {
  id: string;
  filename: string;
  mime: string;
  bytes: number;
  url: string;
}

/** POST /api/disputes/evidence (multipart, one PDF/JPG/PNG up to 5 MB): stored privately until attached. */
export function uploadEvidence(file: File): Promise<UploadedEvidence> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<UploadedEvidence>('/api/disputes/evidence', form);
}

export function useUploadEvidence() {
  return useMutation({ mutationFn: uploadEvidence });
}
