import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** An on/off toggle: a button with role="switch" and aria-checked, labelled and described. */
export function Switch({
  label,
  description,
  checked,
  onChange,
  disabled = false,
}: {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const uid = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <p id={`${uid}-label`} className="text-sm font-semibold text-ink-900">
          {label}
        </p>
        {description ? (
          <p id={`${uid}-desc`} className="mt-0.5 text-sm text-ink-600">
            {description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${uid}-label`}
        aria-describedby={description ? `${uid}-desc` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-50',
          checked ? 'bg-brand-700' : 'bg-ink-300',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            checked ? 'translate-x-[1.375rem] rtl:-translate-x-[1.375rem]' : 'translate-x-0.5 rtl:-translate-x-0.5',
          )}
        />
      </button>
    </div>
  );
}
