import { BRAND } from '@app/shared/constants';
import { cn } from '../lib/cn';

/** The brand mark (same drawing as public/favicon.svg) with the name. */
export function BrandLogo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <svg aria-hidden="true" viewBox="0 0 64 64" className="size-8 shrink-0">
        <rect width="64" height="64" rx="14" fill={inverted ? '#ffffff' : '#0f5b4f'} />
        <path
          d="M12 42c8-14 16-20 20-20s12 6 20 20"
          fill="none"
          stroke="#f4b740"
          strokeWidth="6"
          strokeLinecap="round"
        />
        <path d="M12 46h40" stroke={inverted ? '#0f5b4f' : '#ffffff'} strokeWidth="4" strokeLinecap="round" />
        <circle cx="32" cy="18" r="4" fill={inverted ? '#0f5b4f' : '#ffffff'} />
      </svg>
      <span className={cn('text-lg font-extrabold tracking-tight', inverted ? 'text-white' : 'text-brand-800')}>
        {BRAND.name.split(' ')[0]}
        <span className={inverted ? 'text-accent-300' : 'text-accent-700'}>
          {' '}
          {BRAND.name.split(' ').slice(1).join(' ')}
        </span>
      </span>
    </span>
  );
}
