import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { cn } from '../../lib/cn';
import { errorMessage } from '../../lib/error-message';
import { Button } from './button';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { FormAlert } from './field';
import { Skeleton, SkeletonText } from './skeleton';
import { Spinner } from './spinner';

/** What the query states need of a TanStack query result (useQuery, useInfiniteQuery). */
export interface QueryLike<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  refetch: () => Promise<unknown>;
}

export interface LoadingOptions {
  /** spinner: a centred spinner for a page; lines: skeleton text; rows: skeleton rows in a card; tiles: figure tiles. */
  look?: 'spinner' | 'lines' | 'rows' | 'tiles';
  /** How many lines, rows or tiles. */
  count?: number;
  /** What screen readers hear (default "Loading…"). */
  label?: string;
  /** A placeholder shaped like the content, instead of the look's. */
  skeleton?: ReactNode;
  className?: string;
}

export interface ErrorOptions {
  title?: ReactNode;
  /** Key of the message when the error has no text of its own ("ns:key", or a key of `ns`); default common:errors.loadFailed. */
  fallback?: string;
  ns?: string;
  /** Keys of messages for given error codes. */
  byCode?: Partial<Record<string, string>>;
  /** The message itself, where a page words its errors its own way (instead of fallback and byCode). */
  message?: (error: unknown) => ReactNode;
  /** alert: a banner (role alert); panel: a centred block with an icon and a heading. */
  look?: 'alert' | 'panel';
  /** The panel's heading level. */
  heading?: 'h1' | 'h2' | 'h3';
  /** Actions beside the retry button. */
  actions?: ReactNode;
  /** false: no retry button (retrying cannot help). */
  retry?: boolean;
  className?: string;
}

/** The placeholder of a section or page that is loading, announced to screen readers. */
export function LoadingState({ look = 'lines', count, label, skeleton, className }: LoadingOptions) {
  const { t } = useTranslation('common');
  const text = label ?? t('ui.loading');
  if (look === 'spinner' && !skeleton) {
    return (
      <div className={cn('flex min-h-[40vh] items-center justify-center text-brand-700', className)}>
        <Spinner size="lg" label={text} />
      </div>
    );
  }
  return (
    <div role="status" className={className}>
      <span className="sr-only">{text}</span>
      <div aria-hidden="true">{skeleton ?? placeholder(look, count)}</div>
    </div>
  );
}

function placeholder(look: LoadingOptions['look'], count?: number): ReactNode {
  const many = (n: number) => Array.from({ length: count ?? n }, (_, i) => i);
  if (look === 'rows') {
    return (
      <Card className="space-y-3 p-5">
        {many(5).map((i) => (
          <Skeleton key={i} className="h-6 w-full" />
        ))}
      </Card>
    );
  }
  if (look === 'tiles') {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {many(6).map((i) => (
          <Card key={i} className="p-5">
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="mt-3 h-7 w-1/3" />
          </Card>
        ))}
      </div>
    );
  }
  return <SkeletonText lines={count ?? 5} />;
}

/** A section or page that failed to load: the translated message and a retry button. */
export function ErrorState({
  error,
  onRetry,
  title,
  fallback = 'common:errors.loadFailed',
  ns = 'common',
  byCode,
  message: wording,
  look = 'alert',
  heading = 'h2',
  actions,
  retry = true,
  className,
}: ErrorOptions & { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(ns);
  const message = wording ? wording(error) : errorMessage(t, error, fallback, byCode);
  const panel = look === 'panel';
  const retryButton = retry ? (
    <Button
      size={panel ? 'md' : 'sm'}
      variant="outline"
      icon={<RefreshCw aria-hidden="true" className="size-4" />}
      onClick={onRetry}
    >
      {t('common:ui.retry')}
    </Button>
  ) : null;
  const buttons =
    retryButton || actions ? (
      <>
        {retryButton}
        {actions}
      </>
    ) : undefined;
  if (panel) {
    return (
      <EmptyState
        icon={<AlertTriangle className="size-7 text-red-700" />}
        title={title ?? t('common:errors.loadFailed')}
        description={message}
        action={buttons}
        headingLevel={heading}
        className={cn(heading === 'h1' && 'min-h-[55vh]', className)}
      />
    );
  }
  const alert = (
    <FormAlert title={title} action={buttons ? <div className="flex flex-wrap gap-2">{buttons}</div> : undefined}>
      {message}
    </FormAlert>
  );
  return className ? <div className={className}>{alert}</div> : alert;
}

/** The error state of a query when it failed, else nothing: for a banner beside content that shows anyway. */
export function QueryError<T>({ query, ...options }: ErrorOptions & { query: QueryLike<T> }) {
  if (query.status !== 'error') return null;
  return <ErrorState error={query.error} onRetry={() => void query.refetch()} {...options} />;
}

function defaultIsEmpty(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  if (data && typeof data === 'object' && 'items' in data && Array.isArray(data.items)) return data.items.length === 0;
  return false;
}

/**
 * One query's states: a designed loading state while it is pending, the error state with a retry button when it
 * failed, `empty` when its data is empty (an empty array, or `items`, unless `isEmpty` says otherwise), else
 * children(data). `frame` wraps the loading and error states (a card body, a page); `keepData` (or keepData(data))
 * keeps showing the data a later fetch failed to renew (a list whose next page failed to load).
 */
export function QueryState<T>({
  query,
  loading,
  error,
  empty,
  isEmpty = defaultIsEmpty,
  frame = (state) => state,
  keepData = false,
  children,
}: {
  query: QueryLike<T>;
  loading?: LoadingOptions;
  error?: ErrorOptions;
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  frame?: (state: ReactNode, kind: 'loading' | 'error') => ReactNode;
  keepData?: boolean | ((data: T) => boolean);
  children: (data: T) => ReactNode;
}) {
  if (query.status === 'pending') return frame(<LoadingState {...loading} />, 'loading');
  const kept = query.data !== undefined && (typeof keepData === 'function' ? keepData(query.data) : keepData);
  if (query.status === 'error' && !kept) {
    return frame(<ErrorState error={query.error} onRetry={() => void query.refetch()} {...error} />, 'error');
  }
  const data = query.data as T;
  if (empty !== undefined && isEmpty(data)) return empty;
  return children(data);
}
