import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { BookOpen } from 'lucide-react';
import { LANGUAGES, RTL_LANGUAGES, type Language } from '@app/shared/constants';
import { kbArticleInput, type KbArticle } from '@app/shared/concierge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, FormAlert, Input, Select, Textarea } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { isApiError } from '../../../lib/api-client';
import { issueFields } from '../../../lib/issue-text';
import { useSaveKbArticle } from '../api/save-kb-article';

export type Editing = { mode: 'create' } | { mode: 'edit'; article: KbArticle };

/** Creates or edits one knowledge-base article. */
export function ArticleDialog({
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
