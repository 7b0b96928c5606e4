import { useTranslation } from '../../../i18n/use-translation';
import { Copy, Landmark, TriangleAlert } from 'lucide-react';
import type { ProformaDto } from '@app/shared/orders';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { useToast } from '../../../components/ui/toast';
import { formatDate } from '../../../lib/format';
import { formatUsd } from '../../../lib/money-display';

function CopyButton({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('orders');
  const toast = useToast();
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => toast.success(t('proforma.copied', { label })),
      () => toast.error(t('proforma.copyFailed')),
    );
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={copy}
      aria-label={t('proforma.copyNamed', { label })}
      icon={<Copy aria-hidden="true" className="size-4" />}
    >
      <span className="hidden sm:inline">{t('proforma.copy')}</span>
    </Button>
  );
}

/** One line of the instructions: a label, a value to type into a bank form (left to right), a copy button. */
function Detail({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-ink-100 py-2.5 last:border-0">
      <dt className="text-sm text-ink-600">{label}</dt>
      <dd className="flex min-w-0 items-center gap-1">
        <span
          dir="ltr"
          className={
            strong
              ? 'font-mono text-lg font-bold break-words text-ink-900'
              : 'font-mono text-sm font-medium break-words text-ink-900'
          }
        >
          {value}
        </span>
        <CopyButton label={label} value={value} />
      </dd>
    </div>
  );
}

/**
 * What to transfer, where, and with which reference, from the server's pro-forma. A sandbox collection account is
 * marked TEST MODE so nobody sends real money to it.
 */
export function BankDetailsCard({ proforma }: { proforma: ProformaDto }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  const bank = proforma.bank;
  const total = formatUsd(proforma.totalCents ?? proforma.subtotalCents, lang);
  return (
    <Card>
      <CardHeader
        title={
          <span className="inline-flex items-center gap-2">
            <Landmark aria-hidden="true" className="size-5 text-brand-700" />
            {t('proforma.instructionsTitle')}
          </span>
        }
        description={
          proforma.expiresAt ? t('proforma.dueBy', { date: formatDate(proforma.expiresAt, lang) }) : undefined
        }
      />
      <CardBody className="space-y-4">
        {bank.testMode ? (
          <div
            role="note"
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          >
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>
              <strong>{t('proforma.testModeTitle')}</strong> {t('proforma.testModeText')}
            </p>
          </div>
        ) : null}
        <dl>
          <Detail label={t('proforma.amount')} value={total} strong />
          <Detail label={t('proforma.reference')} value={proforma.reference} strong />
        </dl>
        <p className="text-xs text-ink-600">{t('proforma.referenceHint')}</p>
        <dl className="rounded-lg bg-ink-50 px-3">
          <Detail label={t('proforma.accountName')} value={bank.accountName} />
          <Detail label={t('proforma.bankName')} value={bank.bankName} />
          <Detail label={t('proforma.accountNumber')} value={bank.accountNumber} />
          <Detail label={t('proforma.swift')} value={bank.swift} />
          {bank.iban ? <Detail label={t('proforma.iban')} value={bank.iban} /> : null}
          <Detail label={t('proforma.bankAddress')} value={bank.address} />
        </dl>
      </CardBody>
    </Card>
  );
}
