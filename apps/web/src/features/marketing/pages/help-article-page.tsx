import { useTranslation } from '../../../i18n/use-translation';
import { useParams, useSearchParams } from 'react-router';
import { Bot, FileQuestion, HelpCircle } from 'lucide-react';
import { RTL_LANGUAGES } from '@app/shared/constants';
import { LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { SkeletonText } from '../../../components/ui/skeleton';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHelpArticle } from '../api/get-help-article';
import { asLanguage } from '../components/concierge-answers';
import { PageHero } from '../components/page-hero';

/** /help/:slug — a knowledge base article: where the concierge's "Source" links lead. */
export function HelpArticlePage() {
  const { t, i18n } = useTranslation('concierge');
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const lang = asLanguage(params.get('lang') ?? i18n.language);
  const article = useHelpArticle(slug, lang);
  useDocumentTitle(article.data?.title ?? t('help.eyebrow'));

  return (
    <>
      <PageHero eyebrow={t('help.eyebrow')} title={article.data?.title ?? t('help.eyebrow')} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
        {isApiError(article.error) && article.error.code === 'NOT_FOUND' ? (
          <EmptyState
            icon={<FileQuestion className="size-7" />}
            title={t('help.notFoundTitle')}
            description={t('help.notFoundText')}
          />
        ) : (
          <QueryState
            query={article}
            loading={{
              skeleton: (
                <Card className="p-6">
                  <SkeletonText lines={6} />
                </Card>
              ),
            }}
            error={{ ns: 'concierge', fallback: 'help.failed' }}
          >
            {(data) => (
              <Card className="p-6">
                <article
                  lang={data.language}
                  dir={RTL_LANGUAGES.includes(data.language) ? 'rtl' : 'ltr'}
                  className="space-y-4 text-ink-800"
                >
                  {data.body.split(/\n\s*\n/).map((p, i) => (
                    <p key={i} className="whitespace-pre-wrap leading-relaxed">
                      {p}
                    </p>
                  ))}
                </article>
                <p className="mt-6 text-xs text-ink-500">
                  {t('help.updated', { date: formatDateTime(data.updatedAt, i18n.language) })}
                </p>
              </Card>
            )}
          </QueryState>
        )}
        <div className="mt-6 flex flex-wrap gap-3">
          <LinkButton to="/faq" variant="outline" icon={<HelpCircle aria-hidden="true" className="size-4" />}>
            {t('help.back')}
          </LinkButton>
          <LinkButton to="/ai?chat=open" icon={<Bot aria-hidden="true" className="size-4" />}>
            {t('help.ask')}
          </LinkButton>
        </div>
      </div>
    </>
  );
}
