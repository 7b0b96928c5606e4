import { useTranslation } from '../../../i18n/use-translation';
import { MessagesSquare } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Dialog } from '../../../components/ui/dialog';
import { QueryState } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/format';
import { useConciergeConversation } from '../api/get-concierge-conversation';

/** An escalated concierge conversation, opened from the link in its support ticket. */
export function ConversationDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('concierge');
  const conversation = useConciergeConversation(id);
  const data = conversation.data;
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={t('kb.conversationTitle')}
      description={
        data ? (
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone="neutral">{t(`kb.channel.${data.channel}`)}</Badge>
            {data.ticketReference ? (
              <Badge tone="amber">{t('kb.conversationTicket', { reference: data.ticketReference })}</Badge>
            ) : null}
            <span>{formatDateTime(data.createdAt, i18n.language)}</span>
          </span>
        ) : undefined
      }
      icon={
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <MessagesSquare className="size-5" />
        </span>
      }
    >
      <QueryState
        query={conversation}
        error={{ ns: 'concierge', fallback: 'kb.conversationFailed' }}
        isEmpty={(c) => c.messages.length === 0}
        empty={<p className="text-sm text-ink-600">{t('kb.conversationEmpty')}</p>}
      >
        {(c) => (
          <ol className="max-h-[60vh] space-y-3 overflow-y-auto text-sm" data-testid="conversation-log">
            {c.messages.map((m) => (
              <li key={m.id} className={m.type === 'user' ? 'text-end' : 'text-start'}>
                <span className="block text-xs text-ink-500">
                  {m.type === 'user' ? t('kb.user') : t('kb.bot')} · {formatDateTime(m.timestamp, i18n.language)}
                </span>
                <p
                  lang={m.language}
                  dir="auto"
                  className={`mt-1 inline-block max-w-[85%] whitespace-pre-wrap rounded-2xl px-3 py-2 text-start ${m.type === 'user' ? 'bg-brand-700 text-white' : 'bg-ink-100 text-ink-900'}`}
                >
                  {m.content}
                </p>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </Dialog>
  );
}
