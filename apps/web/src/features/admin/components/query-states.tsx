import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/field';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/error-message';

/** Placeholder rows while a table loads. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation('common');
  return (
    <Card className="space-y-3 p-5" aria-busy="true" aria-label={t('ui.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-6 w-full" />
      ))}
    </Card>
  );
}

/** A failed load with a retry button. */
export function QueryError({
  error,
  onRetry,
  fallbackKey,
}: {
  error: unknown;
  onRetry: () => void;
  fallbackKey: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <FormAlert
      action={
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('common:ui.retry')}
        </Button>
      }
    >
      {errorMessage(t, error, fallbackKey)}
    </FormAlert>
  );
}

export function EmptyCard({ icon, title, text }: { icon: ReactNode; title: string; text?: string }) {
  return (
    <Card>
      <EmptyState icon={icon} title={title} description={text} />
    </Card>
  );
}

/** The server's own message for a refused action (e.g. "You cannot suspend yourself", in the page language), or a translated fallback. */
export function serverMessage(t: TFunction, error: unknown, fallbackKey: string): string {
  if (error && typeof error === 'object' && 'code' in error && 'message' in error) {
    const code = (error as { code: string }).code;
    if (!['NETWORK', 'HTTP_ERROR', 'INTERNAL', 'RATE_LIMITED', 'UNAUTHENTICATED', 'CSRF_FAILED'].includes(code)) {
      return String((error as { message: string }).message);
    }
  }
  return errorMessage(t, error, fallbackKey);
}
