import { useTranslation } from '../../../i18n/use-translation';
import type { UseFormReturn } from 'react-hook-form';
import { postalCodeRequired } from '@app/shared/shipping';
import { CountrySelect } from '../../../components/ui/country-select';
import { Field, Input } from '../../../components/ui/field';
import type { ShipmentFormValues } from '../shipment-form';
import { Section } from './shipment-form-parts';

/** The Create Shipment form's two addresses side by side: where the parcel leaves from and where it goes. */
export function ShipmentAddressSections({ form }: { form: UseFormReturn<ShipmentFormValues> }) {
  const { t } = useTranslation('shipping');
  const e = form.formState.errors;
  // The postal code is asked only where the chosen country has one (Ghana has none).
  const fromZipRequired = postalCodeRequired(form.watch('address_from.country'));
  const toZipRequired = postalCodeRequired(form.watch('address_to.country'));

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Section title={t('create.fromSection')} hint={t('create.fromHint')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('create.fields.name')}
            error={e.address_from?.name?.message}
            required
            className="sm:col-span-2"
          >
            <Input autoComplete="organization" {...form.register('address_from.name')} />
          </Field>
          <Field
            label={t('create.fields.street1')}
            error={e.address_from?.street1?.message}
            required
            className="sm:col-span-2"
          >
            <Input autoComplete="address-line1" {...form.register('address_from.street1')} />
          </Field>
          <Field label={t('create.fields.city')} error={e.address_from?.city?.message} required>
            <Input autoComplete="address-level2" {...form.register('address_from.city')} />
          </Field>
          <Field
            label={t('create.fields.zip')}
            error={e.address_from?.zip?.message}
            required={fromZipRequired}
            optional={!fromZipRequired}
          >
            <Input autoComplete="postal-code" {...form.register('address_from.zip')} />
          </Field>
          <Field label={t('create.fields.country')} error={e.address_from?.country?.message} required>
            <CountrySelect
              valueKind="code"
              placeholder={t('create.fields.country')}
              {...form.register('address_from.country')}
            />
          </Field>
          <Field label={t('create.fields.phone')} error={e.address_from?.phone?.message} optional>
            <Input
              type="tel"
              autoComplete="tel"
              dir="ltr"
              className="text-start"
              {...form.register('address_from.phone')}
            />
          </Field>
        </div>
      </Section>

      <Section title={t('create.toSection')} hint={t('create.toHint')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('create.fields.name')} error={e.address_to?.name?.message} required className="sm:col-span-2">
            <Input {...form.register('address_to.name')} />
          </Field>
          <Field
            label={t('create.fields.street1')}
            error={e.address_to?.street1?.message}
            required
            className="sm:col-span-2"
          >
            <Input {...form.register('address_to.street1')} />
          </Field>
          <Field label={t('create.fields.city')} error={e.address_to?.city?.message} required>
            <Input {...form.register('address_to.city')} />
          </Field>
          <Field label={t('create.fields.state')} error={e.address_to?.state?.message} optional>
            <Input {...form.register('address_to.state')} />
          </Field>
          <Field
            label={t('create.fields.zip')}
            error={e.address_to?.zip?.message}
            required={toZipRequired}
            optional={!toZipRequired}
          >
            <Input {...form.register('address_to.zip')} />
          </Field>
          <Field label={t('create.fields.country')} error={e.address_to?.country?.message} required>
            <CountrySelect
              valueKind="code"
              placeholder={t('create.fields.country')}
              {...form.register('address_to.country')}
            />
          </Field>
          <Field
            label={t('create.fields.phone')}
            error={e.address_to?.phone?.message}
            optional
            className="sm:col-span-2"
          >
            <Input type="tel" dir="ltr" className="text-start" {...form.register('address_to.phone')} />
          </Field>
        </div>
      </Section>
    </div>
  );
}
