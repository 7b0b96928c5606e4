import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Star } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';

/** Read-only stars (rounded to the half star), with the figure for screen readers. */
export function Stars({
  rating,
  size = 'sm',
  className,
}: {
  rating: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const { t, i18n } = useTranslation('reviews');
  const px = { sm: 'size-3.5', md: 'size-4', lg: 'size-5' }[size];
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={t('stars', { rating: formatNumber(rating, i18n.language, { maximumFractionDigits: 1 }) })}
    >
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = Math.max(0, Math.min(1, rating - (n - 1)));
        return (
          <span key={n} className={cn('relative inline-block', px)} aria-hidden="true">
            <Star className={cn('absolute inset-0 text-ink-300', px)} />
            {fill > 0 ? (
              <span
                className="absolute inset-y-0 start-0 overflow-hidden"
                style={{ width: `${fill >= 0.75 ? 100 : fill >= 0.25 ? 50 : 0}%` }}
              >
                <Star className={cn('fill-accent-400 text-accent-500', px)} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}

/** A 1-5 star picker: a radio group (arrow keys move, the label names each value). */
export function StarInput({
  value,
  onChange,
  label,
  error,
}: {
  value: number;
  onChange: (v: number) => void;
  label: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation('reviews');
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink-800">{label}</legend>
      <div className="mt-1 flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-invalid={error ? true : undefined}
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-7 transition-colors',
                n <= value ? 'fill-accent-400 text-accent-500' : 'text-ink-300 hover:text-accent-400',
              )}
            />
            <span className="sr-only">{t('starOption', { n })}</span>
          </label>
        ))}
        <span className="ms-2 text-sm text-ink-600">{value ? t(`ratingWords.${value}`) : t('pickStars')}</span>
      </div>
      {error ? <p className="mt-1 text-sm text-red-700">{error}</p> : null}
    </fieldset>
  );
}

/** "★ 4.5 (12)" for product cards; nothing when there is no review yet. */
export function RatingInline({ rating, count, className }: { rating: number; count: number; className?: string }) {
  const { t, i18n } = useTranslation('reviews');
  if (count <= 0) return null;
  const lang = i18n.language;
  return (
    <p className={cn('flex items-center gap-1.5 text-xs text-ink-700', className)}>
      <Stars rating={rating} />
      <span className="font-semibold tabular-nums">
        {formatNumber(rating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
      </span>
      <span className="text-ink-500" title={t('reviewCount', { n: formatNumber(count, lang) })}>
        <span aria-hidden="true">({formatNumber(count, lang)})</span>
        <span className="sr-only">{t('reviewCount', { n: formatNumber(count, lang) })}</span>
      </span>
    </p>
  );
}
