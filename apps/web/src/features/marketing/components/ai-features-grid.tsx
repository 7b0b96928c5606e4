import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Bot, Gauge, Languages, Scale, ShieldAlert } from 'lucide-react';
import { cn } from '../../../lib/cn';

export const AI_FEATURES = ['concierge', 'translation', 'mediator', 'fraud', 'profiling'] as const;

const ICONS: Record<(typeof AI_FEATURES)[number], ReactNode> = {
  concierge: <Bot className="size-5" />,
  translation: <Languages className="size-5" />,
  mediator: <Scale className="size-5" />,
  fraud: <ShieldAlert className="size-5" />,
  profiling: <Gauge className="size-5" />,
};

/** The five advertised AI features as a list of cards. */
export function AiFeaturesGrid({
  tone = 'light',
  headingLevel = 'h3',
}: {
  tone?: 'light' | 'dark';
  headingLevel?: 'h3' | 'h4';
}) {
  const { t } = useTranslation('marketing');
  const Heading = headingLevel;
  const dark = tone === 'dark';
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {AI_FEATURES.map((key) => (
        <li
          key={key}
          className={cn(
            'flex gap-4 rounded-[var(--radius-card)] p-5',
            dark ? 'bg-white/5 ring-1 ring-white/10' : 'border border-ink-200 bg-white shadow-[var(--shadow-card)]',
          )}
        >
          <span
            aria-hidden="true"
            className={cn(
              'flex size-11 shrink-0 items-center justify-center rounded-xl',
              dark ? 'bg-accent-400/15 text-accent-300' : 'bg-brand-50 text-brand-700',
            )}
          >
            {ICONS[key]}
          </span>
          <div className="min-w-0">
            <Heading className={cn('font-semibold', dark ? 'text-white' : 'text-ink-900')}>
              {t(`aiFeatures.${key}.title`)}
            </Heading>
            <p className={cn('mt-1 text-sm leading-relaxed', dark ? 'text-brand-100' : 'text-ink-600')}>
              {t(`aiFeatures.${key}.body`)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
