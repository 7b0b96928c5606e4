import { useEffect, useId, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { Activity, Bell, ClipboardList, LayoutDashboard, LogOut, Menu, Settings, Shield, X } from 'lucide-react';
import type { UserDto } from '@app/shared/auth';
import { buttonClasses } from '../../components/ui/button';
import { dashboardPathFor } from '../../features/auth/redirect';
import { useSignOut } from '../../features/auth/use-sign-out';
import { cn } from '../../lib/cn';
import { CurrencySwitcher } from '../../features/fx/public';
import { DataSaverSwitch } from '../../components/data-saver-switch';
import { LanguageSwitcher } from './language-switcher';
import { NAV_LINKS, buyingRequestsPath } from './nav-links';
import { RoleBadges } from './role-badges';
import { UserAvatar } from './user-avatar';

const rowClass = 'flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium text-ink-800 hover:bg-ink-100';

/**
 * The navigation below the lg breakpoint: a disclosure panel under the header bar. `always` keeps it on wider screens
 * too, when the header's links do not all fit there (long labels in some languages).
 */
export function MobileMenu({
  user,
  loading,
  always = false,
}: {
  user: UserDto | null;
  loading: boolean;
  always?: boolean;
}) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const uid = useId();
  const { signOut, pending } = useSignOut();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const showAdmin = user ? user.activeRole === 'admin' || user.isAdmin : false;
  const rfqs = user ? buyingRequestsPath(user) : null;

  return (
    <div className={always ? undefined : 'lg:hidden'}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${uid}-menu`}
        onClick={() => setOpen((v) => !v)}
        className="flex size-10 items-center justify-center rounded-lg text-ink-700 hover:bg-ink-100"
        aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
      </button>
      <div
        id={`${uid}-menu`}
        hidden={!open}
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a[href], [data-popover-close]')) setOpen(false);
        }}
        className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-ink-200 bg-white px-4 pb-6 pt-2 shadow-[var(--shadow-pop)]"
      >
        <nav aria-label={t('nav.mobileLabel')}>
          <ul className="space-y-1">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) => cn(rowClass, isActive && 'bg-brand-50 text-brand-900')}
                >
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-4 border-t border-ink-100 pt-4">
          <LanguageSwitcher className="mb-3" selectClassName="w-full border-ink-300! bg-white" />
          <CurrencySwitcher className="mb-3" selectClassName="w-full border-ink-300! bg-white" />
          <DataSaverSwitch className="mb-4 px-1" />
          {loading ? null : user ? (
            <div>
              <div className="mb-3 flex items-center gap-3 px-3">
                <UserAvatar name={user.name} />
                <div className="min-w-0">
                  <p className="truncate text-sm font-semibold">{user.name}</p>
                  <p className="truncate text-xs text-ink-600">{user.email}</p>
                </div>
              </div>
              <div className="mb-3 px-3">
                <RoleBadges user={user} />
              </div>
              <ul className="space-y-1">
                <li>
                  <Link to={dashboardPathFor(user)} className={rowClass}>
                    <LayoutDashboard aria-hidden="true" className="size-5 text-ink-500" />
                    {t('user.dashboard')}
                  </Link>
                </li>
                <li>
                  <Link to="/notifications" className={rowClass}>
                    <Bell aria-hidden="true" className="size-5 text-ink-500" />
                    {t('user.notifications')}
                  </Link>
                </li>
                {rfqs ? (
                  <li>
                    <Link to={rfqs} className={rowClass}>
                      <ClipboardList aria-hidden="true" className="size-5 text-ink-500" />
                      {t('user.buyingRequests')}
                    </Link>
                  </li>
                ) : null}
                {showAdmin ? (
                  <>
                    <li>
                      <Link to="/admin/dashboard" className={rowClass}>
                        <Shield aria-hidden="true" className="size-5 text-ink-500" />
                        {t('user.adminConsole')}
                      </Link>
                    </li>
                    <li>
                      <Link to="/admin/monitor" className={rowClass}>
                        <Activity aria-hidden="true" className="size-5 text-ink-500" />
                        {t('user.monitorDashboard')}
                      </Link>
                    </li>
                  </>
                ) : null}
                <li>
                  <Link to="/settings" className={rowClass}>
                    <Settings aria-hidden="true" className="size-5 text-ink-500" />
                    {t('user.settings')}
                  </Link>
                </li>
                <li>
                  <button
                    type="button"
                    onClick={signOut}
                    disabled={pending}
                    data-popover-close
                    className={cn(rowClass, 'w-full text-red-700 hover:bg-red-50')}
                  >
                    <LogOut aria-hidden="true" className="size-5" />
                    {t('user.signOut')}
                  </button>
                </li>
              </ul>
            </div>
          ) : (
            <div className="grid grid-cols-2 gap-2">
              <Link to="/login" className={buttonClasses('outline', 'lg')}>
                {t('nav.login')}
              </Link>
              <Link to="/register" className={buttonClasses('primary', 'lg')}>
                {t('nav.getStarted')}
              </Link>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
