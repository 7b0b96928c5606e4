import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { Bell, Check, ClipboardList, KeyRound, ShieldCheck, ShieldOff, LifeBuoy, Repeat, Sparkles } from 'lucide-react';
import type { NotificationDto } from '@app/shared/auth';
import { formatDateTime, formatRelative } from '../../../lib/format';
import { cn } from '../../../lib/cn';
import { notificationLink, notificationText } from './notification-text';

function KindIcon({ kind }: { kind: string }) {
  const cls = 'size-4';
  if (kind === 'welcome') return <Sparkles className={cls} />;
  if (kind === 'security.password_changed') return <KeyRound className={cls} />;
  if (kind === 'security.two_factor_enabled') return <ShieldCheck className={cls} />;
  if (kind === 'security.two_factor_disabled') return <ShieldOff className={cls} />;
  if (kind.startsWith('support.')) return <LifeBuoy className={cls} />;
  if (kind === 'account.role_switched') return <Repeat className={cls} />;
  if (kind.startsWith('rfq.')) return <ClipboardList className={cls} />;
  return <Bell className={cls} />;
}

export function NotificationRow({
  notification,
  onMarkRead,
  marking,
  compact = false,
}: {
  notification: NotificationDto;
  onMarkRead: (id: string) => void;
  marking: boolean;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation('notifications');
  const { title, body } = notificationText(t, notification, i18n.language);
  const unread = notification.readAt === null;
  const link = notificationLink(notification);
  return (
    <div className={cn('flex items-start gap-3', compact ? 'px-4 py-3' : 'px-5 py-4', unread && 'bg-brand-50/50')}>
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800"
      >
        <KindIcon kind={notification.kind} />
      </span>
      <div className="min-w-0 flex-1">
        <p className={cn('text-sm text-ink-900', unread ? 'font-semibold' : 'font-medium')}>
          {unread ? <span className="sr-only">{t('unread')}: </span> : null}
          {link ? (
            <Link
              to={link}
              className="hover:underline focus-visible:underline"
              onClick={() => {
                if (unread) onMarkRead(notification.id);
              }}
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </p>
        {body ? <p className="mt-0.5 text-sm text-ink-600">{body}</p> : null}
        <p className="mt-1 text-xs text-ink-500">
          <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt, i18n.language)}>
            {formatRelative(notification.createdAt, i18n.language)}
          </time>
        </p>
      </div>
      {unread ? (
        <button
          type="button"
          onClick={() => onMarkRead(notification.id)}
          disabled={marking}
          className="shrink-0 rounded-md p-1.5 text-brand-700 hover:bg-brand-100 disabled:opacity-50"
          aria-label={t('markOneRead', { title })}
          title={t('markRead')}
        >
          <Check aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
