import type { ReactNode } from 'react';
import type { Role } from '@app/shared/constants';
import { cn } from '../../lib/cn';

export type BadgeTone = 'neutral' | 'green' | 'amber' | 'red' | 'blue' | 'purple';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-ink-100 text-ink-700 ring-ink-200',
  green: 'bg-brand-50 text-brand-800 ring-brand-200',
  amber: 'bg-accent-50 text-accent-800 ring-accent-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  blue: 'bg-blue-50 text-blue-800 ring-blue-200',
  purple: 'bg-purple-50 text-purple-800 ring-purple-200',
};

export function Badge({
  tone = 'neutral',
  icon,
  children,
  className,
}: {
  tone?: BadgeTone;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {icon}
      {children}
    </span>
  );
}

/** Colour of a role badge: buyer blue, vendor green, admin purple. */
export const ROLE_TONES: Record<Role, BadgeTone> = { buyer: 'blue', vendor: 'green', admin: 'purple' };
