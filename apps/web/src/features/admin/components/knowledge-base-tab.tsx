import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BookOpen, MessagesSquare, Plus, Search } from 'lucide-react';
import { LANGUAGES, RTL_LANGUAGES, type Language } from '@app/shared/constants';
import { kbArticleInput, type KbArticle } from '@app/shared/concierge';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, useConfirm } from '../../../components/ui/dialog';
import { Field, FormAlert, Input, Select, Textarea } from '../../../components/ui/field';
import { SkeletonText } from '../../../components/ui/skeleton';
import { Table, TBody, TD, TH, THead, TR } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useDeleteKbArticle } from '../api/delete-kb-article';
import { useConciergeConversation } from '../api/get-concierge-conversation';
import { useKbArticles } from '../api/list-kb-articles';
import { useSaveKbArticle } from '../api/save-kb-article';
import { EmptyCard, QueryError, TableSkeleton } from './query-states';
import { issueFields } from '../../../lib/error-message';

type Editing = { mode: 'create' } | { mode: 'edit'; article: KbArticle };

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

      {articles.isPending ? (
        <TableSkeleton />
      ) : articles.isError ? (
        <QueryError error={articles.error} onRetry={() => void articles.refetch()} fallbackKey="concierge:kb.failed" />
      ) : shown.length === 0 ? (
        <EmptyCard icon={<Search className="size-7" />} title={t('kb.emptyTitle')} text={t('kb.emptyText')} />
      ) : (
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
      {editing ? (
        <ArticleDialog editing={editing} defaultLanguage={language || 'en'} onClose={() => setEditing(null)} />
      ) : null}
      {conversationId ? <ConversationDialog id={conversationId} onClose={closeConversation} /> : null}
    </div>
  );
}

function ArticleDialog({
  editing,
  defaultLanguage,
  onClose,
}: {
  editing: Editing;
  defaultLanguage: Language;
  onClose: () => void;
}) {
  const { t } = useTranslation('concierge');
  const { t: tAdmin } = useTranslation('admin');
  const toast = useToast();
  const save = useSaveKbArticle();
  const initial = editing.mode === 'edit' ? editing.article : null;
  const [slug, setSlug] = useState(initial?.slug ?? '');
  const [lang, setLang] = useState<Language>(initial?.language ?? defaultLanguage);
  const [title, setTitle] = useState(initial?.title ?? '');
  const [body, setBody] = useState(initial?.body ?? '');
  const [tags, setTags] = useState(initial?.tags.join(', ') ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const submit = () => {
    const input = {
      slug: slug.trim(),
      language: lang,
      title,
      body,
      tags: tags
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    };
    const parsed = kbArticleInput.safeParse(input);
    if (!parsed.success) {
      setErrors(issueFields(t, parsed.error));
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(
      { ...parsed.data, ...(initial ? { id: initial.id } : {}) },
      {
        onSuccess: () => {
          toast.success(t('kb.saved'));
          onClose();
        },
        onError: (err) => {
          if (isApiError(err) && err.code === 'CONFLICT') setErrors({ slug: t('kb.slugTaken') });
          else if (isApiError(err) && Object.keys(err.fields).length > 0) setErrors(err.fields);
          else setFormError(t('kb.saveFailed'));
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={initial ? t('kb.editTitle') : t('kb.createTitle')}
      icon={
        <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <BookOpen className="size-5" />
        </span>
      }
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('kb.cancel')}
          </Button>
          <Button type="submit" form="kb-article-form" loading={save.isPending}>
            {t('kb.save')}
          </Button>
        </>
      }
    >
      <form
        id="kb-article-form"
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <Field label={t('kb.slug')} hint={t('kb.slugHint')} error={errors.slug} required>
            <Input value={slug} onChange={(e) => setSlug(e.target.value)} dir="ltr" maxLength={80} autoComplete="off" />
          </Field>
          <Field label={t('kb.language')} required>
            <Select value={lang} onChange={(e) => setLang(e.target.value as Language)}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {tAdmin(`marketing:languages.${l}`, { defaultValue: l })}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field label={t('kb.articleTitle')} error={errors.title} required>
          <Input
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            maxLength={200}
            dir={RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr'}
          />
        </Field>
        <Field label={t('kb.body')} hint={t('kb.bodyHint')} error={errors.body} required>
          <Textarea
            value={body}
            onChange={(e) => setBody(e.target.value)}
            rows={10}
            maxLength={10000}
            dir={RTL_LANGUAGES.includes(lang) ? 'rtl' : 'ltr'}
          />
        </Field>
        <Field label={t('kb.tags')} hint={t('kb.tagsHint')} error={errors.tags} optional>
          <Input value={tags} onChange={(e) => setTags(e.target.value)} />
        </Field>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
      </form>
    </Dialog>
  );
}

/** An escalated concierge conversation, opened from the link in its support ticket. */
function ConversationDialog({ id, onClose }: { id: string; onClose: () => void }) {
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
      {conversation.isPending ? (
        <SkeletonText lines={5} />
      ) : conversation.isError ? (
        <FormAlert>{t('kb.conversationFailed')}</FormAlert>
      ) : data!.messages.length === 0 ? (
        <p className="text-sm text-ink-600">{t('kb.conversationEmpty')}</p>
      ) : (
        <ol className="max-h-[60vh] space-y-3 overflow-y-auto text-sm" data-testid="conversation-log">
          {data!.messages.map((m) => (
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
    </Dialog>
  );
}
