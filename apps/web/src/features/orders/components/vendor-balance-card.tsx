import { useTranslation } from 'react-i18next';
import { CheckCircle2, Lock, Wallet } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/error-message';
import { formatUsd } from '../../cart/money-display';
import { useVendorBalance } from '../api/get-vendor-balance';

/** Settings > Billing for vendors: money in escrow, available for payout, already paid out (GET /api/vendor/balance). */
export function VendorBalanceCard() {
  const { t, i18n } = useTranslation('orders');
  const balance = useVendorBalance();
  const lang = i18n.language;
  const tiles = [
    { key: 'held', label: t('balance.held'), hint: t('balance.heldHint'), icon: Lock, cents: balance.data?.heldCents },
    {
      key: 'available',
      label: t('balance.available'),
      hint: t('balance.availableHint'),
      icon: Wallet,
      cents: balance.data?.availableCents,
    },
    {
      key: 'paid',
      label: t('balance.paidOut'),
      hint: t('balance.paidOutHint'),
      icon: CheckCircle2,
      cents: balance.data?.paidOutCents,
    },
  ];
  return (
    <Card>
      <CardHeader title={t('balance.title')} description={t('balance.description')} />
      <CardBody>
        {balance.isError ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-red-700">
            {errorMessage(t, balance.error, 'balance.loadFailed')}
            <Button size="sm" variant="outline" onClick={() => void balance.refetch()}>
              {t('common:ui.retry')}
            </Button>
          </div>
        ) : (
          <dl className="grid gap-3 sm:grid-cols-3">
            {tiles.map((tile) => (
              <div key={tile.key} className="rounded-lg p-4 ring-1 ring-ink-200">
                <dt className="flex items-center gap-2 text-sm font-medium text-ink-600">
                  <tile.icon aria-hidden="true" className="size-4 text-brand-700" />
                  {tile.label}
                </dt>
                <dd className="mt-1 text-xl font-bold tabular-nums text-ink-900">
                  {tile.cents === undefined ? <Skeleton className="h-7 w-24" /> : formatUsd(tile.cents, lang)}
                </dd>
                <dd className="mt-1 text-xs text-ink-500">{tile.hint}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardBody>
    </Card>
  );
}
