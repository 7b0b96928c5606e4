import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Search, Users } from 'lucide-react';
import { ROLES, type Role } from '@app/shared/constants';
import { Badge, ROLE_TONES, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Checkbox, Field, FormAlert, Input } from '../../../components/ui/field';
import { Table, TBody, TD, TH, THead, TR } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { formatDate } from '../../../lib/format';
import { useAuth } from '../../auth/use-auth';
import { useAdminUsers, type AdminUser } from '../api/list-users';
import { useReinstateUser } from '../api/reinstate-user';
import { useSuspendUser } from '../api/suspend-user';
import { useUpdateUserRoles } from '../api/update-user-roles';
import { EmptyCard, QueryError, serverMessage, TableSkeleton } from './query-states';
import { ReasonDialog } from './reason-dialog';

export const KYC_TONES: Record<AdminUser['kycStatus'], BadgeTone> = {
  NONE: 'neutral',
  PENDING: 'amber',
  VERIFIED: 'green',
  REJECTED: 'red',
};

/** Debounces a value (search boxes). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setV(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return v;
}

export function UsersTab() {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState('');
  const query = useDebounced(q.trim());
  const users = useAdminUsers(query);
  const [selected, setSelected] = useState<AdminUser | null>(null);
  const items = users.data?.pages.flatMap((p) => p.items) ?? [];
  // keep the dialog's user fresh after an action
  const current = selected ? (items.find((u) => u.id === selected.id) ?? selected) : null;

  return (
    <div className="space-y-4">
      <form role="search" onSubmit={(e) => e.preventDefault()} className="max-w-md">
        <Field label={t('console.users.search')}>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-400"
            />
            <Input
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder={t('console.users.searchPlaceholder')}
              className="ps-9"
            />
          </div>
        </Field>
      </form>
      {users.isPending ? (
        <TableSkeleton />
      ) : users.isError ? (
        <QueryError error={users.error} onRetry={() => void users.refetch()} fallbackKey="console.users.failed" />
      ) : items.length === 0 ? (
        <EmptyCard
          icon={<Users className="size-7" />}
          title={t('console.users.emptyTitle')}
          text={query ? t('console.users.emptySearch', { q: query }) : undefined}
        />
      ) : (
        <>
          <Table className="relative" caption={t('console.users.caption')}>
            <THead>
              <TR>
                <TH>{t('console.name')}</TH>
                <TH>{t('console.email')}</TH>
                <TH>{t('console.users.roles')}</TH>
                <TH>{t('console.users.activeRole')}</TH>
                <TH>{t('console.users.kyc')}</TH>
                <TH>{t('console.status')}</TH>
                <TH>
                  <span className="sr-only">{t('console.actions')}</span>
                </TH>
              </TR>
            </THead>
            <TBody>
              {items.map((u) => (
                <TR key={u.id}>
                  <TD>
                    <bdi className="block font-medium">{u.name}</bdi>
                    {u.company ? <bdi className="block text-xs text-ink-500">{u.company}</bdi> : null}
                  </TD>
                  <TD>
                    <span dir="ltr">{u.email}</span>
                  </TD>
                  <TD>
                    <div className="flex flex-wrap gap-1">
                      {u.roles.map((r) => (
                        <Badge key={r} tone={ROLE_TONES[r]}>
                          {t(`common:roles.${r}`)}
                        </Badge>
                      ))}
                    </div>
                  </TD>
                  <TD>{t(`common:roles.${u.activeRole}`)}</TD>
                  <TD>
                    <Badge tone={KYC_TONES[u.kycStatus]}>{t(`console.kyc.${u.kycStatus}`)}</Badge>
                  </TD>
                  <TD>
                    <Badge tone={u.status === 'suspended' ? 'red' : 'green'}>
                      {t(`console.users.status.${u.status}`)}
                    </Badge>
                  </TD>
                  <TD className="text-end">
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setSelected(u)}
                      aria-label={t('console.users.manageNamed', { name: u.name })}
                    >
                      {t('console.users.manage')}
                    </Button>
                  </TD>
                </TR>
              ))}
            </TBody>
          </Table>
          {users.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="outline" loading={users.isFetchingNextPage} onClick={() => void users.fetchNextPage()}>
                {t('common:ui.loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}
      {current ? <UserDialog user={current} onClose={() => setSelected(null)} /> : null}
    </div>
  );
}

function UserDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
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
