import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { History } from 'lucide-react';
import type { TimelineStepDto } from '@app/shared/orders';
import { formatDateTime } from '../../../lib/format';
import { cn } from '../../../lib/cn';

/**
 * What happened to a vendor part's money and goods, oldest first (issue 18): each step with its date in the page
 * language, on a line drawn along the start edge (on the right in Arabic).
 */
export function PlanTimeline({ steps, className }: { steps: readonly TimelineStepDto[]; className?: string }) {
  const { t, i18n } = useTranslation('orders');
  if (steps.length === 0) return <p className={cn('text-sm text-ink-600', className)}>{t('timeline.empty')}</p>;
  return (
    <ol className={cn('space-y-3 border-s-2 border-ink-200 ps-4', className)} data-testid="plan-timeline">
      {steps.map((s, i) => (
        <li key={`${s.step}-${s.at}-${i}`} className="relative">
          <span
            aria-hidden="true"
            className={cn(
              'absolute -start-[1.4rem] top-1 size-3 rounded-full ring-2 ring-white',
              i === steps.length - 1 ? 'bg-brand-600' : 'bg-ink-300',
            )}
          />
          <p className="text-sm font-medium text-ink-900">{t(`timeline.step.${s.step}`)}</p>
          <p className="text-xs text-ink-600">
            <time dateTime={s.at}>{formatDateTime(s.at, i18n.language)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}

/**
 * The timeline folded away (the vendor's order lists): "Timeline (4)", its steps rendered only once opened (a long
 * list of orders stays light, and a row's text is its own status, not every step it went through).
 */
export function PlanTimelineDetails({ steps, className }: { steps: readonly TimelineStepDto[]; className?: string }) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  return (
    <details className={cn('group text-sm', className)} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="inline-flex cursor-pointer items-center gap-1.5 font-medium text-brand-700 hover:text-brand-800">
        <History aria-hidden="true" className="size-4" />
        {t('timeline.toggle', { n: steps.length })}
      </summary>
      {open ? <PlanTimeline steps={steps} className="mt-2" /> : null}
    </details>
  );
}
