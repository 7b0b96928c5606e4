import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ROLES, type Role } from '@app/shared/constants';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Checkbox, FormAlert } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { formatDate } from '../../../lib/format';
import { useAuth } from '../../../app/use-auth';
import type { AdminUser } from '../api/list-users';
import { useReinstateUser } from '../api/reinstate-user';
import { useSuspendUser } from '../api/suspend-user';
import { useUpdateUserRoles } from '../api/update-user-roles';
import { serverMessage } from '../lib/server-message';
import { ReasonDialog } from './reason-dialog';

export const KYC_TONES: Record<AdminUser['kycStatus'], BadgeTone> = {
  NONE: 'neutral',
  PENDING: 'amber',
  VERIFIED: 'green',
  REJECTED: 'red',
};

/** One user in the admin console: roles, suspension, reinstatement. */
export function UserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const { user: me } = useAuth();
  const toast = useToast();
  const suspend = useSuspendUser();
  const reinstate = useReinstateUser();
  const saveRoles = useUpdateUserRoles();
  const [roles, setRoles] = useState<Role[]>(user.roles);
  const [askSuspend, setAskSuspend] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [suspendError, setSuspendError] = useState<string | null>(null);
  const changed = [...roles].sort().join() !== [...user.roles].sort().join();
  const isMe = me?.id === user.id;

  const toggle = (role: Role, on: boolean) =>
    setRoles((prev) => (on ? [...prev, role] : prev.filter((r) => r !== role)));

  return (
    <>
      <Dialog
        open={!askSuspend}
        onClose={onClose}
        size="lg"
        title={user.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span dir="ltr">{user.email}</span>
            <Badge tone={user.status === 'suspended' ? 'red' : 'green'}>
              {t(`console.users.status.${user.status}`)}
            </Badge>
            {isMe ? <Badge tone="purple">{t('console.users.you')}</Badge> : null}
          </span>
        }
      >
        <div className="space-y-5 text-sm">
          {error ? <FormAlert>{error}</FormAlert> : null}
          <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
            <div>
              <dt className="text-ink-600">{t('console.users.kyc')}</dt>
              <dd>
                <Badge tone={KYC_TONES[user.kycStatus]}>{t(`console.kyc.${user.kycStatus}`)}</Badge>
              </dd>
            </div>
            <div>
              <dt className="text-ink-600">{t('console.users.joined')}</dt>
              <dd>{formatDate(user.createdAt, i18n.language)}</dd>
            </div>
            {user.company ? (
              <div>
                <dt className="text-ink-600">{t('console.users.company')}</dt>
                <dd>
                  <bdi>{user.company}</bdi>
                </dd>
              </div>
            ) : null}
            {user.country ? (
              <div>
                <dt className="text-ink-600">{t('console.users.country')}</dt>
                <dd>{user.country}</dd>
              </div>
            ) : null}
          </dl>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              setError(null);
              saveRoles.mutate(
                { id: user.id, roles },
                {
                  onSuccess: () => toast.success(t('console.users.rolesSaved')),
                  onError: (err) => setError(serverMessage(t, err, 'console.actionFailed')),
                },
              );
            }}
          >
            <fieldset className="space-y-2">
              <legend className="mb-1 font-semibold text-ink-900">{t('console.users.roles')}</legend>
              {ROLES.map((r) => (
                <Checkbox
                  key={r}
                  label={t(`common:roles.${r}`)}
                  checked={roles.includes(r)}
                  onChange={(e) => toggle(r, e.target.checked)}
                />
              ))}
            </fieldset>
            <Button
              type="submit"
              size="sm"
              className="mt-3"
              disabled={!changed || roles.length === 0}
              loading={saveRoles.isPending}
            >
              {t('console.users.saveRoles')}
            </Button>
          </form>
          <div className="border-t border-ink-100 pt-4">
            {user.status === 'suspended' ? (
              <Button
                variant="outline"
                loading={reinstate.isPending}
                onClick={() => {
                  setError(null);
                  reinstate.mutate(
                    { id: user.id },
                    {
                      onSuccess: () => toast.success(t('console.users.reinstated', { name: user.name })),
                      onError: (err) => setError(serverMessage(t, err, 'console.actionFailed')),
                    },
                  );
                }}
              >
                {t('console.users.reinstate')}
              </Button>
            ) : (
              <Button variant="danger" onClick={() => setAskSuspend(true)}>
                {t('console.users.suspend')}
              </Button>
            )}
          </div>
        </div>
      </Dialog>
      <ReasonDialog
        open={askSuspend}
        title={t('console.users.suspendTitle', { name: user.name })}
        description={t('console.users.suspendText')}
        label={t('console.reason')}
        confirmLabel={t('console.users.suspend')}
        pending={suspend.isPending}
        error={suspendError}
        onConfirm={(reason) => {
          setSuspendError(null);
          suspend.mutate(
            { id: user.id, reason },
            {
              onSuccess: () => {
                toast.success(t('console.users.suspended', { name: user.name }));
                setAskSuspend(false);
              },
              onError: (err) => setSuspendError(serverMessage(t, err, 'console.actionFailed')),
            },
          );
        }}
        onClose={() => {
          setSuspendError(null);
          setAskSuspend(false);
        }}
      />
    </>
  );
}
