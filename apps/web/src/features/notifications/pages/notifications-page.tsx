import { useTranslation } from '../../../i18n/use-translation';
import { BellOff, CheckCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page, PageHeader } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAllNotifications } from '../api/list-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { NotificationRow } from '../components/notification-row';

export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  useDocumentTitle(t('title'));
  const list = useAllNotifications();
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const toast = useToast();
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];
  const unread = list.data?.pages[0]?.unreadCount ?? 0;

  return (
    <Page className="max-w-3xl">
      <PageHeader
        title={t('title')}
        description={unread > 0 ? t('summary', { count: unread }) : t('pageDescription')}
        actions={
          unread > 0 ? (
            <Button
              variant="outline"
              icon={<CheckCheck aria-hidden="true" className="size-4" />}
              loading={markAll.isPending}
              onClick={() =>
                markAll.mutate(undefined, {
                  onSuccess: () => toast.success(t('allMarked')),
                  onError: (err) => toast.error(errorMessage(t, err, 'markFailed')),
                })
              }
            >
              {t('markAllRead')}
            </Button>
          ) : null
        }
      />
      <Card className="overflow-hidden">
        <QueryState
          query={list}
          loading={{
            skeleton: (
              <ul className="divide-y divide-ink-100">
                {[0, 1, 2, 3].map((i) => (
                  <li key={i} className="flex gap-3 px-5 py-4">
                    <Skeleton className="size-8 rounded-full" />
                    <div className="flex-1 space-y-2">
                      <Skeleton className="h-3 w-2/3" />
                      <Skeleton className="h-3 w-1/3" />
                    </div>
                  </li>
                ))}
              </ul>
            ),
          }}
          error={{ ns: 'notifications', fallback: 'loadFailed', className: 'p-5' }}
          isEmpty={() => items.length === 0}
          empty={
            <EmptyState
              icon={<BellOff className="size-7" />}
              title={t('emptyTitle')}
              description={t('emptyText')}
              headingLevel="h2"
            />
          }
        >
          {() => (
            <ul className="divide-y divide-ink-100">
              {items.map((n) => (
                <li key={n.id}>
                  <NotificationRow
                    notification={n}
                    onMarkRead={(id) =>
                      markOne.mutate(id, { onError: (err) => toast.error(errorMessage(t, err, 'markFailed')) })
                    }
                    marking={markOne.isPending && markOne.variables === n.id}
                  />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </Card>
      {list.hasNextPage ? (
        <div className="mt-6 flex justify-center">
          <Button variant="outline" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('loadMore')}
          </Button>
        </div>
      ) : null}
    </Page>
  );
}
