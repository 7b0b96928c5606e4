import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { CheckCircle2, FileText, RefreshCw, Trash2, Upload } from 'lucide-react';
import { LIMITS } from '@app/shared/constants';
import type { DocumentKind } from '@app/shared/verification';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { uploadDocument } from '../api/upload-document';
import { checkDocumentFile, DOCUMENT_ACCEPT, fileSizeParts, type UploadedDocument } from '../onboarding-form';

const MB = 1024 * 1024;

export function useFileSize() {
  const { t, i18n } = useTranslation('onboarding');
  return (bytes: number) => {
    const { value, unit } = fileSizeParts(bytes);
    return t(`sizes.${unit}`, { value: formatNumber(value, i18n.language) });
  };
}

/**
 * One optional verification document: PDF/JPG/PNG up to 5 MB, checked here and by the server. The file is uploaded
 * as soon as it is chosen (with progress); once stored, its name and size are shown with Replace and Remove.
 */
export function DocumentUpload({
  kind,
  value,
  onChange,
  onBusyChange,
  serverError,
}: {
  kind: DocumentKind;
  value: UploadedDocument | undefined;
  onChange: (doc: UploadedDocument | undefined) => void;
  onBusyChange: (kind: DocumentKind, busy: boolean) => void;
  serverError?: string | undefined;
}) {
  const { t, i18n } = useTranslation('onboarding');
  const uid = useId();
  const input = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [uploading, setUploading] = useState<{ name: string; bytes: number; progress: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const size = useFileSize();
  const maxMb = formatNumber(LIMITS.maxDocumentBytes / MB, i18n.language);
  const label = t(`documents.kinds.${kind}`);
  const labelId = `${uid}-label`;
  const hintId = `${uid}-hint`;
  const errorId = `${uid}-error`;
  const shownError = error ?? serverError;

  useEffect(() => () => controller.current?.abort(), []);

  const choose = (file: File) => {
    const problem = checkDocumentFile(file);
    if (problem) {
      setError(t(`documents.errors.${problem}`, { name: file.name, size: maxMb }));
      return;
    }
    setError(null);
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    setUploading({ name: file.name, bytes: file.size, progress: 0 });
    onBusyChange(kind, true);
    uploadDocument(kind, file, {
      signal: c.signal,
      onProgress: (progress) => setUploading((u) => (u ? { ...u, progress } : u)),
    })
      .then((doc) => {
        onChange({ id: doc.id, filename: doc.filename, bytes: doc.bytes });
        setUploading(null);
      })
      .catch((err: unknown) => {
        if (err instanceof DOMException && err.name === 'AbortError') return;
        setUploading(null);
        setError(
          err instanceof ApiError && err.code === 'VALIDATION_ERROR'
            ? (err.fields[kind] ?? err.message)
            : errorMessage(t, err, 'documents.errors.failed'),
        );
      })
      .finally(() => {
        if (controller.current === c) {
          controller.current = null;
          onBusyChange(kind, false);
        }
      });
  };

  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    setUploading(null);
    onBusyChange(kind, false);
  };

  const pct = uploading ? Math.round(uploading.progress * 100) : 0;

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={[hintId, shownError ? errorId : ''].filter(Boolean).join(' ')}
      className={cn(
        'rounded-xl border bg-white p-4',
        shownError ? 'border-red-300' : value ? 'border-brand-300' : 'border-ink-200',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-lg',
            value ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-700',
          )}
        >
          {value ? <CheckCircle2 className="size-5" /> : <FileText className="size-5" />}
        </span>
        <div className="min-w-0 flex-1">
          <p id={labelId} className="text-sm font-semibold text-ink-900">
            {label} <span className="font-normal text-ink-500">({t('common:ui.optional')})</span>
          </p>
          <p id={hintId} className="text-xs text-ink-600">
            {t('documents.hint', { size: maxMb })}
          </p>
        </div>
      </div>

      <input
        ref={input}
        type="file"
        accept={DOCUMENT_ACCEPT}
        hidden
        aria-labelledby={labelId}
        data-testid={`document-input-${kind}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) choose(file);
          e.target.value = '';
        }}
      />

      {uploading ? (
        <div className="mt-3 space-y-2">
          <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
            <span className="min-w-0 truncate font-medium text-ink-800">
              <bdi>{uploading.name}</bdi>
            </span>
            <span className="text-xs text-ink-600 tabular-nums">{size(uploading.bytes)}</span>
          </p>
          <div
            role="progressbar"
            aria-label={t('documents.uploading', { name: uploading.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
            className="h-2 w-full overflow-hidden rounded-full bg-ink-200"
          >
            <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${pct}%` }} />
          </div>
          <div className="flex items-center justify-between gap-2">
            <span className="text-xs font-semibold text-ink-700 tabular-nums">
              {formatNumber(uploading.progress, i18n.language, { style: 'percent' })}
            </span>
            <Button variant="ghost" size="sm" onClick={cancel}>
              {t('common:ui.cancel')}
            </Button>
          </div>
        </div>
      ) : value ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-brand-50 px-3 py-2">
          <p className="min-w-0 text-sm">
            <span className="sr-only">{t('documents.uploaded')}: </span>
            <span className="block truncate font-medium text-ink-900">
              <bdi>{value.filename}</bdi>
            </span>
            <span className="text-xs text-ink-600 tabular-nums">{size(value.bytes)}</span>
          </p>
          <div className="flex gap-1">
            <Button
              variant="outline"
              size="sm"
              onClick={() => input.current?.click()}
              icon={<RefreshCw aria-hidden="true" className="size-4" />}
              aria-label={t('documents.replaceLabel', { name: label })}
            >
              {t('documents.replace')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
              onClick={() => {
                setError(null);
                onChange(undefined);
              }}
              icon={<Trash2 aria-hidden="true" className="size-4" />}
              aria-label={t('documents.removeLabel', { name: label })}
            >
              {t('documents.remove')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="mt-3">
          <Button
            variant="outline"
            size="sm"
            onClick={() => input.current?.click()}
            icon={<Upload aria-hidden="true" className="size-4" />}
            aria-label={t('documents.chooseLabel', { name: label })}
          >
            {t('documents.choose')}
          </Button>
        </div>
      )}
      {shownError ? <FieldError id={errorId}>{shownError}</FieldError> : null}
    </div>
  );
}
