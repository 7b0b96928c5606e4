import { useTranslation } from '../../i18n/use-translation';
import { cn } from '../../lib/cn';

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const;

export function Spinner({
  size = 'md',
  className,
  label,
}: {
  size?: keyof typeof sizes;
  className?: string;
  label?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className={cn('inline-block animate-spin rounded-full border-current border-e-transparent', sizes[size])}
      />
      <span className="sr-only">{label ?? t('ui.loading')}</span>
    </span>
  );
}

/** A centred spinner for a whole page or panel. */
export function PageSpinner({ label }: { label?: string }) {
  // a screen tall (below the 4rem header), so the footer waits below the fold and does not jump when the page arrives
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] items-center justify-center text-brand-700">
      <Spinner size="lg" {...(label ? { label } : {})} />
    </div>
  );
}
