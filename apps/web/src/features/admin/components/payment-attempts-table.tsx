import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { CheckCircle2, Copy, Info, XCircle } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Table, TBody, TD, TH, THead, TR } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { isolateLtr, isRtl } from '../../../lib/bidi';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { formatMinorMoney } from '../../fx/public';
import type { AdminPayment } from '../api/list-admin-payments';
import { formatUsd } from '../lib/admin-format';
import {
  canRecheck,
  failureWording,
  orderRef,
  PAYMENT_STATE_TONES,
  RECHECK_OUTCOME_TONES,
  statusDetailKey,
  type RecheckOutcome,
} from '../lib/payment-attempts';
import { useRailName } from './payment-summary-cards';

/**
 * A value beside its column's name on a phone (stacked rows) sits at the row's end, then at the start in the table.
 * Physical sides, flipped for right-to-left pages: a name or an e-mail isolated in its own direction aligns the same.
 */
const VALUE_ALIGN = 'text-right rtl:text-left sm:text-left sm:rtl:text-right';

/** Where each row's re-check stands: asking the provider, its outcome, or the error that stopped it. */
export type RecheckState =
  { kind: 'pending' } | { kind: 'done'; outcome: RecheckOutcome } | { kind: 'error'; message: string };

/**
 * The latest payment attempts, newest first: date, buyer, provider, state, amount (and the USD total), the provider's
 * references, the order, the failure reason, and "Re-check with provider" where the provider can settle it. On a
 * phone each row is a card (the Table's stacked layout).
 */
export function PaymentAttemptsTable({
  items,
  rechecks,
  onRecheck,
}: {
  items: readonly AdminPayment[];
  rechecks: Readonly<Record<string, RecheckState>>;
  onRecheck: (row: AdminPayment) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Table caption={t('console.payments.caption')} className="[&_table]:min-w-[64rem]">
      <THead>
        <TR className="hover:bg-transparent">
          <TH>{t('console.payments.columns.date')}</TH>
          <TH>{t('console.payments.columns.buyer')}</TH>
          <TH>{t('console.payments.columns.provider')}</TH>
          <TH>{t('console.payments.columns.state')}</TH>
          <TH className="text-end">{t('console.payments.columns.amount')}</TH>
          <TH>{t('console.payments.columns.references')}</TH>
          <TH>{t('console.payments.columns.actions')}</TH>
        </TR>
      </THead>
      <TBody>
        {items.map((row) => (
          <AttemptRow
            key={row.checkoutId}
            row={row}
            recheck={rechecks[row.checkoutId]}
            onRecheck={() => onRecheck(row)}
          />
        ))}
      </TBody>
    </Table>
  );
}

function AttemptRow({
  row,
  recheck,
  onRecheck,
}: {
  row: AdminPayment;
  recheck: RecheckState | undefined;
  onRecheck: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const railName = useRailName();
  const detail = statusDetailKey(row);
  const failure = row.failureReason ? failureWording(row.failureReason, lang) : null;
  const ltr = (text: string) => (isRtl(lang) ? isolateLtr(text) : text);
  return (
    <TR data-testid="payment-row" data-checkout-id={row.checkoutId}>
      {/* one block per cell: on a phone it sits beside its column's name (the Table's stacked layout) */}
      <TD className="min-w-28">{formatDateTime(row.createdAt, lang)}</TD>
      <TD className="min-w-48">
        <div className={cn('min-w-0', VALUE_ALIGN)}>
          <bdi className={cn('block font-medium text-ink-900', VALUE_ALIGN)}>{row.buyerName}</bdi>
          <span className={cn('block text-xs [overflow-wrap:break-word] text-ink-500', VALUE_ALIGN)} dir="ltr">
            {row.buyerEmail}
          </span>
        </div>
      </TD>
      <TD className="whitespace-nowrap">{railName(row.rail)}</TD>
      <TD className="min-w-36">
        <div className="text-end sm:text-start">
          <Badge tone={PAYMENT_STATE_TONES[row.state]}>{t(`console.payments.states.${row.state}`)}</Badge>
          {detail ? <span className="mt-1 block text-xs text-ink-600">{t(detail)}</span> : null}
          {failure ? (
            <span className="mt-1 block text-xs font-medium text-red-800" title={row.failureReason ?? undefined}>
              {t(failure.key, failure.values)}
            </span>
          ) : null}
        </div>
      </TD>
      <TD className="min-w-36 text-end tabular-nums">
        <div className="text-right rtl:text-left">
          <span className="block font-semibold whitespace-nowrap text-ink-900">
            {formatMinorMoney(row.chargeMinor, row.chargeCurrency, lang)}
          </span>
          {row.chargeCurrency !== 'USD' ? (
            <span className="block text-xs text-ink-500">
              {t('console.payments.usdTotal', { amount: formatUsd(row.totalCents, lang) })}
            </span>
          ) : null}
        </div>
      </TD>
      <TD className="min-w-48">
        <References row={row} />
      </TD>
      <TD className="min-w-44">
        <div className="flex flex-col items-end gap-2 sm:items-start">
          {row.orderId ? (
            <Link
              to={`/order-confirmation/${row.orderId}`}
              className="text-sm font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {t('console.payments.order', { ref: ltr(`#${orderRef(row.orderId)}`) })}
            </Link>
          ) : null}
          {canRecheck(row) || recheck?.kind === 'pending' ? (
            <Button size="sm" variant="outline" loading={recheck?.kind === 'pending'} onClick={onRecheck}>
              {recheck?.kind === 'pending' ? t('console.payments.rechecking') : t('console.payments.recheck')}
            </Button>
          ) : null}
          <RecheckResult state={recheck} />
        </div>
      </TD>
    </TR>
  );
}

/** The outcome of the row's latest re-check, announced politely; an error as an alert. */
function RecheckResult({ state }: { state: RecheckState | undefined }) {
  const { t } = useTranslation('admin');
  if (state?.kind === 'error') {
    return (
      <p role="alert" className="flex items-start gap-1.5 text-xs font-medium text-red-800">
        <XCircle aria-hidden="true" className="mt-px size-4 shrink-0" />
        {state.message}
      </p>
    );
  }
  const outcome = state?.kind === 'done' ? state.outcome : null;
  const tone = outcome ? RECHECK_OUTCOME_TONES[outcome] : null;
  return (
    <p
      role="status"
      className={cn(
        'flex items-start gap-1.5 text-xs font-medium',
        tone === 'good' && 'text-brand-800',
        tone === 'neutral' && 'text-ink-700',
        tone === 'bad' && 'text-red-800',
      )}
    >
      {outcome ? (
        <>
          {tone === 'good' ? (
            <CheckCircle2 aria-hidden="true" className="mt-px size-4 shrink-0" />
          ) : tone === 'bad' ? (
            <XCircle aria-hidden="true" className="mt-px size-4 shrink-0" />
          ) : (
            <Info aria-hidden="true" className="mt-px size-4 shrink-0" />
          )}
          {t(`console.payments.outcomes.${outcome}`)}
        </>
      ) : null}
    </p>
  );
}

/** The provider's references (its transaction, its capture, its refund), monospace and copyable. */
function References({ row }: { row: AdminPayment }) {
  const { t } = useTranslation('admin');
  const refs = (['providerOrderId', 'captureId', 'refundId'] as const).filter((k) => row[k]);
  if (refs.length === 0) return <span className="text-ink-400">—</span>;
  return (
    <dl className="w-full space-y-1.5">
      {refs.map((k) => (
        <div key={k} className="min-w-0">
          <dt className="text-[11px] text-ink-500">{t(`console.payments.references.${k}`)}</dt>
          <dd className="flex min-w-0 items-start gap-0.5">
            <code className="min-w-0 pt-0.5 font-mono text-xs [overflow-wrap:anywhere] text-ink-800" dir="ltr">
              {row[k]}
            </code>
            <CopyButton value={row[k]!} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function CopyButton({ value }: { value: string }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  return (
    <button
      type="button"
      title={value}
      aria-label={t('console.payments.copy', { value })}
      className="shrink-0 rounded p-1 text-ink-400 hover:bg-ink-100 hover:text-ink-700"
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(
          () => toast.success(t('console.payments.copied')),
          () => undefined,
        );
      }}
    >
      <Copy aria-hidden="true" className="size-3.5" />
    </button>
  );
}
