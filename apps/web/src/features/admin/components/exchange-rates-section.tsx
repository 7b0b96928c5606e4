import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Coins } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FieldError, Input } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { Table, TBody, TD, TH, THead, TR } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { formatDateTime } from '../../../lib/format';
import { useExchangeRates, type ExchangeRate } from '../api/list-exchange-rates';
import { useUpdateExchangeRate } from '../api/update-exchange-rate';
import { serverMessage } from '../lib/server-message';

const RATE = /^\d{1,9}(\.\d{1,6})?$/;

export function ExchangeRatesSection() {
  const { t } = useTranslation('admin');
  const rates = useExchangeRates();
  const shown = (items: ExchangeRate[]) => items.filter((r) => r.currency !== 'USD');
  return (
    <Card>
      <CardHeader title={t('console.rates.title')} description={t('console.rates.text')} />
      <div className="p-4">
        <QueryState
          query={rates}
          loading={{ look: 'rows', count: 4 }}
          error={{ ns: 'admin', fallback: 'console.rates.failed' }}
          isEmpty={(data) => shown(data.items).length === 0}
          empty={<EmptyState icon={<Coins className="size-7" />} title={t('console.rates.emptyTitle')} />}
        >
          {(data) => (
            <Table className="relative" caption={t('console.rates.title')}>
              <THead>
                <TR>
                  <TH>{t('console.rates.currency')}</TH>
                  <TH>{t('console.rates.unitsPerUsd')}</TH>
                  <TH>{t('console.rates.effectiveDate')}</TH>
                  <TH>{t('console.rates.updated')}</TH>
                  <TH>
                    <span className="sr-only">{t('console.actions')}</span>
                  </TH>
                </TR>
              </THead>
              <TBody>
                {shown(data.items).map((r) => (
                  <RateRow key={`${r.currency}-${r.updatedAt}`} rate={r} />
                ))}
              </TBody>
            </Table>
          )}
        </QueryState>
      </div>
    </Card>
  );
}

function RateRow({ rate }: { rate: ExchangeRate }) {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const update = useUpdateExchangeRate();
  const [units, setUnits] = useState(rate.unitsPerUsd);
  const [date, setDate] = useState(rate.effectiveDate);
  const [error, setError] = useState<string | null>(null);
  const badRate = !RATE.test(units.trim()) || Number(units) <= 0;
  const changed = units.trim() !== rate.unitsPerUsd || date !== rate.effectiveDate;
  const errorId = `rate-${rate.currency}-error`;

  const save = () => {
    if (badRate || !date) {
      setError(t('console.rates.invalid'));
      return;
    }
    setError(null);
    update.mutate(
      { currency: rate.currency, unitsPerUsd: units.trim(), effectiveDate: date },
      {
        onSuccess: () => toast.success(t('console.rates.saved', { currency: rate.currency })),
        onError: (e) => setError(serverMessage(t, e, 'console.actionFailed')),
      },
    );
  };

  return (
    <TR>
      <TH scope="row" className="font-mono">
        {rate.currency}
      </TH>
      <TD>
        <Input
          aria-label={t('console.rates.unitsLabel', { currency: rate.currency })}
          value={units}
          onChange={(e) => setUnits(e.target.value)}
          inputMode="decimal"
          dir="ltr"
          className="w-36 text-start"
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? errorId : undefined}
          onKeyDown={(e) => {
            if (e.key === 'Enter') save();
          }}
        />
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </TD>
      <TD>
        <Input
          type="date"
          aria-label={t('console.rates.dateLabel', { currency: rate.currency })}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          className="w-40"
        />
      </TD>
      <TD className="text-xs text-ink-600">{formatDateTime(rate.updatedAt, i18n.language)}</TD>
      <TD className="text-end">
        <Button
          size="sm"
          onClick={save}
          disabled={!changed}
          loading={update.isPending}
          aria-label={t('console.rates.saveNamed', { currency: rate.currency })}
        >
          {t('common:ui.save')}
        </Button>
      </TD>
    </TR>
  );
}
