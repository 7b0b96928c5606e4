import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Landmark, Pencil } from 'lucide-react';
import type { BankDetailsDto } from '@app/shared/bank-details';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { countryName } from '../../../lib/countries';
import { formatDateTime } from '../../../lib/format';
import { useBankDetails } from '../api/get-bank-details';
import { BankDetailsForm } from './bank-details-editor';

/**
 * Settings > Billing for vendors: the bank account payouts are sent to (GET/PUT /api/me/bank-details). The account
 * number and IBAN are only ever shown masked; an edit leaves them blank to keep them.
 */
export function BankDetailsCard() {
  const { t } = useTranslation('settings');
  const query = useBankDetails();
  const [editing, setEditing] = useState(false);
  const [savedNow, setSavedNow] = useState(false);

  const saved = query.data?.bankDetails ?? null;
  return (
    <Card>
      <CardHeader
        title={t('billing.bank.title')}
        description={t('billing.bank.description')}
        action={
          saved && !editing ? (
            <Button
              size="sm"
              variant="outline"
              icon={<Pencil aria-hidden="true" className="size-4" />}
              onClick={() => {
                setSavedNow(false);
                setEditing(true);
              }}
            >
              {t('billing.bank.edit')}
            </Button>
          ) : undefined
        }
      />
      <QueryState
        query={query}
        loading={{ label: t('billing.bank.loading') }}
        error={{ ns: 'settings', fallback: 'billing.bank.loadFailed' }}
        frame={(state) => <CardBody>{state}</CardBody>}
      >
        {({ bankDetails }) =>
          bankDetails && !editing ? (
            <CardBody className="space-y-4">
              {savedNow ? <FormAlert tone="success">{t('billing.bank.saved')}</FormAlert> : null}
              <SavedDetails details={bankDetails} />
            </CardBody>
          ) : (
            <BankDetailsForm
              saved={bankDetails}
              onCancel={bankDetails ? () => setEditing(false) : undefined}
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

function SavedDetails({ details }: { details: BankDetailsDto }) {
  const { t, i18n } = useTranslation('settings');
  const rows: Array<{ key: string; label: string; value: string; ltr?: boolean }> = [
    { key: 'bankName', label: t('billing.bank.fields.bankName'), value: details.bankName },
    {
      key: 'bankCountry',
      label: t('billing.bank.fields.bankCountry'),
      value: countryName(details.bankCountry, i18n.language),
    },
    { key: 'holder', label: t('billing.bank.fields.accountHolderName'), value: details.accountHolderName },
    { key: 'account', label: t('billing.bank.fields.accountNumber'), value: details.accountNumberMasked, ltr: true },
    { key: 'routing', label: t('billing.bank.fields.routingNumber'), value: details.routingNumber, ltr: true },
    { key: 'swift', label: t('billing.bank.fields.swiftCode'), value: details.swiftCode, ltr: true },
    { key: 'iban', label: t('billing.bank.fields.iban'), value: details.ibanMasked, ltr: true },
    { key: 'address', label: t('billing.bank.fields.bankAddress'), value: details.bankAddress },
  ];
  return (
    <div className="flex flex-wrap items-start gap-4">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100"
      >
        <Landmark className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="bank-details">
          {rows.map((row) => (
            <div key={row.key} className="min-w-0">
              <dt className="text-xs font-medium text-ink-600">{row.label}</dt>
              <dd className="mt-0.5 break-words text-sm font-medium text-ink-900">
                {row.value ? (
                  row.ltr ? (
                    <bdi dir="ltr" className="tabular-nums">
                      {row.value}
                    </bdi>
                  ) : (
                    row.value
                  )
                ) : (
                  <span className="font-normal text-ink-500">{t('billing.bank.notGiven')}</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-xs text-ink-500">
          {t('billing.bank.updatedAt', { date: formatDateTime(details.updatedAt, i18n.language) })}
        </p>
      </div>
    </div>
  );
}
