import { Suspense } from 'react';
import { Outlet, useLocation, type Location } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import { Header } from './header/header';
import { Footer } from './footer';
import { PageSpinner } from '../components/ui/spinner';
import { DataSaverStrip } from '../components/data-saver-strip';
import { OfflineBanner } from '../components/offline-banner';
import { RouteErrorBoundary } from './route-error-boundary';
import { ScrollRestoration } from './scroll-restoration';

/**
 * Where a page's scroll position is remembered. The router keys the first page of every document load 'default', so
 * a page reached by a full load (back from a payment provider's site) would get the scroll position of the page the
 * previous document started on (the bottom of a long checkout); such pages are keyed by their address instead.
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

export function RootLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="skip-link rounded-lg bg-brand-800 px-4 py-2 text-sm font-semibold text-white shadow-lg"
      >
        {t('nav.skipToContent')}
      </a>
      <Header />
      <OfflineBanner />
      <DataSaverStrip />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
