import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Search, Users } from 'lucide-react';
import { Badge, ROLE_TONES } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field, Input } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { Table, TBody, TD, TH, THead, TR } from '../../../components/ui/table';

import { useAdminUsers, type AdminUser } from '../api/list-users';
import { KYC_TONES, UserDialog } from './user-dialog';

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
      <QueryState
        query={users}
        loading={{ look: 'rows' }}
        error={{ ns: 'admin', fallback: 'console.users.failed' }}
        isEmpty={() => items.length === 0}
        empty={
          <Card>
            <EmptyState
              icon={<Users className="size-7" />}
              title={t('console.users.emptyTitle')}
              description={query ? t('console.users.emptySearch', { q: query }) : undefined}
            />
          </Card>
        }
      >
        {() => (
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
      </QueryState>
      {current ? <UserDialog user={current} onClose={() => setSelected(null)} /> : null}
    </div>
  );
}
