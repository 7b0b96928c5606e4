import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Landmark, Pencil } from 'lucide-react';
import type { BankDetailsDto } from '@app/shared/bank-details';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardFooter, CardHeader } from '../../../components/ui/card';
import { CountrySelect } from '../../../components/ui/country-select';
import { Checkbox, Field, FormAlert, Input, Textarea } from '../../../components/ui/field';
import { SkeletonText } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { countryName } from '../../../lib/countries';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useBankDetails } from '../api/get-bank-details';
import { useSaveBankDetails } from '../api/save-bank-details';
import {
  bankFieldErrors,
  bankFormSchema,
  formFromDetails,
  toBankRequest,
  type BankField,
  type BankFormValues,
} from '../bank-details-form';

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
      {query.isPending ? (
        <CardBody aria-busy="true">
          <span className="sr-only">{t('billing.bank.loading')}</span>
          <SkeletonText lines={5} />
        </CardBody>
      ) : query.isError ? (
        <CardBody>
          <FormAlert
            action={
              <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
                {t('common:ui.retry')}
              </Button>
            }
          >
            {errorMessage(t, query.error, 'billing.bank.loadFailed')}
          </FormAlert>
        </CardBody>
      ) : saved && !editing ? (
        <CardBody className="space-y-4">
          {savedNow ? <FormAlert tone="success">{t('billing.bank.saved')}</FormAlert> : null}
          <SavedDetails details={saved} />
        </CardBody>
      ) : (
        <BankDetailsForm
          saved={saved}
          onCancel={saved ? () => setEditing(false) : undefined}
          onSaved={() => {
            setEditing(false);
            setSavedNow(true);
          }}
        />
      )}
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

function BankDetailsForm({
  saved,
  onCancel,
  onSaved,
}: {
  saved: BankDetailsDto | null;
  onCancel: (() => void) | undefined;
  onSaved: () => void;
}) {
  const { t } = useTranslation('settings');
  const save = useSaveBankDetails();
  const schema = bankFormSchema((key, values) => t(key, values), Boolean(saved));
  const form = useForm<BankFormValues>({ resolver: zodResolver(schema), defaultValues: formFromDetails(saved) });
  const { errors } = form.formState;
  const removeIban = form.watch('removeIban');

  const onSubmit = form.handleSubmit((values) => {
    save.mutate(toBankRequest(values), {
      onSuccess: () => onSaved(),
      onError: (err) => {
        if (!(err instanceof ApiError)) return;
        for (const [field, message] of Object.entries(bankFieldErrors(err.fields))) {
          form.setError(field as BankField, { message });
        }
      },
    });
  });

  const err = save.error;
  const inline = err instanceof ApiError && Object.keys(bankFieldErrors(err.fields)).length > 0;
  const keepHint = (masked: string) => t('billing.bank.keepHint', { masked });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('billing.bank.formLabel')}>
      <CardBody className="space-y-5">
        {!saved ? (
          <FormAlert tone="warning" title={t('billing.bank.missingTitle')}>
            {t('billing.bank.missingText')}
          </FormAlert>
        ) : null}
        {err && !inline ? <FormAlert>{errorMessage(t, err, 'billing.bank.saveFailed')}</FormAlert> : null}
        {inline ? <FormAlert>{t('billing.bank.fixErrors')}</FormAlert> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t('billing.bank.fields.bankName')} error={errors.bankName?.message} required>
            <Input autoComplete="off" maxLength={120} {...form.register('bankName')} />
          </Field>
          <Field label={t('billing.bank.fields.bankCountry')} error={errors.bankCountry?.message} required>
            <CountrySelect
              autoComplete="country-name"
              placeholder={t('profile.chooseCountry')}
              {...form.register('bankCountry')}
            />
          </Field>
          <Field
            label={t('billing.bank.fields.accountHolderName')}
            hint={t('billing.bank.holderHint')}
            error={errors.accountHolderName?.message}
            required
            className="sm:col-span-2"
          >
            <Input autoComplete="name" maxLength={120} {...form.register('accountHolderName')} />
          </Field>
          <Field
            label={t('billing.bank.fields.accountNumber')}
            hint={saved ? keepHint(saved.accountNumberMasked) : t('billing.bank.accountNumberHint')}
            error={errors.accountNumber?.message}
            required={!saved}
          >
            <Input
              autoComplete="off"
              inputMode="text"
              spellCheck={false}
              dir="ltr"
              className="text-start"
              placeholder={saved?.accountNumberMasked}
              maxLength={34}
              {...form.register('accountNumber')}
            />
          </Field>
          <Field
            label={t('billing.bank.fields.routingNumber')}
            hint={t('billing.bank.routingHint')}
            error={errors.routingNumber?.message}
            optional
          >
            <Input
              autoComplete="off"
              dir="ltr"
              className="text-start"
              maxLength={40}
              {...form.register('routingNumber')}
            />
          </Field>
          <Field
            label={t('billing.bank.fields.swiftCode')}
            hint={t('billing.bank.swiftHint')}
            error={errors.swiftCode?.message}
            optional
          >
            <Input
              autoComplete="off"
              spellCheck={false}
              dir="ltr"
              className="text-start uppercase"
              maxLength={11}
              {...form.register('swiftCode')}
            />
          </Field>
          <Field
            label={t('billing.bank.fields.iban')}
            hint={saved?.ibanMasked ? keepHint(saved.ibanMasked) : t('billing.bank.ibanHint')}
            error={errors.iban?.message}
            optional
          >
            <Input
              autoComplete="off"
              spellCheck={false}
              dir="ltr"
              className="text-start uppercase"
              placeholder={saved?.ibanMasked || undefined}
              maxLength={42}
              readOnly={removeIban}
              {...form.register('iban')}
            />
          </Field>
          {saved?.ibanMasked ? (
            <Checkbox
              className="sm:col-span-2"
              label={t('billing.bank.removeIban', { masked: saved.ibanMasked })}
              {...form.register('removeIban')}
            />
          ) : null}
          <Field
            label={t('billing.bank.fields.bankAddress')}
            error={errors.bankAddress?.message}
            optional
            className="sm:col-span-2"
          >
            <Textarea rows={2} maxLength={300} {...form.register('bankAddress')} />
          </Field>
        </div>
        <p className="text-xs text-ink-600">{t('billing.bank.privacy')}</p>
      </CardBody>
      <CardFooter>
        {onCancel ? (
          <Button variant="ghost" disabled={save.isPending} onClick={onCancel}>
            {t('common:ui.cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={save.isPending}>
          {t('billing.bank.save')}
        </Button>
      </CardFooter>
    </form>
  );
}
