import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { PauseCircle, Pencil, Send } from 'lucide-react';
import type { PayoutAccountDto, PayoutDto } from '@app/shared/payouts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/dates';
import { formatMinorMoney } from '../../fx/public';
import { usePayoutAccount } from '../api/get-payout-account';
import { destinationSummary } from '../destination-summary';
import { PayoutAccountForm } from './payout-account-form';

const PROVIDER_NAMES: Record<string, string> = { paystack: 'Paystack', mpesa: 'M-Pesa', momo: 'MTN MoMo' };

const STATE_TONE: Record<PayoutDto['state'], BadgeTone> = {
  pending: 'amber',
  paid: 'green',
  failed: 'red',
  reversed: 'red',
};

/**
 * Settings > Billing for vendors (issue 17): where released money is sent automatically (a bank account through
 * Paystack, an M-Pesa or MTN MoMo wallet, or manual), when, from what amount, and the latest payouts with their state.
 */
export function PayoutAccountCard() {
  const { t } = useTranslation('payouts');
  const query = usePayoutAccount();
  const [editing, setEditing] = useState(false);
  const [savedNow, setSavedNow] = useState(false);
  const account = query.data?.account ?? null;
  return (
    <Card>
      <CardHeader
        title={
          <span className="inline-flex items-center gap-2">
            <Send aria-hidden="true" className="size-5 text-brand-700" />
            {t('title')}
          </span>
        }
        description={t('description')}
        action={
          account && !editing ? (
            <Button
              size="sm"
              variant="outline"
              icon={<Pencil aria-hidden="true" className="size-4" />}
              onClick={() => {
                setSavedNow(false);
                setEditing(true);
              }}
            >
              {t('edit')}
            </Button>
          ) : undefined
        }
      />
      <QueryState
        query={query}
        loading={{ label: t('loading') }}
        error={{ ns: 'payouts', fallback: 'loadFailed' }}
        frame={(state) => <CardBody>{state}</CardBody>}
      >
        {(data) =>
          data.account && !editing ? (
            <CardBody className="space-y-4">
              {savedNow ? <FormAlert tone="success">{t('saved')}</FormAlert> : null}
              <AccountSummary data={data} />
              <RecentPayouts payouts={data.payouts} />
            </CardBody>
          ) : (
            <PayoutAccountForm
              data={data}
              onCancel={data.account ? () => setEditing(false) : undefined}
              onSaved={() => {
                setEditing(false);
                setSavedNow(true);
              }}
            />
          )
        }
      </QueryState>
    </Card>
  );
}

function AccountSummary({ data }: { data: PayoutAccountDto }) {
  const { t, i18n } = useTranslation('payouts');
  const a = data.account!;
  const option = data.options.find((o) => o.method === a.method);
  const where = destinationSummary(t, a);
  const rows = [
    { key: 'where', label: t('fields.method'), value: where },
    { key: 'currency', label: t('fields.currency'), value: a.currency },
    { key: 'schedule', label: t('fields.schedule'), value: t(`schedules.${a.schedule}.label`) },
    {
      key: 'minimum',
      label: t('fields.minimum'),
      value: formatMinorMoney(a.minimumMinor, a.currency, i18n.language),
    },
  ];
  return (
    <>
      {a.held ? (
        <FormAlert tone="warning" title={t('held.title')}>
          <span className="inline-flex items-start gap-2">
            <PauseCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t('held.text')}
          </span>
        </FormAlert>
      ) : null}
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {rows.map((r) => (
          <div key={r.key} className="min-w-0">
            <dt className="text-ink-600">{r.label}</dt>
            <dd className="font-medium break-words text-ink-900">
              <bdi>{r.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {option?.testMode ? (
        <p className="text-xs text-ink-600">
          <Badge tone="amber">TEST MODE</Badge> {t('testMode')}
        </p>
      ) : null}
    </>
  );
}

function RecentPayouts({ payouts }: { payouts: PayoutDto[] }) {
  const { t, i18n } = useTranslation('payouts');
  if (payouts.length === 0) return <p className="text-sm text-ink-600">{t('recent.empty')}</p>;
  return (
    <section aria-labelledby="recent-payouts" className="border-t border-ink-200 pt-4">
      <h3 id="recent-payouts" className="text-sm font-semibold text-ink-900">
        {t('recent.title')}
      </h3>
      <ul className="mt-2 divide-y divide-ink-100" data-testid="recent-payouts">
        {payouts.map((p) => (
          <li key={p.id} className="flex flex-wrap items-start justify-between gap-2 py-2 text-sm">
            <div className="min-w-0">
              <p className="font-semibold tabular-nums text-ink-900">
                {formatMinorMoney(p.amountMinor, p.currency, i18n.language)}
              </p>
              <p className="text-xs text-ink-600">{formatDateTime(p.settledAt ?? p.createdAt, i18n.language)}</p>
              {p.failureReason ? (
                <p className="text-xs text-red-800">{t('recent.reason', { reason: p.failureReason })}</p>
              ) : null}
              {p.inBalance && p.attempts > 0 ? (
                <p className="text-xs text-amber-800">
                  {t('recent.retrying', { provider: PROVIDER_NAMES[p.provider] ?? p.provider })}
                </p>
              ) : null}
            </div>
            <Badge tone={STATE_TONE[p.state]}>{t(p.inBalance ? 'states.waiting' : `states.${p.state}`)}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
