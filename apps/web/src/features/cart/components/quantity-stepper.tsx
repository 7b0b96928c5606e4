import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Minus, Plus } from 'lucide-react';
import { cn } from '../../../lib/cn';

/**
 * Minus / number / plus. The buttons move one unit per click and disable at the bounds; the number can be typed
 * (committed on Enter or when leaving the field; 0 removes the line).
 */
export function QuantityStepper({
  value,
  min,
  max,
  disabled = false,
  label,
  unit,
  onChange,
  describedBy,
}: {
  value: number;
  min: number;
  max: number;
  disabled?: boolean;
  /** Accessible name of the number field, e.g. "Quantity of Shea Butter". */
  label: string;
  unit: string;
  onChange: (quantity: number) => void | Promise<void>;
  describedBy?: string | undefined;
}) {
  const { t } = useTranslation('cart');
  const id = useId();
  const [text, setText] = useState(String(value));
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
    setText(String(value));
  }, [value]);

  const commit = () => {
    const n = Number(text.trim());
    if (text.trim() === '' || !Number.isInteger(n) || n < 0) {
      setText(String(value));
      return;
    }
    // a refused quantity (its reason shows by the line) puts the field back to the quantity in the cart
    if (n !== value) void Promise.resolve(onChange(n)).finally(() => setText(String(latest.current)));
  };

  const button =
    'flex size-9 shrink-0 items-center justify-center text-ink-700 hover:bg-ink-100 disabled:cursor-not-allowed disabled:text-ink-300 disabled:hover:bg-transparent';

  return (
    <div className="flex flex-wrap items-center gap-2">
      <div
        className={cn(
          'inline-flex items-center overflow-hidden rounded-lg border border-ink-300 bg-white shadow-sm',
          disabled && 'opacity-70',
        )}
      >
        <button
          type="button"
          className={button}
          onClick={() => void onChange(value - 1)}
          disabled={disabled || value <= min}
          aria-label={t('line.decrease', { name: label })}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          inputMode="numeric"
          pattern="[0-9]*"
          dir="ltr"
          value={text}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(e) => setText(e.target.value.replace(/[^0-9]/g, ''))}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              commit();
            }
          }}
          className="h-9 w-16 border-x border-ink-200 text-center text-sm font-semibold tabular-nums text-ink-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30 focus-visible:ring-inset"
        />
        <button
          type="button"
          className={button}
          onClick={() => void onChange(value + 1)}
          disabled={disabled || value >= max}
          aria-label={t('line.increase', { name: label })}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      </div>
      <span className="text-sm text-ink-600">{unit}</span>
    </div>
  );
}
