import { Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { buttonClasses } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { BrandLogo } from '../../components/brand-logo';
import { useAuth } from '../use-auth';
import { CurrencySwitcher } from '../../features/fx/public';
import { cn } from '../../lib/cn';
import { lazyNamed } from '../../lib/lazy';
import { CartLink } from './cart-link';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { NAV_LINKS } from './nav-links';

/**
 * Which of the header's links wrap past their one line (the line's box hides them): those are taken out of the tab
 * order, and the menu button stays available so no link is out of reach (long labels in some languages).
 */
function useLinksOverflow() {
  const ref = useRef<HTMLUListElement>(null);
  const [wrapped, setWrapped] = useState<readonly boolean[]>([]);
  useEffect(() => {
    const list = ref.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const items = Array.from(list.children) as HTMLElement[];
      const top = items[0]?.offsetTop ?? 0;
      const next = items.map((li) => li.offsetParent !== null && li.offsetTop > top + 1);
      setWrapped((prev) => (prev.length === next.length && prev.every((v, i) => v === next[i]) ? prev : next));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    for (const li of Array.from(list.children)) observer.observe(li);
    measure();
    return () => observer.disconnect();
  }, []);
  return { ref, wrapped, overflow: wrapped.some(Boolean) };
}

const SignedInControls = lazyNamed(() => import('./signed-in-controls'), 'SignedInControls');

/** The space the bell and account menu take while their chunk arrives (no shift when they appear). */
function ControlsPlaceholder({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-2" aria-busy="true" aria-label={label}>
      <Skeleton className="size-9 rounded-full" />
      <Skeleton className="hidden h-9 w-24 rounded-lg md:block" />
    </div>
  );
}

export function Header() {
  const { t } = useTranslation('common');
  const { user, status } = useAuth();
  const loading = status === 'loading';
  const links = useLinksOverflow();

  return (
    <header className="sticky top-0 z-30 border-b border-ink-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="me-2 shrink-0 rounded-lg" aria-label={t('nav.homeLabel')}>
          <BrandLogo />
        </Link>

        <nav aria-label={t('nav.mainLabel')} className="hidden min-w-0 flex-1 lg:block">
          {/* One line: links that do not fit wrap out of sight (the menu button then offers them all). */}
          <ul ref={links.ref} className="flex h-10 flex-wrap items-center gap-0.5 overflow-hidden">
            {NAV_LINKS.map((link, i) => (
              <li key={link.to} className={cn(i >= 3 && 'hidden xl:block', links.wrapped[i] && 'invisible')}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-lg px-2.5 py-2 text-sm font-medium whitespace-nowrap',
                      isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-700 hover:bg-ink-100 hover:text-ink-900',
                    )
                  }
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ms-auto flex shrink-0 items-center gap-1">
          <LanguageSwitcher className="hidden sm:flex" />
          <CurrencySwitcher className="hidden sm:flex" />
          <CartLink />
          {loading ? (
            <ControlsPlaceholder label={t('ui.loading')} />
          ) : user ? (
            <Suspense fallback={<ControlsPlaceholder label={t('ui.loading')} />}>
              <SignedInControls />
            </Suspense>
          ) : (
            <div className="hidden items-center gap-1 md:flex">
              <Link to="/login" className={buttonClasses('ghost')}>
                {t('nav.login')}
              </Link>
              <Link to="/register" className={buttonClasses('primary')}>
                {t('nav.getStarted')}
              </Link>
            </div>
          )}
          <MobileMenu user={user} loading={loading} always={links.overflow} />
        </div>
      </div>
    </header>
  );
}
