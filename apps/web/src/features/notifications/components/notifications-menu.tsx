import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { Bell, BellOff } from 'lucide-react';
import { Popover } from '../../../components/ui/popover';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { buttonClasses } from '../../../components/ui/button';
import { useLatestNotifications } from '../api/list-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { NotificationRow } from './notification-row';

/** Header bell: unread badge and the latest notifications. */
export function NotificationsMenu() {
  const { t } = useTranslation('notifications');
  const latest = useLatestNotifications(true);
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = latest.data?.unreadCount ?? 0;
  const label = unread > 0 ? t('bellLabelUnread', { count: unread }) : t('bellLabel');

  return (
    <Popover
      triggerLabel={label}
      triggerClassName="relative flex size-10 items-center justify-center rounded-lg text-ink-700 hover:bg-ink-100 hover:text-ink-900"
      trigger={
        <>
          <Bell aria-hidden="true" className="size-5" />
          {unread > 0 ? (
            <span
              aria-hidden="true"
              className="absolute -end-0.5 top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold text-white ring-2 ring-white"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </>
      }
      panelClassName="w-[min(22rem,calc(100vw-1.5rem))]"
    >
      {() => (
        <div>
          <div className="flex items-center justify-between gap-2 border-b border-ink-100 px-4 py-3">
            <h2 className="text-sm font-semibold">{t('title')}</h2>
            {unread > 0 ? (
              <button
                type="button"
                onClick={() => markAll.mutate()}
                disabled={markAll.isPending}
                className="rounded text-xs font-semibold text-brand-700 hover:underline disabled:opacity-50"
              >
                {t('markAllRead')}
              </button>
            ) : null}
          </div>
          <div className="max-h-96 overflow-y-auto">
            <QueryState
              query={latest}
              loading={{
                className: 'p-4',
                skeleton: (
                  <div className="space-y-3">
                    {[0, 1, 2].map((i) => (
                      <div key={i} className="flex gap-3">
                        <Skeleton className="size-8 rounded-full" />
                        <div className="flex-1 space-y-2">
                          <Skeleton className="h-3 w-3/4" />
                          <Skeleton className="h-3 w-1/3" />
                        </div>
                      </div>
                    ))}
                  </div>
                ),
              }}
              error={{ ns: 'notifications', fallback: 'loadFailed', className: 'p-4' }}
              empty={
                <div className="flex flex-col items-center px-4 py-8 text-center">
                  <BellOff aria-hidden="true" className="mb-2 size-8 text-ink-400" />
                  <p className="text-sm font-semibold text-ink-800">{t('emptyTitle')}</p>
                  <p className="mt-1 text-xs text-ink-600">{t('emptyText')}</p>
                </div>
              }
            >
              {({ items }) => (
                <ul className="divide-y divide-ink-100">
                  {items.map((n) => (
                    <li key={n.id}>
                      <NotificationRow
                        compact
                        notification={n}
                        onMarkRead={(id) => markOne.mutate(id)}
                        marking={markOne.isPending && markOne.variables === n.id}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </QueryState>
          </div>
          <div className="border-t border-ink-100 p-2">
            <Link to="/notifications" className={buttonClasses('ghost', 'sm', 'w-full')}>
              {t('viewAll')}
            </Link>
          </div>
        </div>
      )}
    </Popover>
  );
}
