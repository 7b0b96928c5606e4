import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { Activity, Check, ChevronDown, ClipboardList, LayoutDashboard, LogOut, Settings, Shield } from 'lucide-react';
import type { UserDto } from '@app/shared/auth';
import { Popover } from '../../components/ui/popover';
import { Spinner } from '../../components/ui/spinner';
import { dashboardPathFor } from '../../features/auth/redirect';
import { useRoleSwitch } from '../../features/auth/use-role-switch';
import { useSignOut } from '../../features/auth/use-sign-out';
import { cn } from '../../lib/cn';
import { buyingRequestsPath } from './nav-links';
import { RoleBadges } from './role-badges';
import { UserAvatar } from './user-avatar';

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-start text-sm font-medium text-ink-800 hover:bg-ink-100 hover:text-ink-900';

export function UserMenu({ user }: { user: UserDto }) {
  const { t } = useTranslation('common');
  const { signOut, pending: signingOut } = useSignOut();
  const { switchTo, pending: switching, pendingRole } = useRoleSwitch();
  const showAdmin = user.activeRole === 'admin' || user.isAdmin;
  const rfqs = buyingRequestsPath(user);

  return (
    <Popover
      triggerLabel={t('user.menuLabel', { name: user.name })}
      triggerClassName="flex items-center gap-1 rounded-full p-0.5 pe-1.5 hover:bg-ink-100"
      trigger={
        <>
          <UserAvatar name={user.name} />
          <ChevronDown aria-hidden="true" className="size-4 text-ink-500" />
        </>
      }
      panelClassName="w-[min(18rem,calc(100vw-1.5rem))]"
    >
      {() => (
        <div>
          <div className="border-b border-ink-100 p-4">
            <div className="flex items-center gap-3">
              <UserAvatar name={user.name} className="size-10" />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-ink-900">{user.name}</p>
                <p className="truncate text-xs text-ink-600">{user.email}</p>
              </div>
            </div>
            <div className="mt-3">
              <RoleBadges user={user} />
            </div>
          </div>

          {user.roles.length > 1 ? (
            <div className="border-b border-ink-100 p-2">
              <p
                id="role-switch-heading"
                className="px-3 pb-1 pt-1 text-xs font-semibold uppercase tracking-wide text-ink-500"
              >
                {t('user.switchRole')}
              </p>
              <ul aria-labelledby="role-switch-heading">
                {user.roles.map((role) => {
                  const active = role === user.activeRole;
                  return (
                    <li key={role}>
                      <button
                        type="button"
                        className={cn(itemClass, active && 'bg-brand-50 text-brand-900')}
                        aria-current={active ? 'true' : undefined}
                        disabled={active || switching}
                        data-popover-close
                        onClick={() => switchTo(role)}
                      >
                        <span aria-hidden="true" className="flex size-4 items-center justify-center">
                          {pendingRole === role ? <Spinner size="sm" /> : active ? <Check className="size-4" /> : null}
                        </span>
                        {t(`roles.${role}`)}
                        {active ? <span className="ms-auto text-xs text-brand-700">{t('user.active')}</span> : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          ) : null}

          <nav aria-label={t('user.accountNav')} className="p-2">
            <Link to={dashboardPathFor(user)} className={itemClass}>
              <LayoutDashboard aria-hidden="true" className="size-4 text-ink-500" />
              {t('user.dashboard')}
            </Link>
            {rfqs ? (
              <Link to={rfqs} className={itemClass}>
                <ClipboardList aria-hidden="true" className="size-4 text-ink-500" />
                {t('user.buyingRequests')}
              </Link>
            ) : null}
            {showAdmin ? (
              <>
                <Link to="/admin/dashboard" className={itemClass}>
                  <Shield aria-hidden="true" className="size-4 text-ink-500" />
                  {t('user.adminConsole')}
                </Link>
                <Link to="/admin/monitor" className={itemClass}>
                  <Activity aria-hidden="true" className="size-4 text-ink-500" />
                  {t('user.monitorDashboard')}
                </Link>
              </>
            ) : null}
            <Link to="/settings" className={itemClass}>
              <Settings aria-hidden="true" className="size-4 text-ink-500" />
              {t('user.settings')}
            </Link>
            <button
              type="button"
              className={cn(itemClass, 'text-red-700 hover:bg-red-50 hover:text-red-800')}
              onClick={signOut}
              disabled={signingOut}
              data-popover-close
            >
              {signingOut ? <Spinner size="sm" /> : <LogOut aria-hidden="true" className="size-4" />}
              {t('user.signOut')}
            </button>
          </nav>
        </div>
      )}
    </Popover>
  );
}
