import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FileText, Paperclip, X } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { FieldError } from '../../../components/ui/field';
import { uploadEvidence, type UploadedEvidence } from '../api/upload-evidence';

const MAX_FILES = 5;

/** Uploads evidence files one by one as they are chosen (checked by content on the server) and lists them. */
export function EvidencePicker({
  value,
  onChange,
  label,
}: {
  value: UploadedEvidence[];
  onChange: (files: UploadedEvidence[]) => void;
  label?: string;
}) {
  const { t } = useTranslation('disputes');
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  const onFiles = async (files: FileList | null) => {
    if (!files) return;
    const next = [...value];
    const failed: string[] = [];
    for (const file of Array.from(files).slice(0, MAX_FILES - value.length)) {
      setUploading(file.name);
      try {
        next.push(await uploadEvidence(file));
        onChange([...next]);
      } catch {
        failed.push(t('evidence.failed', { name: file.name }));
      }
    }
    setUploading(null);
    setErrors(failed);
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-ink-300 bg-white px-3 py-2 text-sm font-medium text-ink-800 shadow-sm hover:bg-ink-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-400"
        >
          <Paperclip aria-hidden="true" className="size-4" />
          {label ?? t('evidence.add')}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            multiple
            accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
            className="sr-only"
            disabled={uploading !== null || value.length >= MAX_FILES}
            onChange={(e) => void onFiles(e.target.files)}
          />
        </label>
        <span className="text-xs text-ink-600">{t('evidence.hint')}</span>
      </div>
      {uploading ? (
        <p className="flex items-center gap-2 text-sm text-ink-600" role="status">
          <Spinner size="sm" /> {t('evidence.uploading', { name: uploading })}
        </p>
      ) : null}
      {errors.map((e) => (
        <FieldError key={e}>{e}</FieldError>
      ))}
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" data-testid="evidence-uploaded">
          {value.map((f) => (
            <li
              key={f.id}
              className="inline-flex items-center gap-1.5 rounded-full bg-ink-100 py-1 ps-3 pe-1 text-xs text-ink-800"
            >
              <FileText aria-hidden="true" className="size-3.5" />
              <bdi className="max-w-[12rem] truncate">{f.filename}</bdi>
              <button
                type="button"
                className="rounded-full p-1 hover:bg-ink-200"
                aria-label={t('evidence.remove', { name: f.filename })}
                onClick={() => onChange(value.filter((v) => v.id !== f.id))}
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
