import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { MessagesSquare } from 'lucide-react';

const CONVERSATION = /[?&]conversation=([0-9a-f-]{36})/i;

/** For a ticket escalated by the AI concierge: a link to the stored conversation (opens in the knowledge base tab). */
export function ConciergeConversationLink({ ticket }: { ticket: { source: string; message: string } }) {
  const { t } = useTranslation('concierge');
  const id = ticket.source === 'concierge' ? CONVERSATION.exec(ticket.message)?.[1] : undefined;
  if (!id) return null;
  return (
    <Link
      to={`/admin/dashboard?tab=knowledge&conversation=${id}`}
      className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline"
    >
      <MessagesSquare aria-hidden="true" className="size-4" />
      {t('kb.openConversation')}
    </Link>
  );
}
