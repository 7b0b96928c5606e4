import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { zodResolver } from '@hookform/resolvers/zod';
import type { BankDetailsDto } from '@app/shared/bank-details';
import { Button } from '../../../components/ui/button';
import { CardBody, CardFooter } from '../../../components/ui/card';
import { CountrySelect } from '../../../components/ui/country-select';
import { Checkbox, Field, FormAlert, Input, Textarea } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useSaveBankDetails } from '../api/save-bank-details';
import {
  bankFieldErrors,
  bankFormSchema,
  formFromDetails,
  toBankRequest,
  type BankField,
  type BankFormValues,
} from '../bank-details-form';

/** The bank details form: a first entry, or an edit that leaves the masked account number and IBAN blank to keep them. */
export function BankDetailsForm({
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
