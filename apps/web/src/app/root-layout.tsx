import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Header } from './header/header';
import { Footer } from './footer';
import { PageSpinner } from '../components/ui/spinner';

export function RootLayout() {
  const { t } = useTranslation('common');
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="skip-link rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white shadow-lg"
      >
        {t('nav.skipToContent')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
