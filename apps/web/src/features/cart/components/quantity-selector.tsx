import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Minus, Plus } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { clampQuantity, parseQuantity } from '../quantity';

/**
 * A whole-number quantity with - and + buttons. Typing is free; the value is clamped to [min, max] when the field
 * loses focus. Arrow keys step by one.
 */
export function QuantitySelector({
  value,
  onChange,
  min,
  max,
  label,
  hideLabel = false,
  unit,
  disabled = false,
  className,
}: {
  value: number;
  onChange: (value: number) => void;
  min: number;
  max?: number | undefined;
  label: string;
  hideLabel?: boolean;
  /** shown after the field, e.g. the product's unit */
  unit?: string;
  disabled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('catalog');
  const id = `q${useId()}`;
  const [draft, setDraft] = useState<{ text: string; for: number } | null>(null);
  const text = draft && draft.for === value ? draft.text : String(value);
  const low = Math.max(1, min);
  const atMin = value <= low;
  const atMax = max !== undefined && max >= low && value >= max;

  const commit = (next: number) => {
    const clamped = clampQuantity(next, low, max);
    setDraft(null);
    if (clamped !== value) onChange(clamped);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowUp') {
      e.preventDefault();
      commit(value + 1);
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      commit(value - 1);
    }
  };

  const stepButton =
    'flex w-9 shrink-0 items-center justify-center text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-900 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

  return (
    <div className={cn('min-w-0', className)}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'mb-1 block text-xs font-medium text-ink-700'}>
        {label}
      </label>
      <div className="flex items-center gap-2">
        <div
          className={cn(
            'flex h-10 items-stretch overflow-hidden rounded-lg border border-ink-300 bg-white shadow-sm focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30',
            disabled && 'opacity-60',
          )}
        >
          <button
            type="button"
            className={cn(stepButton, 'border-e border-ink-200')}
            onClick={() => commit(value - 1)}
            disabled={disabled || atMin}
            aria-label={t('quantity.decrease')}
            aria-controls={id}
          >
            <Minus aria-hidden="true" className="size-4" />
          </button>
          <input
            id={id}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            role="spinbutton"
            aria-valuenow={value}
            aria-valuemin={low}
            aria-valuemax={max !== undefined && max >= low ? max : undefined}
            value={text}
            disabled={disabled}
            onChange={(e) => {
              setDraft({ text: e.target.value, for: value });
              const parsed = parseQuantity(e.target.value);
              if (parsed !== undefined && parsed >= low && (max === undefined || max < low || parsed <= max)) {
                setDraft(null);
                onChange(parsed);
              }
            }}
            onBlur={() => commit(parseQuantity(text) ?? low)}
            onKeyDown={onKeyDown}
            className="w-16 min-w-0 border-0 bg-transparent px-1 text-center text-sm font-semibold tabular-nums text-ink-900 focus:outline-none"
          />
          <button
            type="button"
            className={cn(stepButton, 'border-s border-ink-200')}
            onClick={() => commit(value + 1)}
            disabled={disabled || atMax}
            aria-label={t('quantity.increase')}
            aria-controls={id}
          >
            <Plus aria-hidden="true" className="size-4" />
          </button>
        </div>
        {unit ? <span className="truncate text-sm text-ink-600">{unit}</span> : null}
      </div>
    </div>
  );
}
