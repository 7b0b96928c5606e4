import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { ArrowLeft, Banknote, Download, Eye, PackageSearch, Plus, RefreshCw } from 'lucide-react';
import { Button, LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useConfirm } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page, PageHeader } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { Table, TBody, TD, TH, THead, TR } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { hasLabel } from '@app/shared/shipping';
import { useAdminShipments, type AdminShipmentRow } from '../api/list-admin-shipments';
import { useReleaseEscrow } from '../api/release-escrow';
import { AddTrackingEventDialog } from '../components/add-tracking-event-dialog';
import { ExternalLinkButton } from '../components/external-link';
import { EscrowStatusBadge, ShipmentStatusBadge } from '../components/shipment-status-badge';
import {
  ADMIN_SHIPMENT_FILTERS,
  canAddTrackingEvent,
  isAdminShipmentFilter,
  needsEscrowRelease,
  shortId,
  type AdminShipmentFilter,
} from '../shipment-status';

/** Admin shipping (spec 2.13): every shipment, filters, tracking events and escrow release. */
export function AdminShippingPage() {
  const { t, i18n } = useTranslation('shipping');
  const lang = i18n.language;
  useDocumentTitle(t('admin.title'));
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter');
  const filter: AdminShipmentFilter = isAdminShipmentFilter(raw) ? raw : 'all';
  const setFilter = (next: AdminShipmentFilter) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next === 'all') p.delete('filter');
        else p.set('filter', next);
        return p;
      },
      { replace: true },
    );

  const shipments = useAdminShipments(filter);
  const release = useReleaseEscrow();
  const confirm = useConfirm();
  const toast = useToast();
  const [eventRow, setEventRow] = useState<AdminShipmentRow | null>(null);

  const rows = shipments.data?.pages.flatMap((p) => p.items) ?? [];

  const onRelease = async (row: AdminShipmentRow) => {
    const id = shortId(row.order_id);
    const ok = await confirm({
      title: t('admin.releaseTitle'),
      message: t('admin.releaseText', { id }),
      confirmLabel: t('admin.releaseConfirm'),
    });
    if (!ok) return;
    release.mutate(row.vendor_order_id, {
      onSuccess: () => toast.success(t('admin.released')),
      onError: (err) =>
        toast.error(
          err instanceof ApiError && (err.code === 'CONFLICT' || err.code === 'NOT_FOUND')
            ? err.message
            : errorMessage(t, err, 'shipping:admin.releaseFailed'),
        ),
    });
  };

  const dash = <span className="text-ink-400">{t('admin.notYet')}</span>;

  return (
    <Page>
      <LinkButton
        to="/admin/dashboard"
        variant="ghost"
        size="sm"
        className="mb-4 -ms-3"
        icon={<ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />}
      >
        {t('admin.back')}
      </LinkButton>
      <PageHeader
        eyebrow={t('admin.eyebrow')}
        title={t('admin.title')}
        description={t('admin.subtitle')}
        actions={
          <Button
            variant="outline"
            onClick={() => void shipments.refetch()}
            loading={shipments.isRefetching && !shipments.isFetchingNextPage}
            icon={<RefreshCw aria-hidden="true" className="size-4" />}
          >
            {t('admin.refresh')}
          </Button>
        }
      />

      <div role="group" aria-label={t('admin.filtersLabel')} className="mb-5 flex flex-wrap gap-2">
        {ADMIN_SHIPMENT_FILTERS.map((f) => {
          const active = f === filter;
          return (
            <button
              key={f}
              type="button"
              aria-pressed={active}
              onClick={() => setFilter(f)}
              className={cn(
                'rounded-full border px-3 py-1.5 text-sm font-semibold transition-colors',
                active
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-ink-300 bg-white text-ink-700 hover:border-ink-400 hover:bg-ink-50',
              )}
            >
              {t(`admin.filters.${f}`)}
            </button>
          );
        })}
      </div>

      <QueryState
        query={shipments}
        loading={{ look: 'rows' }}
        error={{ title: t('admin.loadFailed') }}
        isEmpty={() => rows.length === 0}
        empty={
          <Card>
            <EmptyState
              headingLevel="h2"
              icon={<PackageSearch className="size-7" />}
              title={t('admin.emptyTitle')}
              description={filter === 'needs_release' ? t('admin.emptyRelease') : t('admin.emptyText')}
            />
          </Card>
        }
      >
        {() => (
          <div className="space-y-4">
            <p className="text-sm text-ink-600" aria-live="polite">
              {t('admin.showing', { count: rows.length })}
            </p>
            <Table caption={t('admin.caption')} className="relative [&_table]:min-w-[72rem]">
              <THead>
                <TR className="hover:bg-transparent">
                  <TH>{t('admin.columns.orderId')}</TH>
                  <TH>{t('admin.columns.seller')}</TH>
                  <TH>{t('admin.columns.carrier')}</TH>
                  <TH>{t('admin.columns.tracking')}</TH>
                  <TH>{t('admin.columns.status')}</TH>
                  <TH>{t('admin.columns.created')}</TH>
                  <TH>{t('admin.columns.delivered')}</TH>
                  <TH>{t('admin.columns.escrow')}</TH>
                  <TH>{t('admin.columns.actions')}</TH>
                </TR>
              </THead>
              <TBody>
                {rows.map((row) => {
                  const id = shortId(row.order_id);
                  const releasable = needsEscrowRelease(row);
                  const releasing = release.isPending && release.variables === row.vendor_order_id;
                  return (
                    <TR key={row.id} data-shipment-id={row.id}>
                      <TD className="font-mono font-semibold whitespace-nowrap">
                        <span title={row.order_id} dir="ltr">
                          {id}
                        </span>
                      </TD>
                      <TD className="font-mono whitespace-nowrap">
                        <span title={row.seller_id} dir="ltr">
                          {shortId(row.seller_id)}
                        </span>
                      </TD>
                      <TD className="whitespace-nowrap">{row.carrier ?? dash}</TD>
                      <TD className="font-mono whitespace-nowrap">
                        {row.tracking_number ? <span dir="ltr">{row.tracking_number}</span> : dash}
                      </TD>
                      <TD>
                        <ShipmentStatusBadge status={row.status} />
                      </TD>
                      <TD className="whitespace-nowrap">{formatDate(row.created_at, lang)}</TD>
                      <TD className="whitespace-nowrap">
                        {row.delivered_at ? formatDate(row.delivered_at, lang) : dash}
                      </TD>
                      <TD>
                        <EscrowStatusBadge status={row.escrow_status} />
                      </TD>
                      <TD>
                        <div className="flex flex-wrap gap-1.5">
                          {/* A draft (or a cancelled one) is not on the order's tracking page: only labelled shipments are. */}
                          {hasLabel(row.status) ? (
                            <LinkButton
                              to={`/track/${row.order_id}`}
                              size="sm"
                              variant="ghost"
                              icon={<Eye aria-hidden="true" className="size-4" />}
                              aria-label={t('admin.viewNamed', { id })}
                            >
                              {t('admin.view')}
                            </LinkButton>
                          ) : null}
                          {row.label_url ? (
                            <ExternalLinkButton
                              href={row.label_url}
                              size="sm"
                              variant="ghost"
                              icon={<Download aria-hidden="true" className="size-4" />}
                            >
                              <span aria-hidden="true">{t('admin.label')}</span>
                              <span className="sr-only">{t('admin.labelNamed', { id })}</span>
                            </ExternalLinkButton>
                          ) : null}
                          {canAddTrackingEvent(row.status) ? (
                            <Button
                              size="sm"
                              variant="ghost"
                              onClick={() => setEventRow(row)}
                              icon={<Plus aria-hidden="true" className="size-4" />}
                              aria-label={t('admin.addEventNamed', { id })}
                            >
                              {t('admin.addEvent')}
                            </Button>
                          ) : null}
                          {releasable ? (
                            <Button
                              size="sm"
                              onClick={() => void onRelease(row)}
                              loading={releasing}
                              disabled={release.isPending}
                              icon={<Banknote aria-hidden="true" className="size-4" />}
                              aria-label={t('admin.releaseNamed', { id })}
                            >
                              {t('admin.release')}
                            </Button>
                          ) : null}
                        </div>
                      </TD>
                    </TR>
                  );
                })}
              </TBody>
            </Table>
            {shipments.hasNextPage ? (
              <div className="flex justify-center">
                <Button
                  variant="outline"
                  onClick={() => void shipments.fetchNextPage()}
                  loading={shipments.isFetchingNextPage}
                >
                  {t('common:ui.loadMore')}
                </Button>
              </div>
            ) : null}
          </div>
        )}
      </QueryState>
      <AddTrackingEventDialog row={eventRow} onClose={() => setEventRow(null)} />
    </Page>
  );
}
