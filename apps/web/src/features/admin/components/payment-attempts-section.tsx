import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Receipt, RefreshCw, SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field, Select } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { isolateLtr, isRtl } from '../../../lib/bidi';
import { useAdminPayments, type AdminPayment } from '../api/list-admin-payments';
import { useRecheckPayment } from '../api/recheck-payment';
import { shortId } from '../lib/admin-format';
import {
  PAYMENT_RAIL_FILTERS,
  PAYMENT_STATES,
  paymentFiltersOf,
  withPaymentFilter,
  type RecheckOutcome,
} from '../lib/payment-attempts';
import { serverMessage } from '../lib/server-message';
import { PaymentAttemptsTable, type RecheckState } from './payment-attempts-table';
import { PaymentSummaryCards, useRailName } from './payment-summary-cards';

const STEP = 50;
const MAX = 200;

/**
 * Admin console, Payments: per provider and currency what was received, is pending, failed or was refunded, then the
 * latest attempts, filtered by provider and state (?prail=, ?pstate=, beside ?tab=payments), each with the provider's
 * references and, where the provider can settle it, "Re-check with provider".
 */
export function PaymentAttemptsSection() {
  const { t, i18n } = useTranslation('admin');
  const railName = useRailName();
  const [params, setParams] = useSearchParams();
  const filters = paymentFiltersOf(params);
  const filtered = filters.rail !== null || filters.state !== null;
  const filterKey = `${filters.rail ?? ''}|${filters.state ?? ''}`;
  // "Load more" grows the list; another filter starts again from the first page.
  const [more, setMore] = useState({ key: filterKey, limit: STEP });
  const limit = more.key === filterKey ? more.limit : STEP;
  const payments = useAdminPayments(filters, limit);

  const [rechecks, setRechecks] = useState<Record<string, RecheckState>>({});
  const [last, setLast] = useState<{ checkoutId: string; reference: string; outcome: RecheckOutcome } | null>(null);
  const set = (id: string, state: RecheckState) => setRechecks((prev) => ({ ...prev, [id]: state }));
  // the reference a re-check's notice names, kept when its row leaves the list
  const references = useRef(new Map<string, string>());
  const recheck = useRecheckPayment({
    onDone: (id, result) => {
      set(id, { kind: 'done', outcome: result.outcome });
      setLast({ checkoutId: id, reference: references.current.get(id) ?? shortId(id), outcome: result.outcome });
    },
    onFailed: (id, error) =>
      set(id, { kind: 'error', message: serverMessage(t, error, 'console.payments.recheckFailed') }),
  });
  const onRecheck = (row: AdminPayment) => {
    references.current.set(row.checkoutId, row.providerOrderId ?? shortId(row.checkoutId));
    set(row.checkoutId, { kind: 'pending' });
    recheck.mutate(row.checkoutId);
  };

  const setFilter = (key: 'rail' | 'state', value: string) =>
    setParams((prev) => withPaymentFilter(prev, key, value), { replace: true });
  const clearFilters = () =>
    setParams((prev) => withPaymentFilter(withPaymentFilter(prev, 'rail', null), 'state', null), { replace: true });

  const filtersBar = (
    <div className="flex flex-wrap items-end gap-3">
      <Field label={t('console.payments.provider')} className="w-full sm:w-52">
        <Select value={filters.rail ?? ''} onChange={(e) => setFilter('rail', e.target.value)}>
          <option value="">{t('console.payments.allProviders')}</option>
          {PAYMENT_RAIL_FILTERS.map((rail) => (
            <option key={rail} value={rail}>
              {railName(rail)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('console.payments.state')} className="w-full sm:w-44">
        <Select value={filters.state ?? ''} onChange={(e) => setFilter('state', e.target.value)}>
          <option value="">{t('console.payments.allStates')}</option>
          {PAYMENT_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`console.payments.states.${state}`)}
            </option>
          ))}
        </Select>
      </Field>
      {filtered ? (
        <Button variant="ghost" onClick={clearFilters}>
          {t('console.payments.clearFilters')}
        </Button>
      ) : null}
    </div>
  );

  return (
    <Card>
      <CardHeader
        title={t('console.payments.heading')}
        description={t('console.payments.text')}
        action={
          <Button
            size="sm"
            variant="outline"
            icon={<RefreshCw aria-hidden="true" className="size-4" />}
            loading={payments.isFetching && payments.status === 'success'}
            onClick={() => void payments.refetch()}
          >
            {t('common:ui.refresh')}
          </Button>
        }
      />
      <div className="space-y-6 p-4">
        <QueryState
          query={payments}
          loading={{ skeleton: <PaymentsSkeleton /> }}
          error={{ ns: 'admin', fallback: 'console.payments.failed' }}
          isEmpty={(data) => data.summary.length === 0 && data.items.length === 0 && !filtered}
          empty={
            <EmptyState
              icon={<Receipt className="size-7" />}
              title={t('console.payments.emptyTitle')}
              description={t('console.payments.emptyText')}
            />
          }
        >
          {(data) => {
            const gone = last && !data.items.some((i) => i.checkoutId === last.checkoutId);
            return (
              <>
                <PaymentSummaryCards items={data.summary} />
                <section aria-labelledby="payment-attempts-heading" className="space-y-4">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <h3 id="payment-attempts-heading" className="text-base font-semibold text-ink-900">
                      {t('console.payments.attemptsHeading')}
                    </h3>
                    {/* a re-checked payment that left the list (it no longer matches the filters) says how it went */}
                    <p role="status" className="text-sm text-ink-700">
                      {gone
                        ? t('console.payments.lastRecheck', {
                            reference: isRtl(i18n.language) ? isolateLtr(last.reference) : last.reference,
                            outcome: t(`console.payments.outcomes.${last.outcome}`),
                          })
                        : null}
                    </p>
                  </div>
                  {filtersBar}
                  {data.items.length === 0 ? (
                    <div className="rounded-[var(--radius-card)] border border-dashed border-ink-300">
                      <EmptyState
                        icon={<SearchX className="size-7" />}
                        title={t('console.payments.noMatchTitle')}
                        description={filtered ? t('console.payments.noMatchText') : undefined}
                        action={
                          filtered ? (
                            <Button variant="outline" onClick={clearFilters}>
                              {t('console.payments.clearFilters')}
                            </Button>
                          ) : undefined
                        }
                      />
                    </div>
                  ) : (
                    <div className={payments.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
                      <PaymentAttemptsTable items={data.items} rechecks={rechecks} onRecheck={onRecheck} />
                    </div>
                  )}
                  {data.items.length >= limit && limit < MAX ? (
                    <div className="flex justify-center">
                      <Button
                        variant="outline"
                        loading={payments.isFetching}
                        onClick={() => setMore({ key: filterKey, limit: Math.min(MAX, limit + STEP) })}
                      >
                        {t('common:ui.loadMore')}
                      </Button>
                    </div>
                  ) : null}
                </section>
              </>
            );
          }}
        </QueryState>
      </div>
    </Card>
  );
}

/** The shape of the summary cards and the table while the first answer comes. */
function PaymentsSkeleton() {
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-3 rounded-[var(--radius-card)] border border-ink-200 p-4">
            <Skeleton className="h-4 w-1/3" />
            {[0, 1, 2, 3].map((j) => (
              <Skeleton key={j} className="h-3 w-full" />
            ))}
          </div>
        ))}
      </div>
      <div className="space-y-3 rounded-[var(--radius-card)] border border-ink-200 p-4">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-6 w-full" />
        ))}
      </div>
    </div>
  );
}
