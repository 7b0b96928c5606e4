import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { LifeBuoy } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog, useConfirm } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field, FormAlert, Select, Textarea } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { Table, TBody, TD, TH, THead, TR } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { formatDateTime } from '../../../lib/format';
import { useCloseSupportTicket } from '../api/close-support-ticket';
import { TICKET_STATUSES, useSupportTickets, type SupportTicket, type TicketStatus } from '../api/list-support-tickets';
import { useReplySupportTicket } from '../api/reply-support-ticket';
import { ConciergeConversationLink } from './concierge-conversation-link';
import { serverMessage } from '../lib/server-message';

const TICKET_TONES: Record<TicketStatus, BadgeTone> = { open: 'amber', answered: 'blue', closed: 'neutral' };

export function SupportTab() {
  const { t, i18n } = useTranslation('admin');
  const [status, setStatus] = useState<TicketStatus | ''>('open');
  const tickets = useSupportTickets(status);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = tickets.data?.items.find((x) => x.id === openId) ?? null;

  return (
    <div className="space-y-4">
      <Field label={t('console.support.statusFilter')} className="w-full sm:w-64">
        <Select value={status} onChange={(e) => setStatus(e.target.value as TicketStatus | '')}>
          <option value="">{t('console.all')}</option>
          {TICKET_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`console.support.status.${s}`)}
            </option>
          ))}
        </Select>
      </Field>
      <QueryState
        query={tickets}
        loading={{ look: 'rows' }}
        error={{ ns: 'admin', fallback: 'console.support.failed' }}
        empty={
          <Card>
            <EmptyState
              icon={<LifeBuoy className="size-7" />}
              title={t('console.support.emptyTitle')}
              description={t('console.support.emptyText')}
            />
          </Card>
        }
      >
        {({ items }) => (
          <Table className="relative" caption={t('console.support.caption')}>
            <THead>
              <TR>
                <TH>{t('console.support.reference')}</TH>
                <TH>{t('console.support.subject')}</TH>
                <TH>{t('console.support.from')}</TH>
                <TH>{t('console.support.received')}</TH>
                <TH>{t('console.status')}</TH>
                <TH>
                  <span className="sr-only">{t('console.actions')}</span>
                </TH>
              </TR>
            </THead>
            <TBody>
              {items.map((tk) => (
                <TR key={tk.id}>
                  <TD className="font-mono" dir="ltr">
                    {tk.reference}
                  </TD>
                  <TD className="max-w-72">
                    <span className="font-medium">{tk.subject}</span>
                    {tk.source === 'quote_request' ? (
                      <Badge tone="purple" className="ms-2">
                        {t('console.support.quote')}
                      </Badge>
                    ) : null}
                  </TD>
                  <TD>
                    {tk.name}
                    <span className="block text-xs text-ink-500" dir="ltr">
                      {tk.email}
                    </span>
                  </TD>
                  <TD>{formatDateTime(tk.createdAt, i18n.language)}</TD>
                  <TD>
                    <Badge tone={TICKET_TONES[tk.status]}>{t(`console.support.status.${tk.status}`)}</Badge>
                  </TD>
                  <TD className="text-end">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setOpenId(tk.id)}
                      aria-label={t('console.support.openNamed', { reference: tk.reference })}
                    >
                      {t('console.support.open')}
                    </Button>
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </QueryState>
      {open ? <TicketDialog ticket={open} onClose={() => setOpenId(null)} /> : null}
    </div>
  );
}

function TicketDialog({ ticket, onClose }: { ticket: SupportTicket; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const confirm = useConfirm();
  const reply = useReplySupportTicket();
  const close = useCloseSupportTicket();
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const empty = message.trim().length === 0;

  const closeTicket = async () => {
    const ok = await confirm({
      title: t('console.support.closeTitle'),
      message: t('console.support.closeText', { reference: ticket.reference }),
      confirmLabel: t('console.support.close'),
    });
    if (!ok) return;
    close.mutate(ticket.id, {
      onSuccess: () => {
        toast.success(t('console.support.closed', { reference: ticket.reference }));
        onClose();
      },
      onError: (e) => setError(serverMessage(t, e, 'console.actionFailed')),
    });
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={ticket.subject}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-mono" dir="ltr">
            {ticket.reference}
          </span>
          <Badge tone={TICKET_TONES[ticket.status]}>{t(`console.support.status.${ticket.status}`)}</Badge>
          <span>{formatDateTime(ticket.createdAt, i18n.language)}</span>
        </span>
      }
      footer={
        <>
          {ticket.status !== 'closed' ? (
            <Button variant="outline" onClick={() => void closeTicket()} loading={close.isPending}>
              {t('console.support.close')}
            </Button>
          ) : null}
          <Button type="submit" form="ticket-reply-form" loading={reply.isPending}>
            {t('console.support.sendReply')}
          </Button>
        </>
      }
    >
      <div className="space-y-4 text-sm">
        <p className="text-ink-700">
          {t('console.support.fromLine', { name: ticket.name, category: ticket.category })}{' '}
          <a href={`mailto:${ticket.email}`} className="text-brand-700 underline" dir="ltr">
            {ticket.email}
          </a>
        </p>
        <blockquote className="max-h-60 overflow-y-auto whitespace-pre-wrap rounded-lg border-s-4 border-brand-200 bg-ink-50 p-3 text-ink-900">
          {ticket.message}
        </blockquote>
        <ConciergeConversationLink ticket={ticket} />
        <form
          id="ticket-reply-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setTouched(true);
            if (empty) return;
            setError(null);
            reply.mutate(
              { id: ticket.id, message: message.trim() },
              {
                onSuccess: () => {
                  toast.success(t('console.support.replied', { email: ticket.email }));
                  onClose();
                },
                onError: (err) => setError(serverMessage(t, err, 'console.actionFailed')),
              },
            );
          }}
        >
          <Field
            label={t('console.support.reply')}
            hint={t('console.support.replyHint')}
            required
            error={touched && empty ? t('console.support.replyRequired') : undefined}
          >
            <Textarea value={message} onChange={(e) => setMessage(e.target.value)} rows={5} maxLength={5000} />
          </Field>
        </form>
        {error ? <FormAlert>{error}</FormAlert> : null}
      </div>
    </Dialog>
  );
}
