import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RefreshCw } from 'lucide-react';
import { Button } from './button';
import { FormAlert } from './field';
import { SkeletonText } from './skeleton';

/** Placeholder lines while a section loads, announced to screen readers. */
export function LoadingBlock({ lines = 5, className, label }: { lines?: number; className?: string; label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label ?? t('ui.loading')}</span>
      <SkeletonText lines={lines} />
    </div>
  );
}

/** A section that failed to load: the (translated) message and a retry button. */
export function LoadFailed({ title, children, onRetry }: { title?: string; children: ReactNode; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <FormAlert
      {...(title ? { title } : {})}
      action={
        <Button
          size="sm"
          variant="outline"
          icon={<RefreshCw aria-hidden="true" className="size-4" />}
          onClick={onRetry}
        >
          {t('ui.retry')}
        </Button>
      }
    >
      {children}
    </FormAlert>
  );
}
