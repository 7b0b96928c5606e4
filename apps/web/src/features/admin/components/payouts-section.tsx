import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Wallet } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field, FormAlert, Input } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { Table, TBody, TD, TH, THead, TR } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { usePayouts, type PayoutBalance } from '../api/list-payouts';
import { useRecordPayout } from '../api/record-payout';
import { centsToDecimal, formatUsd, isPositiveAmount } from '../lib/admin-format';
import { serverMessage } from '../lib/server-message';
import { KYC_TONES } from './user-dialog';

export function PayoutsSection() {
  const { t, i18n } = useTranslation('admin');
  const payouts = usePayouts();
  const [vendor, setVendor] = useState<PayoutBalance | null>(null);
  return (
    <Card>
      <CardHeader title={t('console.payouts.title')} description={t('console.payouts.text')} />
      <div className="p-4">
        <QueryState
          query={payouts}
          loading={{ look: 'rows', count: 3 }}
          error={{ ns: 'admin', fallback: 'console.payouts.failed' }}
          empty={
            <EmptyState
              icon={<Wallet className="size-7" />}
              title={t('console.payouts.emptyTitle')}
              description={t('console.payouts.emptyText')}
            />
          }
        >
          {({ items }) => (
            <Table className="relative" caption={t('console.payouts.title')}>
              <THead>
                <TR>
                  <TH>{t('console.products.vendor')}</TH>
                  <TH>{t('console.users.kyc')}</TH>
                  <TH className="text-end">{t('console.payouts.available')}</TH>
                  <TH className="text-end">{t('console.payouts.paidOut')}</TH>
                  <TH>
                    <span className="sr-only">{t('console.actions')}</span>
                  </TH>
                </TR>
              </THead>
              <TBody>
                {items.map((p) => (
                  <TR key={p.vendorId}>
                    <TD>
                      <span className="font-medium">{p.vendorName}</span>
                      <span className="block text-xs text-ink-500" dir="ltr">
                        {p.email}
                      </span>
                      <a
                        className="mt-1 inline-block text-xs font-semibold text-brand-700 underline"
                        href={`/api/admin/vendors/${encodeURIComponent(p.vendorId)}/statements/${new Date().toISOString().slice(0, 7)}.pdf`}
                      >
                        {t('console.payouts.statement')}
                      </a>
                    </TD>
                    <TD>
                      <Badge tone={KYC_TONES[p.kycStatus]}>{t(`console.kyc.${p.kycStatus}`)}</Badge>
                      {p.bankDetails ? null : (
                        <span className="mt-1 block text-xs text-amber-700">{t('console.payouts.noBankShort')}</span>
                      )}
                    </TD>
                    <TD className="text-end tabular-nums">{formatUsd(p.availableCents, i18n.language)}</TD>
                    <TD className="text-end tabular-nums">{formatUsd(p.paidOutCents, i18n.language)}</TD>
                    <TD className="text-end">
                      <Button
                        size="sm"
                        onClick={() => setVendor(p)}
                        aria-label={t('console.payouts.recordNamed', { name: p.vendorName })}
                      >
                        {t('console.payouts.record')}
                      </Button>
                    </TD>
                  </TR>
                ))}
              </TBody>
            </Table>
          )}
        </QueryState>
      </div>
      {vendor ? <PayoutDialog vendor={vendor} onClose={() => setVendor(null)} /> : null}
    </Card>
  );
}

function PayoutDialog({ vendor, onClose }: { vendor: PayoutBalance; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const record = useRecordPayout();
  const [amount, setAmount] = useState(vendor.availableCents > 0 ? centsToDecimal(vendor.availableCents) : '');
  const [reference, setReference] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const badAmount = !isPositiveAmount(amount);
  const badRef = reference.trim().length < 3;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('console.payouts.recordTitle', { name: vendor.vendorName })}
      description={t('console.payouts.availableNow', { amount: formatUsd(vendor.availableCents, i18n.language) })}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common:ui.cancel')}
          </Button>
          <Button type="submit" form="payout-form" loading={record.isPending}>
            {t('console.payouts.record')}
          </Button>
        </>
      }
    >
      <form
        id="payout-form"
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (badAmount || badRef) return;
          setError(null);
          record.mutate(
            { vendorId: vendor.vendorId, amount: amount.trim(), reference: reference.trim() },
            {
              onSuccess: () => {
                toast.success(t('console.payouts.recorded', { name: vendor.vendorName }));
                onClose();
              },
              onError: (err) => setError(serverMessage(t, err, 'console.actionFailed')),
            },
          );
        }}
      >
        {vendor.kycStatus !== 'VERIFIED' ? (
          <FormAlert tone="warning">{t('console.payouts.unverified')}</FormAlert>
        ) : null}
        <PayoutDestination details={vendor.bankDetails} />
        <Field
          label={t('console.payouts.amount')}
          required
          error={touched && badAmount ? t('console.invalidAmount') : undefined}
        >
          <Input
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            inputMode="decimal"
            dir="ltr"
            className="text-start"
            autoFocus
          />
        </Field>
        <Field
          label={t('console.quotes.bankReference')}
          required
          error={touched && badRef ? t('console.referenceRequired') : undefined}
        >
          <Input
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            dir="ltr"
            className="text-start"
            maxLength={80}
          />
        </Field>
        {error ? <FormAlert>{error}</FormAlert> : null}
      </form>
    </Dialog>
  );
}

/** The transfer destination the admin copies into the bank's system. */
function PayoutDestination({ details }: { details: PayoutBalance['bankDetails'] }) {
  const { t } = useTranslation('admin');
  if (!details) return <FormAlert tone="warning">{t('console.payouts.noBank')}</FormAlert>;
  const rows: [string, string][] = [
    [t('console.payouts.bank.holder'), details.accountHolderName],
    [t('console.payouts.bank.bank'), `${details.bankName}, ${details.bankCountry}`],
    [t('console.payouts.bank.account'), details.accountNumber],
    ...(details.iban ? [[t('console.payouts.bank.iban'), details.iban] as [string, string]] : []),
    ...(details.swiftCode ? [[t('console.payouts.bank.swift'), details.swiftCode] as [string, string]] : []),
    ...(details.routingNumber ? [[t('console.payouts.bank.routing'), details.routingNumber] as [string, string]] : []),
    ...(details.bankAddress ? [[t('console.payouts.bank.address'), details.bankAddress] as [string, string]] : []),
  ];
  return (
    <section
      aria-label={t('console.payouts.bank.title')}
      className="rounded-lg border border-ink-200 bg-ink-50 p-3 text-sm"
    >
      <h3 className="mb-2 font-semibold text-ink-800">{t('console.payouts.bank.title')}</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-500">{label}</dt>
            <dd className="font-medium text-ink-900" dir="ltr">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
