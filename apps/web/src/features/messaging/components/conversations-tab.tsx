import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { FileText, Inbox, MessageSquare, Package, Tag } from 'lucide-react';
import type { ConversationSummaryDto } from '@app/shared/messaging';
import { LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatRelative } from '../../../lib/format';
import { useConversations, type ConversationSide } from '../api/list-conversations';
import { pollInterval, useLiveMessages } from '../live-stream';
import { useDataSaver } from '../../../lib/data-saver';

/** The vendor's Inquiries tab (side "vendor") and the buyer's Messages tab (side "buyer"): threads, newest first. */
export function ConversationsTab({ side }: { side: ConversationSide }) {
  const { t } = useTranslation('messaging');
  const live = useLiveMessages();
  const saver = useDataSaver();
  const list = useConversations(side, pollInterval(live, saver));
  const heading = side === 'vendor' ? t('list.vendorTitle') : t('list.buyerTitle');

  const skeleton = (
    <Card className="divide-y divide-ink-100">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-4 p-4">
          <Skeleton className="size-12 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3 w-2/3" />
          </div>
        </div>
      ))}
    </Card>
  );
  return (
    <QueryState
      query={list}
      loading={{ skeleton }}
      error={{ title: t('list.loadFailed') }}
      empty={
        <Card>
          <EmptyState
            headingLevel="h2"
            icon={side === 'vendor' ? <Inbox className="size-7" /> : <MessageSquare className="size-7" />}
            title={side === 'vendor' ? t('list.vendorEmptyTitle') : t('list.buyerEmptyTitle')}
            description={side === 'vendor' ? t('list.vendorEmptyText') : t('list.buyerEmptyText')}
            action={side === 'buyer' ? <LinkButton to="/products">{t('list.browse')}</LinkButton> : undefined}
          />
        </Card>
      }
    >
      {(data) => (
        <section aria-labelledby={`conversations-${side}`}>
          <div className="mb-3 flex items-baseline justify-between gap-3">
            <h2 id={`conversations-${side}`} className="text-lg font-semibold text-ink-900">
              {heading}
            </h2>
            <p className="text-sm text-ink-600">{t('list.unreadSummary', { count: data.unreadTotal })}</p>
          </div>
          <Card>
            <ul className="divide-y divide-ink-100" data-testid="conversation-list">
              {data.items.map((c) => (
                <ConversationRow key={c.id} conversation={c} />
              ))}
            </ul>
          </Card>
        </section>
      )}
    </QueryState>
  );
}

function ConversationRow({ conversation: c }: { conversation: ConversationSummaryDto }) {
  const { t, i18n } = useTranslation('messaging');
  const unread = c.unreadCount > 0;
  const kindIcon =
    c.lastMessageKind === 'offer' ? (
      <Tag aria-hidden="true" className="size-3.5 shrink-0" />
    ) : c.lastMessageKind === 'inquiry' ? (
      <FileText aria-hidden="true" className="size-3.5 shrink-0" />
    ) : null;
  return (
    <li>
      <Link
        to={`/messages/${c.id}`}
        className={cn(
          'flex items-center gap-4 p-4 transition-colors hover:bg-ink-50 focus-visible:bg-ink-50',
          unread && 'bg-brand-50/40',
        )}
      >
        {c.productImageUrl ? (
          <img src={c.productImageUrl} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-ink-100 text-ink-500"
          >
            <Package className="size-5" />
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-3">
            <span className={cn('truncate text-sm text-ink-900', unread ? 'font-semibold' : 'font-medium')}>
              {c.counterpartName}
            </span>
            <time dateTime={c.lastMessageAt} className="shrink-0 text-xs text-ink-500">
              {formatRelative(c.lastMessageAt, i18n.language)}
            </time>
          </span>
          <span className="block truncate text-xs text-brand-800">{c.productName}</span>
          <span
            className={cn('mt-0.5 flex items-center gap-1 truncate text-sm', unread ? 'text-ink-900' : 'text-ink-600')}
          >
            {kindIcon}
            <span className="truncate">{lastMessageText(t, c)}</span>
          </span>
        </span>
        {unread ? (
          <span
            className="flex min-w-6 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white"
            aria-label={t('list.unread', { count: c.unreadCount })}
          >
            {c.unreadCount}
          </span>
        ) : null}
      </Link>
    </li>
  );
}

function lastMessageText(t: (key: string, o?: Record<string, unknown>) => string, c: ConversationSummaryDto): string {
  if (c.lastMessageKind === 'system') return t(`system.${c.lastMessage}`, { defaultValue: c.lastMessage });
  if (c.lastMessageKind === 'offer')
    return c.lastMessage ? t('list.offerWithNote', { note: c.lastMessage }) : t('list.offerSent');
  if (c.lastMessageKind === 'counter')
    return c.lastMessage ? t('list.counterWithNote', { note: c.lastMessage }) : t('list.counterSent');
  return c.lastMessage || t('list.attachmentOnly');
}
