import { useId, useState, type Ref } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Plus, Tag, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FieldError, Input } from '../../../components/ui/field';
import { addTag, MAX_TAG_LENGTH, MAX_TAGS, removeTag, type TagError } from '../tags';

/** Tags added with Enter or the plus button (trimmed, non-empty, no duplicates); each chip has a remove button. */
export function TagInput({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('catalog');
  const uid = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<TagError | null>(null);
  const [announce, setAnnounce] = useState('');
  const inputId = `${uid}-input`;
  const hintId = `${uid}-hint`;
  const errorId = `${uid}-error`;
  const message = problem ? t(`form.tagErrors.${problem}`, { max: MAX_TAGS, length: MAX_TAG_LENGTH }) : error;

  const add = () => {
    const result = addTag(value, text);
    if (!result.ok) {
      setProblem(result.error);
      return;
    }
    const added = result.tags[result.tags.length - 1] ?? '';
    onChange(result.tags);
    setText('');
    setProblem(null);
    setAnnounce(t('form.tagAdded', { tag: added }));
  };

  return (
    <div className="min-w-0">
      <label htmlFor={inputId} className="mb-1.5 flex items-baseline gap-1 text-sm font-medium text-ink-800">
        {t('form.fields.tags')}
        <span className="font-normal text-ink-500">({t('common:ui.optional')})</span>
      </label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={inputId}
          value={text}
          maxLength={MAX_TAG_LENGTH + 10}
          onChange={(e) => {
            setText(e.target.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          placeholder={t('form.placeholders.tags')}
          aria-describedby={[hintId, message ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={message ? true : undefined}
          enterKeyHint="enter"
        />
        <Button
          variant="outline"
          onClick={add}
          aria-label={t('form.addTag')}
          icon={<Plus aria-hidden="true" className="size-4" />}
          className="shrink-0 px-3"
        />
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-ink-600">
        {t('form.hints.tags', { max: MAX_TAGS })}
      </p>
      {message ? <FieldError id={errorId}>{message}</FieldError> : null}
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      {value.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label={t('form.fields.tags')}>
          {value.map((tag) => (
            <li
              key={tag}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 ps-3 pe-1 text-sm font-medium text-brand-800 ring-1 ring-brand-200"
            >
              <Tag aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="truncate">{tag}</span>
              <button
                type="button"
                onClick={() => {
                  onChange(removeTag(value, tag));
                  setAnnounce(t('form.tagRemoved', { tag }));
                }}
                aria-label={t('form.removeTag', { tag })}
                className="rounded-full p-1 hover:bg-brand-100"
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
