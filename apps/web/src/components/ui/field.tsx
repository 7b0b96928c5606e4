import {
  createContext,
  useContext,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { AlertCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

interface FieldContextValue {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

function useFieldControl(id?: string, ariaDescribedBy?: string) {
  const ctx = useContext(FieldContext);
  const describedBy = [ctx?.describedBy, ariaDescribedBy].filter(Boolean).join(' ') || undefined;
  return {
    id: id ?? ctx?.id,
    'aria-describedby': describedBy,
    'aria-invalid': ctx?.invalid ? (true as const) : undefined,
    required: ctx?.required || undefined,
  };
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

export interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  optional?: boolean;
  className?: string;
  /** Set when the control needs a known id (e.g. for focusing). */
  id?: string;
  children: ReactNode;
}

/** Label + control + hint + inline error, linked with htmlFor and aria-describedby. */
export function Field({ label, hint, error, required = false, optional = false, className, id, children }: FieldProps) {
  const { t } = useTranslation('common');
  const auto = useId();
  const controlId = id ?? `f${auto}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <FieldContext.Provider value={{ id: controlId, describedBy, invalid: Boolean(error), required }}>
      <div className={cn('min-w-0', className)}>
        <div className="mb-1.5 flex items-baseline gap-1 text-sm">
          <label htmlFor={controlId} className="font-medium text-ink-800">
            {label}
          </label>
          {/* outside the label so the accessible name stays the plain label; `required` on the control says it */}
          {required ? (
            <span className="text-red-700" aria-hidden="true">
              *
            </span>
          ) : null}
          {optional ? <span className="text-ink-500">({t('ui.optional')})</span> : null}
        </div>
        {children}
        {hint ? (
          <p id={hintId} className="mt-1.5 text-xs text-ink-600">
            {hint}
          </p>
        ) : null}
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </div>
    </FieldContext.Provider>
  );
}

const controlBase =
  'block w-full rounded-lg border bg-white px-3 text-sm text-ink-900 shadow-sm transition-colors placeholder:text-ink-400 ' +
  'focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:outline-none ' +
  'disabled:cursor-not-allowed disabled:bg-ink-100 disabled:text-ink-500 ' +
  'aria-invalid:border-red-600 aria-invalid:focus-visible:ring-red-600/30';

export function Input({
  className,
  id,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  const control = useFieldControl(id, ariaDescribedBy);
  return <input ref={ref} {...control} className={cn(controlBase, 'h-10 border-ink-300', className)} {...rest} />;
}

export function Textarea({
  className,
  id,
  ref,
  rows = 4,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const control = useFieldControl(id, ariaDescribedBy);
  return (
    <textarea
      ref={ref}
      rows={rows}
      {...control}
      className={cn(controlBase, 'border-ink-300 py-2', className)}
      {...rest}
    />
  );
}

export function Select({
  className,
  id,
  ref,
  children,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  const control = useFieldControl(id, ariaDescribedBy);
  return (
    <select ref={ref} {...control} className={cn(controlBase, 'h-10 border-ink-300 pe-8', className)} {...rest}>
      {children}
    </select>
  );
}

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its own label; use `role="switch"` for on/off settings. */
export function Checkbox({ label, description, error, className, id, ref, ...rest }: CheckboxProps) {
  const auto = useId();
  const inputId = id ?? `c${auto}`;
  const descId = description ? `${inputId}-desc` : undefined;
  const errId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cn('min-w-0', className)}>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-describedby={[descId, errId].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-ink-300 accent-brand-700"
          {...rest}
        />
        <div className="min-w-0">
          <label htmlFor={inputId} className="text-sm font-medium text-ink-800">
            {label}
          </label>
          {description ? (
            <p id={descId} className="text-sm text-ink-600">
              {description}
            </p>
          ) : null}
        </div>
      </div>
      {error ? <FieldError id={errId}>{error}</FieldError> : null}
    </div>
  );
}

export interface RadioOption<V extends string> {
  value: V;
  label: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
}

/** Radio buttons inside a fieldset with a legend; shown as selectable cards. */
export function RadioGroup<V extends string>({
  legend,
  name,
  value,
  onChange,
  options,
  error,
  hint,
  className,
  columns = 2,
}: {
  legend: ReactNode;
  name: string;
  value: V | undefined;
  onChange: (value: V) => void;
  options: ReadonlyArray<RadioOption<V>>;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  columns?: 1 | 2 | 3;
}) {
  const auto = useId();
  const hintId = hint ? `r${auto}-hint` : undefined;
  const errId = error ? `r${auto}-error` : undefined;
  const cols = columns === 1 ? 'grid-cols-1' : columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2';
  return (
    <fieldset
      className={cn('min-w-0', className)}
      aria-describedby={[hintId, errId].filter(Boolean).join(' ') || undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-ink-800">{legend}</legend>
      <div className={cn('grid gap-2', cols)}>
        {options.map((opt) => {
          const id = `r${auto}-${opt.value}`;
          const checked = value === opt.value;
          return (
            <label
              key={opt.value}
              htmlFor={id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border bg-white p-3 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-400',
                checked ? 'border-brand-600 bg-brand-50' : 'border-ink-300 hover:border-ink-400',
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={opt.value}
                checked={checked}
                onChange={() => onChange(opt.value)}
                className="mt-0.5 size-4 shrink-0 accent-brand-700"
              />
              {opt.icon ? (
                <span aria-hidden="true" className="text-brand-700">
                  {opt.icon}
                </span>
              ) : null}
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-ink-900">{opt.label}</span>
                {opt.description ? <span className="block text-xs text-ink-600">{opt.description}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-ink-600">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errId}>{error}</FieldError> : null}
    </fieldset>
  );
}

/** A banner-style message for form-level errors and notices. */
export function FormAlert({
  tone = 'error',
  title,
  children,
  action,
}: {
  tone?: 'error' | 'success' | 'info' | 'warning';
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}) {
  const tones = {
    error: 'border-red-200 bg-red-50 text-red-900',
    success: 'border-brand-200 bg-brand-50 text-brand-900',
    info: 'border-blue-200 bg-blue-50 text-blue-900',
    warning: 'border-accent-200 bg-accent-50 text-accent-900',
  } as const;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-lg border px-4 py-3 text-sm', tones[tone])}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={cn(title ? 'mt-1' : undefined)}>{children}</div> : null}
      {action ? <div className="mt-3">{action}</div> : null}
    </div>
  );
}
