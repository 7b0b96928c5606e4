import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Plus, Search } from 'lucide-react';
import { LANGUAGES, RTL_LANGUAGES, type Language } from '@app/shared/constants';
import type { KbArticle } from '@app/shared/concierge';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useConfirm } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field, Input, Select } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { Table, TBody, TD, TH, THead, TR } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { formatDateTime } from '../../../lib/format';
import { useDeleteKbArticle } from '../api/delete-kb-article';
import { useKbArticles } from '../api/list-kb-articles';
import { ArticleDialog, type Editing } from './kb-article-dialog';
import { ConversationDialog } from './kb-conversation-dialog';

/** Admin console tab: the concierge's knowledge base (list, search, create, edit, delete) and escalated chats. */
export function KnowledgeBaseTab() {
  const { t, i18n } = useTranslation('concierge');
  const { t: tAdmin } = useTranslation('admin');
  const [language, setLanguage] = useState<Language | ''>('en');
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [params, setParams] = useSearchParams();
  const conversationId = params.get('conversation');
  const articles = useKbArticles(language);
  const remove = useDeleteKbArticle();
  const confirm = useConfirm();
  const toast = useToast();

  const shown = useMemo(() => {
    const q = query.trim().toLocaleLowerCase();
    const items = articles.data?.items ?? [];
    if (!q) return items;
    return items.filter((a) => `${a.slug} ${a.title} ${a.body} ${a.tags.join(' ')}`.toLocaleLowerCase().includes(q));
  }, [articles.data, query]);

  const onDelete = async (a: KbArticle) => {
    const ok = await confirm({
      title: t('kb.deleteTitle'),
      message: t('kb.deleteText', {
        title: a.title,
        language: tAdmin(`marketing:languages.${a.language}`, { defaultValue: a.language }),
      }),
      confirmLabel: t('kb.delete'),
      tone: 'danger',
    });
    if (!ok) return;
    remove.mutate(a.id, {
      onSuccess: () => toast.success(t('kb.deleted')),
      onError: () => toast.error(t('kb.saveFailed')),
    });
  };

  const closeConversation = () => {
    const next = new URLSearchParams(params);
    next.delete('conversation');
    setParams(next, { replace: true });
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0 max-w-2xl">
          <h2 className="text-lg font-semibold text-ink-900">{t('kb.heading')}</h2>
          <p className="text-sm text-ink-600">{t('kb.intro')}</p>
        </div>
        <Button icon={<Plus aria-hidden="true" className="size-4" />} onClick={() => setEditing({ mode: 'create' })}>
          {t('kb.new')}
        </Button>
      </div>
      <div className="flex flex-wrap gap-3">
        <Field label={t('kb.language')} className="w-full sm:w-48">
          <Select value={language} onChange={(e) => setLanguage(e.target.value as Language | '')}>
            <option value="">{t('kb.allLanguages')}</option>
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {tAdmin(`marketing:languages.${l}`, { defaultValue: l })}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('kb.search')} className="w-full sm:w-72">
          <Input type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
        </Field>
      </div>

      <QueryState
        query={articles}
        loading={{ look: 'rows' }}
        error={{ ns: 'concierge', fallback: 'kb.failed' }}
        isEmpty={() => shown.length === 0}
        empty={
          <Card>
            <EmptyState
              icon={<Search className="size-7" />}
              title={t('kb.emptyTitle')}
              description={t('kb.emptyText')}
            />
          </Card>
        }
      >
        {() => (
          <Table caption={t('kb.caption')}>
            <THead>
              <TR>
                <TH>{t('kb.articleTitle')}</TH>
                <TH>{t('kb.language')}</TH>
                <TH>{t('kb.tags')}</TH>
                <TH>{t('kb.updated')}</TH>
                <TH>
                  <span className="sr-only">{tAdmin('console.actions')}</span>
                </TH>
              </TR>
            </THead>
            <TBody>
              {shown.map((a) => (
                <TR key={a.id}>
                  <TD className="max-w-96">
                    <span
                      className="block font-medium text-ink-900"
                      lang={a.language}
                      dir={RTL_LANGUAGES.includes(a.language) ? 'rtl' : 'ltr'}
                    >
                      {a.title}
                    </span>
                    <span className="block font-mono text-xs text-ink-500" dir="ltr">
                      {a.slug}
                    </span>
                  </TD>
                  <TD>
                    <Badge tone="blue">{a.language.toUpperCase()}</Badge>
                  </TD>
                  <TD className="text-xs text-ink-600">{a.tags.join(', ')}</TD>
                  <TD className="whitespace-nowrap">{formatDateTime(a.updatedAt, i18n.language)}</TD>
                  <TD className="whitespace-nowrap text-end">
                    <div className="inline-flex gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setEditing({ mode: 'edit', article: a })}
                        aria-label={t('kb.editNamed', { title: a.title })}
                      >
                        {t('kb.edit')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => void onDelete(a)}
                        aria-label={t('kb.deleteNamed', { title: a.title })}
                      >
                        {t('kb.delete')}
                      </Button>
                    </div>
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
        )}
      </QueryState>
      {editing ? (
        <ArticleDialog editing={editing} defaultLanguage={language || 'en'} onClose={() => setEditing(null)} />
      ) : null}
      {conversationId ? <ConversationDialog id={conversationId} onClose={closeConversation} /> : null}
    </div>
  );
}
