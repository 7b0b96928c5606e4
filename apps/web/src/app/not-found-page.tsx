import { useTranslation } from '../i18n/use-translation';
import { Compass } from 'lucide-react';
import { LinkButton } from '../components/ui/button';
import { Container } from '../components/ui/page';
import { useDocumentTitle } from '../lib/use-document-title';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <Container className="flex min-h-[55vh] flex-col items-center justify-center py-16 text-center">
      <div
        aria-hidden="true"
        className="mb-4 flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700"
      >
        <Compass className="size-8" />
      </div>
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-1 text-3xl font-bold text-ink-900">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-md text-ink-600">{t('notFound.text')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <LinkButton to="/">{t('nav.backHome')}</LinkButton>
        <LinkButton to="/products" variant="outline">
          {t('nav.browseProducts')}
        </LinkButton>
      </div>
    </Container>
  );
}
