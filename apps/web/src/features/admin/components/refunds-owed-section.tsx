import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Undo2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field, FormAlert, Input } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { formatMinorMoney } from '../../fx/public';
import { useRecordManualRefund, useRefundsOwed, type RefundOwed } from '../api/refunds-owed';
import { formatDay, shortId } from '../lib/admin-format';
import { inputToMinor, isRefundReference, minorToInput } from '../lib/refund-amount';
import { serverMessage } from '../lib/server-message';

const RAILS = ['sandbox', 'paypal', 'paystack', 'flutterwave', 'mpesa', 'momo', 'bank_transfer'] as const;

/**
 * Admin console, Payments: money still owed back to buyers (refunds a rail could not pay, and those M-Pesa, MoMo and
 * bank transfers need paid by hand), each with a form to record the refund paid back and its reference.
 */
export function RefundsOwedSection() {
  const { t } = useTranslation('admin');
  const owed = useRefundsOwed();
  // Said above the list: a settled row leaves the list when it is read again.
  const [recorded, setRecorded] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader title={t('console.refundsOwed.title')} description={t('console.refundsOwed.text')} />
      <div className="p-4">
        {recorded ? (
          <div className="mb-3" data-testid="refund-recorded">
            <FormAlert tone="success">{recorded}</FormAlert>
          </div>
        ) : null}
        <QueryState
          query={owed}
          loading={{ look: 'rows', count: 2 }}
          error={{ ns: 'admin', fallback: 'console.refundsOwed.failed' }}
          empty={
            <EmptyState
              icon={<Undo2 className="size-7" />}
              title={t('console.refundsOwed.emptyTitle')}
              description={t('console.refundsOwed.emptyText')}
            />
          }
        >
          {({ items }) => (
            <ul className="divide-y divide-ink-200">
              {items.map((r) => (
                <RefundOwedRow key={`${r.orderId}-${r.currency}`} refund={r} onRecorded={setRecorded} />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </Card>
  );
}

function RefundOwedRow({ refund: r, onRecorded }: { refund: RefundOwed; onRecorded: (text: string) => void }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const record = useRecordManualRefund();
  const [amount, setAmount] = useState(() => minorToInput(r.outstandingMinor, r.currency));
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reference?: string }>({});
  const rail = (RAILS as readonly string[]).includes(r.rail)
    ? t(`console.refundsOwed.rails.${r.rail as (typeof RAILS)[number]}`)
    : r.rail;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const minor = inputToMinor(amount, r.currency);
    const next = {
      amount:
        minor === null || minor > r.outstandingMinor
          ? t('console.refundsOwed.amountInvalid', { owed: formatMinorMoney(r.outstandingMinor, r.currency, lang) })
          : undefined,
      reference: isRefundReference(reference) ? undefined : t('console.refundsOwed.referenceInvalid'),
    };
    setErrors(next);
    if (next.amount || next.reference || minor === null) return;
    record.mutate(
      { orderId: r.orderId, currency: r.currency, amountMinor: minor, reference: reference.trim() },
      {
        onSuccess: (result) =>
          onRecorded(
            result.duplicate
              ? t('console.refundsOwed.duplicate')
              : t('console.refundsOwed.recordedFor', {
                  amount: formatMinorMoney(minor, r.currency, lang),
                  ref: shortId(r.orderId).toUpperCase(),
                }),
          ),
      },
    );
  };
  return (
    <li className="py-4" data-testid={`refund-owed-${r.orderId}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-ink-900">
            {t('console.refundsOwed.order', { ref: shortId(r.orderId).toUpperCase() })} · {r.buyerName}
          </p>
          <p className="text-xs break-all text-ink-600" dir="ltr">
            {r.buyerEmail} · {r.buyerPhone}
          </p>
          <p className="mt-1 text-xs text-ink-600">
            {t('console.refundsOwed.since', { date: formatDay(r.since.slice(0, 10), lang) })}
          </p>
        </div>
        <div className="text-end">
          <p className="text-lg font-semibold text-ink-900 tabular-nums">
            {formatMinorMoney(r.outstandingMinor, r.currency, lang)}
          </p>
          <Badge tone={r.manual ? 'amber' : 'blue'}>
            {r.manual ? t('console.refundsOwed.manual', { rail }) : t('console.refundsOwed.retried', { rail })}
          </Badge>
        </div>
      </div>
      <form className="mt-3 grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-end" onSubmit={submit} noValidate>
        <Field label={t('console.refundsOwed.amount', { currency: r.currency })} error={errors.amount}>
          <Input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} dir="ltr" />
        </Field>
        <Field
          label={t('console.refundsOwed.reference')}
          hint={t('console.refundsOwed.referenceHint')}
          error={errors.reference}
        >
          <Input value={reference} onChange={(e) => setReference(e.target.value)} dir="ltr" autoComplete="off" />
        </Field>
        <Button type="submit" loading={record.isPending}>
          {t('console.refundsOwed.record')}
        </Button>
      </form>
      {record.isError ? (
        <div className="mt-2">
          <FormAlert>{serverMessage(t, record.error, 'console.refundsOwed.recordFailed')}</FormAlert>
        </div>
      ) : null}
    </li>
  );
}
