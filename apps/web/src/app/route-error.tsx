import { Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Button, buttonClasses } from '../components/ui/button';
import { Container } from '../components/ui/page';

/** Shown when a page throws while rendering or a lazy chunk fails to load. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  if (import.meta.env.DEV) console.error(error);
  return (
    <Container className="flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
      <div
        aria-hidden="true"
        className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-700"
      >
        <AlertTriangle className="size-7" />
      </div>
      <h1 className="text-2xl font-bold text-ink-900">{t('errors.pageCrashedTitle')}</h1>
      <p className="mt-2 max-w-md text-ink-600">{t('errors.pageCrashedText')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <Button icon={<RefreshCw aria-hidden="true" className="size-4" />} onClick={() => window.location.reload()}>
          {t('ui.reload')}
        </Button>
        <Link to="/" className={buttonClasses('outline')}>
          {t('nav.backHome')}
        </Link>
      </div>
    </Container>
  );
}
