import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  PAYOUT_SCHEDULES,
  type PayoutAccountDto,
  type PayoutMethodId,
  type PayoutScheduleId,
} from '@app/shared/payouts';
import { Button } from '../../../components/ui/button';
import { CardBody, CardFooter } from '../../../components/ui/card';
import { Field, FormAlert, Input, RadioGroup, Select } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { minorToDecimal, currencyDigits } from '../../fx/public';
import { usePayoutBanks } from '../api/list-payout-banks';
import { useSavePayoutAccount } from '../api/save-payout-account';

type Field = 'method' | 'currency' | 'accountName' | 'bankCode' | 'accountNumber' | 'phone' | 'minimum';

/**
 * The payout destination form: the ways this platform offers (with their currencies), the bank or wallet, the schedule
 * and the minimum. The provider checks the account when it is saved: a refusal shows under its field.
 */
export function PayoutAccountForm({
  data,
  onCancel,
  onSaved,
}: {
  data: PayoutAccountDto;
  onCancel: (() => void) | undefined;
  onSaved: () => void;
}) {
  const { t } = useTranslation('payouts');
  const save = useSavePayoutAccount();
  const saved = data.account;
  const [method, setMethod] = useState<PayoutMethodId>(saved?.method ?? 'manual');
  const option = data.options.find((o) => o.method === method) ?? data.options[0]!;
  const [currencyPick, setCurrency] = useState(saved?.currency ?? '');
  const currency = option.currencies.includes(currencyPick) ? currencyPick : (option.currencies[0] ?? 'USD');
  const [accountName, setAccountName] = useState(saved?.accountName ?? '');
  const [bankCode, setBankCode] = useState(saved?.bankCode ?? '');
  const [accountNumber, setAccountNumber] = useState('');
  const [phone, setPhone] = useState(saved?.phone ?? '');
  const [schedule, setSchedule] = useState<PayoutScheduleId>(saved?.schedule ?? 'release');
  const [minimum, setMinimum] = useState<string>(
    saved ? minorToDecimal(saved.minimumMinor, currencyDigits(saved.currency)) : '0',
  );
  const banks = usePayoutBanks(currency, method === 'bank');
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const fieldError = (f: Field) => fields[f];
  const general = save.error && Object.keys(fields).length === 0 ? errorMessage(t, save.error, 'saveFailed') : null;
  const keepsNumber = saved?.method === 'bank' && saved.bankCode === bankCode && saved.currency === currency;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { method, currency, accountName, bankCode, accountNumber, phone, schedule, minimum: minimum.trim() || '0' },
      { onSuccess: onSaved },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('formLabel')}>
      <CardBody className="space-y-5">
        {!saved ? <FormAlert tone="info">{t('manualNote')}</FormAlert> : null}
        <RadioGroup<PayoutMethodId>
          legend={t('fields.method')}
          name="payout-method"
          value={method}
          onChange={setMethod}
          error={fieldError('method')}
          options={data.options.map((o) => ({
            value: o.method,
            label: `${t(`methods.${o.method}.label`)}${o.testMode ? ' · TEST MODE' : ''}`,
            description: t(`methods.${o.method}.description`),
          }))}
        />
        {method !== 'manual' ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label={t('fields.currency')} error={fieldError('currency')} required>
              <Select value={currency} onChange={(e) => setCurrency(e.target.value)}>
                {option.currencies.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t('fields.accountName')} error={fieldError('accountName')} required>
              <Input value={accountName} onChange={(e) => setAccountName(e.target.value)} autoComplete="name" />
            </Field>
            {method === 'bank' ? (
              <>
                <Field
                  label={t('fields.bank')}
                  error={fieldError('bankCode') ?? (banks.isError ? t('banksFailed') : undefined)}
                  required
                >
                  <Select value={bankCode} onChange={(e) => setBankCode(e.target.value)} disabled={banks.isLoading}>
                    <option value="">{banks.isLoading ? t('banksLoading') : t('chooseBank')}</option>
                    {(banks.data?.banks ?? []).map((b) => (
                      <option key={b.code} value={b.code}>
                        {b.name}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field
                  label={t('fields.accountNumber')}
                  error={fieldError('accountNumber')}
                  required={!keepsNumber}
                  hint={keepsNumber ? t('keepNumber', { last4: saved.accountLast4 ?? '' }) : t('numberHint')}
                >
                  <Input
                    value={accountNumber}
                    onChange={(e) => setAccountNumber(e.target.value)}
                    inputMode="numeric"
                    autoComplete="off"
                    dir="ltr"
                    className="text-start"
                  />
                </Field>
              </>
            ) : (
              <Field label={t('fields.phone')} error={fieldError('phone')} required hint={t(`phoneHint.${method}`)}>
                <Input
                  value={phone}
                  onChange={(e) => setPhone(e.target.value)}
                  type="tel"
                  autoComplete="tel"
                  dir="ltr"
                  className="text-start"
                />
              </Field>
            )}
          </div>
        ) : null}
        <RadioGroup<PayoutScheduleId>
          legend={t('fields.schedule')}
          name="payout-schedule"
          value={schedule}
          onChange={setSchedule}
          columns={3}
          options={PAYOUT_SCHEDULES.map((s) => ({
            value: s,
            label: t(`schedules.${s}.label`),
            description: t(`schedules.${s}.description`),
          }))}
        />
        <Field
          label={t('fields.minimumIn', { currency: method === 'manual' ? 'USD' : currency })}
          error={fieldError('minimum')}
          hint={option.wholeUnits ? t('wholeUnits') : t('minimumHint')}
        >
          <Input
            value={minimum}
            onChange={(e) => setMinimum(e.target.value)}
            inputMode="decimal"
            dir="ltr"
            className="max-w-48 text-start"
          />
        </Field>
        {general ? <FormAlert tone="error">{general}</FormAlert> : null}
      </CardBody>
      <CardFooter className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel} disabled={save.isPending}>
            {t('cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      </CardFooter>
    </form>
  );
}
