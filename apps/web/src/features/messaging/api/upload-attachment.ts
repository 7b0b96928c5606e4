import { useMutation } from '@tanstack/react-query';
import type { AttachmentDto } from '@app/shared/messaging';
import { apiUpload } from '../../../lib/api-client';

/** POST /api/messaging/attachments (multipart, field "file"): a private PDF or image, checked by content. */
export function uploadAttachment(file: File): Promise<AttachmentDto> {
  const form = new FormData();
  form.append('file', file);
  return apiUpload<AttachmentDto>('/api/messaging/attachments', form);
}

export function useUploadAttachment() {
  return useMutation({ mutationFn: uploadAttachment });
}
