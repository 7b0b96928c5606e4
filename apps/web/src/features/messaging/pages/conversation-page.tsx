import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link, useParams } from 'react-router';
import { Archive, ArchiveRestore, ArrowLeft, MessageSquareOff, Package, Tag, Wifi, WifiOff } from 'lucide-react';
import { Button, LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useConversation } from '../api/get-conversation';
import { useOffers } from '../api/list-offers';
import { useMarkRead } from '../api/mark-read';
import { useSetConversationStatus } from '../api/set-conversation-status';
import { pollInterval, useLiveMessages } from '../live-stream';
import { useDataSaver } from '../../../lib/data-saver';
import { Composer } from '../components/composer';
import { MessageItem } from '../components/message-item';
import { OfferFormDialog } from '../components/offer-form-dialog';

/** /messages/:conversationId — a buyer–vendor thread: messages, quotes, receipts, live updates. */
export function ConversationPage() {
  const { conversationId = '' } = useParams();
  const { t } = useTranslation('messaging');
  const live = useLiveMessages();
  const saver = useDataSaver();
  const conversation = useConversation(conversationId, pollInterval(live, saver));
  const offers = useOffers(conversationId, pollInterval(live, saver));
  const markRead = useMarkRead();
  const [offerOpen, setOfferOpen] = useState(false);
  const setStatus = useSetConversationStatus(conversationId);
  const bottom = useRef<HTMLDivElement>(null);
  useDocumentTitle(
    conversation.data ? `${conversation.data.counterpartName} · ${conversation.data.productName}` : t('thread.title'),
  );

  const data = conversation.data;
  const lastSeq = data?.messages.at(-1)?.seq ?? 0;
  const unread = data?.unreadCount ?? 0;
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (data && data.myRole !== 'admin' && unread > 0) mark(data.id);
  }, [data, unread, mark]);
  // Follow the newest message (and the quote cards, which load just after their message).
  const offersVersion = offers.dataUpdatedAt;
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [lastSeq, offersVersion]);

  const offerById = useMemo(() => new Map((offers.data?.items ?? []).map((o) => [o.id, o])), [offers.data]);
  const lastMineSeq = useMemo(
    () => [...(data?.messages ?? [])].reverse().find((m) => m.mine && m.kind !== 'system')?.seq,
    [data],
  );

  if (conversation.error instanceof ApiError && conversation.error.code === 'NOT_FOUND') {
    return (
      <Page>
        <Card>
          <EmptyState
            headingLevel="h2"
            icon={<MessageSquareOff className="size-7" />}
            title={t('thread.notFoundTitle')}
            description={t('thread.notFoundText')}
            action={<LinkButton to="/dashboard">{t('thread.backToDashboard')}</LinkButton>}
          />
        </Card>
      </Page>
    );
  }

  return (
    <QueryState
      query={conversation}
      loading={{ look: 'spinner' }}
      error={{ title: t('thread.loadFailed') }}
      frame={(state) => <Page>{state}</Page>}
    >
      {(data) => {
        const back =
          data.myRole === 'vendor'
            ? '/vendor/dashboard?tab=inquiries'
            : data.myRole === 'buyer'
              ? '/buyer/dashboard?tab=messages'
              : '/admin/dashboard';
        // A buying request's thread: its quotes are sent and compared on the request's page.
        const canQuote = data.myRole === 'vendor' && data.productId !== null && data.rfqId === null;
        return (
          <Page>
            <div className="mx-auto max-w-4xl">
              <Link
                to={back}
                className="mb-4 inline-flex items-center gap-1.5 text-sm text-ink-600 hover:text-brand-800"
              >
                <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
                {data.myRole === 'vendor'
                  ? t('thread.backToInquiries')
                  : data.myRole === 'buyer'
                    ? t('thread.backToMessages')
                    : t('thread.backToDashboard')}
              </Link>
              <Card className="flex h-[calc(100vh-12rem)] min-h-[32rem] flex-col overflow-hidden">
                {/* The names get the first line (at least 16rem, then ellipsis); the status and actions wrap below them on a phone. */}
                <header className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-ink-200 px-4 py-3 sm:px-5">
                  <div className="flex min-w-0 flex-1 basis-64 items-center gap-3">
                    {data.productImageUrl ? (
                      <img src={data.productImageUrl} alt="" className="size-11 shrink-0 rounded-lg object-cover" />
                    ) : (
                      <span
                        aria-hidden="true"
                        className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-ink-100 text-ink-500"
                      >
                        <Package className="size-5" />
                      </span>
                    )}
                    <div className="min-w-0 flex-1">
                      <h1
                        className="truncate text-base font-semibold text-ink-900"
                        title={data.counterpartName}
                        data-testid="chat-counterpart"
                      >
                        <bdi>{data.counterpartName}</bdi>
                      </h1>
                      {data.productId ? (
                        <Link
                          to={`/products/${data.productId}`}
                          title={data.productName}
                          className="block truncate text-sm text-brand-800 hover:underline"
                        >
                          <bdi>{data.productName}</bdi>
                        </Link>
                      ) : (
                        <p className="truncate text-sm text-ink-600" title={data.productName}>
                          <bdi>{data.productName}</bdi>
                        </p>
                      )}
                    </div>
                  </div>
                  <div className="ms-auto flex shrink-0 flex-wrap items-center gap-2">
                    <span
                      className="flex items-center gap-1 text-xs text-ink-500"
                      role="status"
                      data-testid="live-status"
                      data-live={live ? 'true' : 'false'}
                    >
                      {live ? (
                        <Wifi aria-hidden="true" className="size-3.5 text-brand-700" />
                      ) : (
                        <WifiOff aria-hidden="true" className="size-3.5" />
                      )}
                      {live ? t('thread.live') : t('thread.polling')}
                    </span>
                    {data.myRole !== 'admin' ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        loading={setStatus.isPending}
                        icon={
                          data.status === 'open' ? (
                            <Archive aria-hidden="true" className="size-4" />
                          ) : (
                            <ArchiveRestore aria-hidden="true" className="size-4" />
                          )
                        }
                        onClick={() => setStatus.mutate(data.status === 'open' ? 'close' : 'reopen')}
                      >
                        {data.status === 'open' ? t('thread.close') : t('thread.reopen')}
                      </Button>
                    ) : null}
                    {data.rfqId ? (
                      <LinkButton
                        size="sm"
                        variant="secondary"
                        to={`/rfqs/${data.rfqId}`}
                        icon={<Tag aria-hidden="true" className="size-4" />}
                      >
                        {t('thread.openRequest')}
                      </LinkButton>
                    ) : null}
                    {canQuote ? (
                      <Button
                        size="sm"
                        icon={<Tag aria-hidden="true" className="size-4" />}
                        onClick={() => setOfferOpen(true)}
                      >
                        {t('thread.sendQuote')}
                      </Button>
                    ) : null}
                  </div>
                </header>
                <div
                  className="flex-1 overflow-y-auto bg-ink-50/60 px-3 py-4 sm:px-5"
                  aria-live="polite"
                  aria-relevant="additions"
                >
                  <ol className="space-y-4" aria-label={t('thread.messagesLabel')}>
                    {data.messages.map((m) => (
                      <MessageItem
                        key={m.id}
                        message={m}
                        offer={m.offerId ? offerById.get(m.offerId) : undefined}
                        viewer={data.myRole}
                        showReceipt={m.seq === lastMineSeq}
                      />
                    ))}
                  </ol>
                  <div ref={bottom} />
                </div>
                {data.status === 'closed' && data.myRole !== 'admin' ? (
                  <p className="border-t border-ink-200 bg-ink-50 px-4 py-2 text-xs text-ink-600">
                    {t('thread.closedNotice')}
                  </p>
                ) : null}
                {data.myRole === 'admin' ? (
                  <p className="border-t border-ink-200 bg-white p-4 text-sm text-ink-600">
                    {t('thread.adminReadOnly')}
                  </p>
                ) : (
                  <Composer conversationId={data.id} />
                )}
              </Card>
            </div>
            {canQuote ? (
              <OfferFormDialog
                open={offerOpen}
                onClose={() => setOfferOpen(false)}
                conversation={data}
                offers={offers.data?.items}
              />
            ) : null}
          </Page>
        );
      }}
    </QueryState>
  );
}
