import { useId, type Ref } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { CheckCircle2 } from 'lucide-react';
import { CATEGORIES } from '@app/shared/constants';
import { FieldError } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { categoryName } from '../../../lib/catalog-labels';
import { CategoryIcon } from '../../../components/category-icon';

/** Category chosen by card: native radio buttons (arrow keys move between them) styled as cards with icons. */
export function CategoryPicker({
  value,
  onChange,
  onBlur,
  error,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('catalog');
  const uid = useId();
  const errorId = error ? `${uid}-error` : undefined;
  return (
    <fieldset aria-describedby={errorId} className="min-w-0">
      <legend className="mb-1.5 flex items-baseline gap-1 text-sm font-medium text-ink-800">
        {t('form.fields.category')}
        <span className="text-red-700" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {CATEGORIES.map((c, i) => {
          const checked = value === c.id;
          return (
            <label
              key={c.id}
              className={cn(
                'relative flex cursor-pointer flex-col items-start gap-2 rounded-xl border-2 bg-white p-3 transition-colors sm:flex-row sm:items-center sm:gap-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-400',
                checked ? 'border-brand-600 bg-brand-50' : 'border-ink-200 hover:border-ink-300',
                error && !value && 'border-red-300',
              )}
            >
              <input
                ref={i === 0 ? inputRef : undefined}
                type="radio"
                required
                name={`${uid}-category`}
                value={c.id}
                checked={checked}
                onChange={() => onChange(c.id)}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-10 shrink-0 items-center justify-center rounded-lg',
                  checked ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-700',
                )}
              >
                <CategoryIcon category={c.id} className="size-5" />
              </span>
              <span className="min-w-0 pe-4 text-sm leading-tight font-semibold text-ink-900 sm:pe-0">
                {categoryName(t, c.id)}
              </span>
              {checked ? (
                <CheckCircle2 aria-hidden="true" className="absolute end-2 top-2 size-4 text-brand-700" />
              ) : null}
            </label>
          );
        })}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
