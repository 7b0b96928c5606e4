import { useTranslation } from '../../../i18n/use-translation';
import { Send } from 'lucide-react';
import type { AdminPayoutsDto } from '@app/shared/payouts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { formatMinorMoney } from '../../fx/public';
import { useAdminTransfers, useHoldPayouts, useRetryTransfer } from '../api/admin-transfers';
import { destinationSummary } from '../destination-summary';

type Transfer = AdminPayoutsDto['items'][number];
type Destination = AdminPayoutsDto['destinations'][number];

const TONE: Record<Transfer['state'], BadgeTone> = { pending: 'amber', paid: 'green', failed: 'red', reversed: 'red' };

/**
 * Admin console, Payments: every automatic payout with its provider, reference and state (issue 17); a failed or
 * reversed one can be sent again, a pending one asked about now, and a vendor under review held.
 */
export function AdminTransfersSection() {
  const { t } = useTranslation('payouts');
  const transfers = useAdminTransfers();
  const retry = useRetryTransfer();
  const hold = useHoldPayouts();
  const failure = retry.error ?? hold.error;
  return (
    <Card>
      <CardHeader title={t('admin.title')} description={t('admin.text')} />
      <div className="space-y-3 p-4">
        {failure ? <FormAlert tone="error">{errorMessage(t, failure, 'admin.actionFailed')}</FormAlert> : null}
        <QueryState
          query={transfers}
          isEmpty={(d) => d.items.length === 0 && d.destinations.length === 0}
          loading={{ look: 'rows', count: 2 }}
          error={{ ns: 'payouts', fallback: 'admin.failed' }}
          empty={
            <EmptyState
              icon={<Send className="size-7" />}
              title={t('admin.emptyTitle')}
              description={t('admin.emptyText')}
            />
          }
        >
          {({ items, destinations }) => (
            <>
              {items.length > 0 ? (
                <ul className="divide-y divide-ink-200" data-testid="admin-transfers">
                  {items.map((p) => (
                    <TransferRow
                      key={p.id}
                      p={p}
                      busy={retry.isPending || hold.isPending}
                      onRetry={() => retry.mutate(p.id)}
                      onHold={(held) => hold.mutate({ vendorId: p.vendorId, held, reason: t('admin.holdReason') })}
                    />
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-ink-600">{t('admin.noTransfers')}</p>
              )}
              <Destinations
                destinations={destinations}
                busy={hold.isPending}
                onHold={(vendorId, held) => hold.mutate({ vendorId, held, reason: t('admin.holdReason') })}
              />
            </>
          )}
        </QueryState>
      </div>
    </Card>
  );
}

function TransferRow({
  p,
  busy,
  onRetry,
  onHold,
}: {
  p: Transfer;
  busy: boolean;
  onRetry: () => void;
  onHold: (held: boolean) => void;
}) {
  const { t, i18n } = useTranslation('payouts');
  const lang = i18n.language;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3 text-sm">
      <div className="min-w-0">
        <p className="font-semibold text-ink-900">
          <bdi>{p.vendorName || p.vendorId}</bdi>{' '}
          <span className="tabular-nums">{formatMinorMoney(p.amountMinor, p.currency, lang)}</span>
        </p>
        <p className="text-xs text-ink-600">
          {t(`methods.${p.method}.label`)} · {formatDateTime(p.createdAt, lang)}
          {p.providerReference ? (
            <>
              {' · '}
              <span className="font-mono" dir="ltr">
                {p.providerReference}
              </span>
            </>
          ) : null}
          {p.attempts > 1 ? ` · ${t('admin.attempts', { count: p.attempts })}` : ''}
        </p>
        {p.failureReason ? <p className="text-xs text-red-800">{p.failureReason}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={TONE[p.state]}>{t(p.inBalance ? 'states.waiting' : `states.${p.state}`)}</Badge>
        {p.vendorHeld ? <Badge tone="amber">{t('admin.held')}</Badge> : null}
        {p.state !== 'paid' ? (
          <Button size="sm" variant="outline" disabled={busy} onClick={onRetry}>
            {p.state === 'pending' ? t('admin.askNow') : t('admin.retry')}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" disabled={busy} onClick={() => onHold(!p.vendorHeld)}>
          {p.vendorHeld ? t('admin.resume') : t('admin.hold')}
        </Button>
      </div>
    </li>
  );
}

/** Every vendor paid automatically, so one under review can be held before (or between) their payouts. */
function Destinations({
  destinations,
  busy,
  onHold,
}: {
  destinations: Destination[];
  busy: boolean;
  onHold: (vendorId: string, held: boolean) => void;
}) {
  const { t } = useTranslation('payouts');
  if (destinations.length === 0) return null;
  return (
    <section aria-labelledby="payout-destinations" className="border-t border-ink-200 pt-3">
      <h3 id="payout-destinations" className="text-sm font-semibold text-ink-900">
        {t('admin.destinations')}
      </h3>
      <ul className="divide-y divide-ink-100" data-testid="payout-destinations">
        {destinations.map((d) => (
          <li key={d.vendorId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-ink-900">
                <bdi>{d.vendorName || d.vendorId}</bdi>
              </p>
              <p className="text-xs text-ink-600">
                <bdi>{destinationSummary(t, d)}</bdi> · {d.currency} · {t(`schedules.${d.schedule}.label`)}
              </p>
              {d.held && d.heldReason ? <p className="text-xs text-amber-800">{d.heldReason}</p> : null}
            </div>
            <div className="flex items-center gap-2">
              {d.held ? <Badge tone="amber">{t('admin.held')}</Badge> : null}
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                onClick={() => onHold(d.vendorId, !d.held)}
                aria-label={`${d.held ? t('admin.resume') : t('admin.hold')}: ${d.vendorName}`}
              >
                {d.held ? t('admin.resume') : t('admin.hold')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
