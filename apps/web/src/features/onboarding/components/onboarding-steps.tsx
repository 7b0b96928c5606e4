import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { OnboardingStep } from '../onboarding-form';

/** The four-step indicator; steps already passed are buttons that go back to them. */
export function OnboardingSteps({
  steps,
  current,
  onSelect,
}: {
  steps: readonly OnboardingStep[];
  current: number;
  onSelect: (index: number) => void;
}) {
  const { t } = useTranslation('onboarding');
  return (
    <nav aria-label={t('progressLabel')}>
      <p className="mb-3 text-sm font-medium text-ink-600 md:hidden">
        {t('stepOf', { step: current + 1, total: steps.length })}: {t(`steps.${steps[current] ?? 'business'}`)}
      </p>
      <ol className="flex items-center gap-2 md:gap-3">
        {steps.map((step, i) => {
          const done = i < current;
          const active = i === current;
          const label = t(`steps.${step}`);
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
          const text = (
            <span
              className={cn(
                'text-sm font-semibold',
                active ? 'text-ink-900' : done ? 'text-brand-800' : 'text-ink-600',
                'hidden md:inline',
              )}
            >
              {label}
              {done ? <span className="sr-only"> ({t('stepDone')})</span> : null}
            </span>
          );
          return (
            <li
              key={step}
              aria-current={active ? 'step' : undefined}
              className={cn('flex min-w-0 items-center gap-2 md:gap-3', i < steps.length - 1 && 'flex-1')}
            >
              {done ? (
                <button
                  type="button"
                  onClick={() => onSelect(i)}
                  className="flex min-w-0 items-center gap-2 rounded-full hover:opacity-80"
                  aria-label={t('goToStep', { step: label })}
                >
                  {circle}
                  {text}
                </button>
              ) : (
                <span className="flex min-w-0 items-center gap-2">
                  {circle}
                  {text}
                </span>
              )}
              {i < steps.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={cn('h-0.5 min-w-3 flex-1 rounded-full', done ? 'bg-brand-700' : 'bg-ink-200')}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
