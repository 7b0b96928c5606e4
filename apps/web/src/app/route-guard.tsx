import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import { ShieldAlert } from 'lucide-react';
import type { Role } from '@app/shared/constants';
import { useAuth } from './use-auth';
import { useSwitchActiveRole } from '../features/auth/api/switch-active-role';
import { dashboardPathFor } from '../features/auth/redirect';
import { PageSpinner } from '../components/ui/spinner';
import { Button, LinkButton } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { Container } from '../components/ui/page';
import { FormAlert } from '../components/ui/field';
import { useDocumentTitle } from '../lib/use-document-title';

/**
 * Route guard of spec 6: spinner while the session loads; signed-out users go to /login?next=<path>;
 * a wrong active role shows Access Denied (admins pass every guard).
 */
export function RequireAuth({ roles, children }: { roles?: readonly Role[]; children: ReactNode }) {
  const { user, status } = useAuth();
  const location = useLocation();

  if (status === 'loading') return <PageSpinner />;
  if (!user) {
    const next = `${location.pathname}${location.search}${location.hash}`;
    return (
      <>
        <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />
        <PageSpinner />
      </>
    );
  }
  if (roles && !roles.includes(user.activeRole) && !user.isAdmin) {
    return <AccessDenied allowed={roles} />;
  }
  return <>{children}</>;
}

function AccessDenied({ allowed }: { allowed: readonly Role[] }) {
  const { t } = useTranslation('common');
  const { user } = useAuth();
  const switchRole = useSwitchActiveRole();
  useDocumentTitle(t('guard.accessDenied'));
  if (!user) return null;
  const multiRole = user.roles.length > 1;
  const switchable = user.roles.filter((r) => r !== user.activeRole && allowed.includes(r));

  return (
    <Container className="flex justify-center py-16">
      <Card className="w-full max-w-lg p-8 text-center">
        <div
          aria-hidden="true"
          className="mx-auto mb-4 flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-700"
        >
          <ShieldAlert className="size-7" />
        </div>
        <h1 className="text-2xl font-bold text-ink-900">{t('guard.accessDenied')}</h1>
        <p className="mt-2 text-ink-700">{t('guard.noPermission')}</p>
        {multiRole ? <p className="mt-2 text-sm text-ink-600">{t('guard.trySwitching')}</p> : null}
        {switchRole.isError ? (
          <div className="mt-4 text-start">
            <FormAlert>{t('guard.switchFailed')}</FormAlert>
          </div>
        ) : null}
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          {switchable.map((role) => (
            <Button
              key={role}
              loading={switchRole.isPending && switchRole.variables === role}
              disabled={switchRole.isPending}
              onClick={() => switchRole.mutate(role)}
            >
              {t('guard.switchTo', { role: t(`roles.${role}`) })}
            </Button>
          ))}
          {multiRole && switchable.length === 0 ? (
            <LinkButton to="/settings?tab=account" variant="outline">
              {t('guard.openSettings')}
            </LinkButton>
          ) : null}
          <LinkButton to={dashboardPathFor(user)} variant={switchable.length ? 'outline' : 'primary'}>
            {t('guard.goToDashboard')}
          </LinkButton>
        </div>
      </Card>
    </Container>
  );
}
