import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FileText, Paperclip, X } from 'lucide-react';
import { MESSAGE_LIMITS, type AttachmentDto } from '@app/shared/messaging';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { uploadAttachment } from '../api/upload-attachment';
import { ATTACHMENT_ACCEPT, fileSize } from '../form-errors';

/** Picks files and uploads each at once (the server checks its content); the parent keeps the uploaded ids. */
export function AttachmentPicker({
  value,
  onChange,
  onBusyChange,
  compact = false,
  hint,
}: {
  value: AttachmentDto[];
  onChange: (next: AttachmentDto[]) => void;
  onBusyChange?: (busy: boolean) => void;
  compact?: boolean;
  /** Replaces the default hint (types, sizes, who sees the files) where others read them (a buying request). */
  hint?: string;
}) {
  const { t } = useTranslation('messaging');
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [busy, setBusy] = useState(0);
  const [error, setError] = useState<string | null>(null);

  async function add(files: FileList | null) {
    if (!files) return;
    setError(null);
    const list = [...files].slice(0, MESSAGE_LIMITS.maxAttachments - value.length);
    if (files.length > list.length) setError(t('attachments.tooMany', { max: MESSAGE_LIMITS.maxAttachments }));
    let next = value;
    for (const file of list) {
      if (file.size > MESSAGE_LIMITS.maxAttachmentBytes) {
        setError(t('attachments.tooLarge', { name: file.name }));
        continue;
      }
      setBusy((n) => n + 1);
      onBusyChange?.(true);
      try {
        const uploaded = await uploadAttachment(file);
        next = [...next, uploaded];
        onChange(next);
      } catch (err) {
        setError(
          err instanceof ApiError && err.code === 'VALIDATION_ERROR'
            ? t('attachments.badType', { name: file.name })
            : t('attachments.failed', { name: file.name }),
        );
      } finally {
        setBusy((n) => n - 1);
        onBusyChange?.(false);
      }
    }
    if (input.current) input.current.value = '';
  }

  return (
    <div>
      <input
        ref={input}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="attachment-input"
        onChange={(e) => void add(e.target.files)}
      />
      {value.length ? (
        <ul className="mb-2 flex flex-wrap gap-2">
          {value.map((a) => (
            <li
              key={a.id}
              className="flex items-center gap-1.5 rounded-full bg-ink-100 py-1 ps-3 pe-1 text-xs text-ink-800"
            >
              <FileText aria-hidden="true" className="size-3.5" />
              <span className="max-w-40 truncate">{a.filename}</span>
              <span className="text-ink-500">{fileSize(a.bytes)}</span>
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-ink-200"
                aria-label={t('attachments.remove', { name: a.filename })}
                onClick={() => onChange(value.filter((x) => x.id !== a.id))}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Button
        type="button"
        variant={compact ? 'ghost' : 'outline'}
        size="sm"
        disabled={busy > 0 || value.length >= MESSAGE_LIMITS.maxAttachments}
        icon={busy > 0 ? <Spinner size="sm" /> : <Paperclip aria-hidden="true" className="size-4" />}
        aria-describedby={error ? errorId : undefined}
        onClick={() => input.current?.click()}
      >
        {compact ? <span className="sr-only">{t('attachments.add')}</span> : t('attachments.add')}
      </Button>
      {!compact ? (
        <p className="mt-1 text-xs text-ink-500">
          {hint ?? t('attachments.hint', { max: MESSAGE_LIMITS.maxAttachments })}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
