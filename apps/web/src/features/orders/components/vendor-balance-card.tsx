import { useTranslation } from '../../../i18n/use-translation';
import { CheckCircle2, Lock, Wallet } from 'lucide-react';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatNumber } from '../../../lib/format';
import { formatUsd } from '../../../lib/money-display';
import { useVendorBalance } from '../api/get-vendor-balance';
import { VendorBalanceCurrencies } from './vendor-balance-currencies';

/**
 * Settings > Billing for vendors (GET /api/vendor/balance, the escrow ledger's read model): what is in escrow for the
 * vendor after the seller fee, available for payout, paid out, and what was released and charged so far.
 */
export function VendorBalanceCard() {
  const { t, i18n } = useTranslation('settings');
  const balance = useVendorBalance();
  const lang = i18n.language;
  const usd = (cents: number) => formatUsd(cents, lang);
  const b = balance.data;
  const tiles = [
    {
      key: 'held',
      label: t('billing.balance.held'),
      hint: t('billing.balance.heldHint'),
      icon: Lock,
      cents: b?.heldCents,
    },
    {
      key: 'available',
      label: t('billing.balance.available'),
      // below zero: a refund took back money released at shipment (issue 18); later sales pay it back first
      hint:
        b && b.availableCents < 0
          ? t('billing.balance.owedHint', { amount: usd(-b.availableCents) })
          : t('billing.balance.availableHint'),
      icon: Wallet,
      cents: b?.availableCents,
    },
    {
      key: 'paid',
      label: t('billing.balance.paidOut'),
      hint: t('billing.balance.paidOutHint'),
      icon: CheckCircle2,
      cents: b?.paidOutCents,
    },
  ];
  return (
    <Card>
      <CardHeader title={t('billing.balance.title')} description={t('billing.balance.description')} />
      <CardBody className="space-y-4">
        {balance.isError ? (
          <ErrorState
            error={balance.error}
            onRetry={() => void balance.refetch()}
            ns="settings"
            fallback="billing.balance.loadFailed"
          />
        ) : (
          <>
            <dl className="grid gap-3 sm:grid-cols-3">
              {tiles.map((tile) => (
                <div key={tile.key} className="rounded-lg p-4 ring-1 ring-ink-200" data-testid={`balance-${tile.key}`}>
                  <dt className="flex items-center gap-2 text-sm font-medium text-ink-600">
                    <tile.icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                    {tile.label}
                  </dt>
                  <dd className="mt-1 text-xl font-bold tabular-nums text-ink-900">
                    {tile.cents === undefined ? <Skeleton className="h-7 w-24" /> : usd(tile.cents)}
                  </dd>
                  <dd className="mt-1 text-xs text-ink-500">{tile.hint}</dd>
                  {tile.key === 'held' && b ? (
                    <dd className="mt-2 space-y-1 text-xs text-ink-600">
                      <span className="block">
                        {t('billing.balance.heldOrders', { n: formatNumber(b.heldOrders, lang) })}
                      </span>
                      {b.heldOrders > 0 ? (
                        <span className="block">
                          {t('billing.balance.heldBreakdown', {
                            gross: usd(b.heldGrossCents),
                            held: usd(b.heldCents),
                            sellerFee: usd(b.sellerFeeOnHeldCents),
                          })}
                        </span>
                      ) : null}
                    </dd>
                  ) : null}
                </div>
              ))}
            </dl>
            {b && b.releasedCents > 0 ? (
              <p className="text-sm text-ink-700">
                {t('billing.balance.released', { released: usd(b.releasedCents), fees: usd(b.sellerFeesCents) })}
              </p>
            ) : null}
            {b ? <VendorBalanceCurrencies items={b.otherCurrencies} /> : null}
          </>
        )}
      </CardBody>
    </Card>
  );
}
