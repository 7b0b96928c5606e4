import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';

export interface StepIndicatorText {
  /** aria-label of the navigation */
  progress: string;
  /** the small-screen summary line, e.g. "Step 2 of 4" (with the step name when `summaryWithLabel`) */
  summary: string;
  done: string;
  goTo: (label: string) => string;
}

const VARIANTS = {
  /** Catalog wizard: the active step keeps its name on small screens. */
  sm: {
    summary: 'sm:hidden',
    list: 'gap-2 sm:gap-3',
    item: 'gap-2 sm:gap-3',
    hideLabel: (active: boolean) => !active && 'hidden sm:inline',
    connector: 'min-w-4',
  },
  /** Onboarding: four steps, names only from md up (the summary line carries the current name). */
  md: {
    summary: 'md:hidden',
    list: 'gap-2 md:gap-3',
    item: 'gap-2 md:gap-3',
    hideLabel: () => 'hidden md:inline',
    connector: 'min-w-3',
  },
} as const;

/** A numbered step indicator for wizards; steps already passed are buttons that go back to them. */
export function StepIndicator({
  labels,
  current,
  onSelect,
  text,
  variant = 'sm',
}: {
  labels: readonly string[];
  current: number;
  onSelect: (index: number) => void;
  text: StepIndicatorText;
  variant?: keyof typeof VARIANTS;
}) {
  const v = VARIANTS[variant];
  return (
    <nav aria-label={text.progress}>
      <p className={cn('mb-3 text-sm font-medium text-ink-600', v.summary)}>{text.summary}</p>
      <ol className={cn('flex items-center', v.list)}>
        {labels.map((label, i) => {
          const done = i < current;
          const active = i === current;
          const circle = (
            <span
              aria-hidden="true"
              className={cn(
                'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ring-2 transition-colors',
                done && 'bg-brand-700 text-white ring-brand-700',
                active && 'bg-white text-brand-800 ring-brand-700',
                !done && !active && 'bg-white text-ink-600 ring-ink-300',
              )}
            >
              {done ? <Check className="size-4" /> : i + 1}
            </span>
          );
          const name = (
            <span
              className={cn(
                'text-sm font-semibold',
                active ? 'text-ink-900' : done ? 'text-brand-800' : 'text-ink-600',
                v.hideLabel(active),
              )}
            >
              {label}
              {done ? <span className="sr-only"> ({text.done})</span> : null}
            </span>
          );
          return (
            <li
              key={label}
              aria-current={active ? 'step' : undefined}
              className={cn('flex min-w-0 items-center', v.item, i < labels.length - 1 && 'flex-1')}
            >
              {done ? (
                <button
                  type="button"
                  onClick={() => onSelect(i)}
                  className="flex min-w-0 items-center gap-2 rounded-full hover:opacity-80"
                  aria-label={text.goTo(label)}
                >
                  {circle}
                  {name}
                </button>
              ) : (
                <span className="flex min-w-0 items-center gap-2">
                  {circle}
                  {name}
                </span>
              )}
              {i < labels.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={cn('h-0.5 flex-1 rounded-full', v.connector, done ? 'bg-brand-700' : 'bg-ink-200')}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
