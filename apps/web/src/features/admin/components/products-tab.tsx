import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ImageOff, Package, Search } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useConfirm } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field, Input } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { Table, TBody, TD, TH, THead, TR } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { formatMoney } from '../../../lib/format';
import { useAdminProducts, type AdminProduct } from '../api/list-admin-products';
import { useModerateProduct } from '../api/moderate-product';
import { serverMessage } from '../lib/server-message';
import { ReasonDialog } from './reason-dialog';
import { useDebounced } from './users-tab';

export function ProductsTab() {
  const { t, i18n } = useTranslation('admin');
  const [q, setQ] = useState('');
  const query = useDebounced(q.trim());
  const products = useAdminProducts(query);
  const moderate = useModerateProduct();
  const confirm = useConfirm();
  const toast = useToast();
  const [target, setTarget] = useState<AdminProduct | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reactivate = async (p: AdminProduct) => {
    const ok = await confirm({
      title: t('console.products.reactivateTitle'),
      message: t('console.products.reactivateText', { name: p.name }),
      confirmLabel: t('console.products.reactivate'),
    });
    if (!ok) return;
    moderate.mutate(
      { id: p.id, action: 'reactivate', reason: '' },
      {
        onSuccess: () => toast.success(t('console.products.reactivated', { name: p.name })),
        onError: (e) => toast.error(serverMessage(t, e, 'console.actionFailed')),
      },
    );
  };

  return (
    <div className="space-y-4">
      <form role="search" onSubmit={(e) => e.preventDefault()} className="max-w-md">
        <Field label={t('console.products.search')}>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-ink-400"
            />
            <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} className="ps-9" />
          </div>
        </Field>
      </form>
      <QueryState
        query={products}
        loading={{ look: 'rows' }}
        error={{ ns: 'admin', fallback: 'console.products.failed' }}
        empty={
          <Card>
            <EmptyState
              icon={<Package className="size-7" />}
              title={t('console.products.emptyTitle')}
              description={query ? t('console.users.emptySearch', { q: query }) : undefined}
            />
          </Card>
        }
      >
        {({ items }) => (
          <Table className="relative" caption={t('console.products.caption')}>
            <THead>
              <TR>
                <TH>
                  <span className="sr-only">{t('console.products.image')}</span>
                </TH>
                <TH>{t('console.name')}</TH>
                <TH>{t('console.products.vendor')}</TH>
                <TH className="text-end">{t('console.products.price')}</TH>
                <TH>{t('console.status')}</TH>
                <TH>
                  <span className="sr-only">{t('console.actions')}</span>
                </TH>
              </TR>
            </THead>
            <TBody>
              {items.map((p) => {
                const thumb = p.images[0]?.thumbUrl;
                return (
                  <TR key={p.id}>
                    <TD className="w-16">
                      {thumb ? (
                        <img
                          src={thumb}
                          alt=""
                          className="size-10 rounded-md border border-ink-200 object-cover"
                          loading="lazy"
                        />
                      ) : (
                        <span className="flex size-10 items-center justify-center rounded-md bg-ink-100 text-ink-400">
                          <ImageOff aria-hidden="true" className="size-4" />
                        </span>
                      )}
                    </TD>
                    <TD className="max-w-64">
                      <Link
                        to={`/products/${p.id}`}
                        className="font-medium text-ink-900 hover:text-brand-700 hover:underline"
                      >
                        <bdi>{p.name}</bdi>
                      </Link>
                    </TD>
                    <TD>
                      <bdi>{p.vendorName}</bdi>
                    </TD>
                    <TD className="text-end tabular-nums">{formatMoney(p.priceCents, p.currency, i18n.language)}</TD>
                    <TD>
                      <div className="flex flex-col items-start gap-1">
                        <Badge tone={p.status === 'active' ? 'green' : 'neutral'}>
                          {t(`console.products.status.${p.status}`)}
                        </Badge>
                        {p.moderated ? (
                          <Badge tone="red">
                            <span>
                              {t('console.products.moderated')}
                              {p.moderationReason ? `: ${p.moderationReason}` : ''}
                            </span>
                          </Badge>
                        ) : null}
                      </div>
                    </TD>
                    <TD className="text-end">
                      {p.moderated ? (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => void reactivate(p)}
                          aria-label={t('console.products.reactivateNamed', { name: p.name })}
                        >
                          {t('console.products.reactivate')}
                        </Button>
                      ) : (
                        <Button
                          size="sm"
                          variant="danger"
                          onClick={() => setTarget(p)}
                          aria-label={t('console.products.deactivateNamed', { name: p.name })}
                        >
                          {t('console.products.deactivate')}
                        </Button>
                      )}
                    </TD>
                  </TR>
                );
              })}
            </TBody>
          </Table>
        )}
      </QueryState>
      <ReasonDialog
        open={target !== null}
        title={t('console.products.deactivateTitle', { name: target?.name ?? '' })}
        description={t('console.products.deactivateText')}
        label={t('console.reason')}
        confirmLabel={t('console.products.deactivate')}
        pending={moderate.isPending}
        error={error}
        onConfirm={(reason) => {
          if (!target) return;
          setError(null);
          moderate.mutate(
            { id: target.id, action: 'deactivate', reason },
            {
              onSuccess: () => {
                toast.success(t('console.products.deactivated', { name: target.name }));
                setTarget(null);
              },
              onError: (e) => setError(serverMessage(t, e, 'console.actionFailed')),
            },
          );
        }}
        onClose={() => {
          setError(null);
          setTarget(null);
        }}
      />
    </div>
  );
}
