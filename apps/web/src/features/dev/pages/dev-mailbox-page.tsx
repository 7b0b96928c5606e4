import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Inbox, MailOpen, RefreshCw, ServerOff } from 'lucide-react';
import { Accordion } from '../../../components/ui/accordion';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field, Input } from '../../../components/ui/field';
import { Page, PageHeader } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMailbox } from '../api/get-mailbox';
import { LinkifiedText } from '../components/linkified-text';

/** Development helper: every e-mail the server wrote to its outbox, with clickable links. */
export function DevMailboxPage() {
  const { t, i18n } = useTranslation('admin');
  useDocumentTitle(t('mailbox.title'));
  const [filter, setFilter] = useState('');
  const [to, setTo] = useState('');
  const mailbox = useMailbox(to);
  const disabled = mailbox.error instanceof ApiError && mailbox.error.status === 404;

  return (
    <Page className="max-w-4xl">
      <PageHeader
        eyebrow={t('mailbox.eyebrow')}
        title={t('mailbox.title')}
        description={t('mailbox.subtitle')}
        actions={
          disabled ? null : (
            <Button
              variant="outline"
              icon={<RefreshCw aria-hidden="true" className="size-4" />}
              loading={mailbox.isFetching}
              onClick={() => void mailbox.refetch()}
            >
              {t('common:ui.refresh')}
            </Button>
          )
        }
      />
      {disabled ? (
        <Card>
          <EmptyState
            icon={<ServerOff className="size-7" />}
            title={t('mailbox.disabledTitle')}
            description={t('mailbox.disabledText')}
            headingLevel="h2"
          />
        </Card>
      ) : (
        <>
          <form
            className="mb-6 flex flex-wrap items-end gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              setTo(filter.trim().toLowerCase());
            }}
          >
            <Field label={t('mailbox.filterLabel')} className="min-w-56 flex-1">
              <Input
                type="email"
                value={filter}
                onChange={(e) => setFilter(e.target.value)}
                placeholder="name@example.com"
                dir="ltr"
              />
            </Field>
            <Button type="submit" variant="secondary">
              {t('mailbox.filter')}
            </Button>
            {to ? (
              <Button
                variant="ghost"
                onClick={() => {
                  setFilter('');
                  setTo('');
                }}
              >
                {t('mailbox.clearFilter')}
              </Button>
            ) : null}
          </form>
          <QueryState
            query={mailbox}
            loading={{ look: 'rows', count: 3 }}
            error={{ ns: 'admin', fallback: 'mailbox.failed' }}
            empty={
              <Card>
                <EmptyState
                  icon={<Inbox className="size-7" />}
                  title={t('mailbox.emptyTitle')}
                  description={t('mailbox.emptyText')}
                  headingLevel="h2"
                />
              </Card>
            }
          >
            {({ items }) => (
              <Accordion
                multiple
                headingLevel="h2"
                defaultOpen={items[0] ? [items[0].id] : []}
                items={items.map((m) => ({
                  id: m.id,
                  title: (
                    <span className="flex min-w-0 flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
                      <MailOpen aria-hidden="true" className="hidden size-4 shrink-0 text-ink-400 sm:block" />
                      <span className="min-w-0 flex-1 truncate">{m.subject}</span>
                      <span className="flex flex-wrap items-center gap-2 text-xs font-normal text-ink-600">
                        <span dir="ltr">{m.to}</span>
                        <Badge tone={m.status === 'sent' ? 'green' : m.status === 'failed' ? 'red' : 'neutral'}>
                          {m.status}
                        </Badge>
                        <time dateTime={m.createdAt}>{formatDateTime(m.createdAt, i18n.language)}</time>
                      </span>
                    </span>
                  ),
                  content: (
                    <pre
                      dir="auto"
                      className="whitespace-pre-wrap break-words rounded-lg bg-ink-50 p-4 font-sans text-sm leading-relaxed text-ink-800"
                    >
                      <LinkifiedText text={m.text} />
                    </pre>
                  ),
                }))}
              />
            )}
          </QueryState>
        </>
      )}
    </Page>
  );
}
