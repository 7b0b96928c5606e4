import { useTranslation } from '../../../i18n/use-translation';
import type { UseFormReturn } from 'react-hook-form';
import { CURRENCIES } from '@app/shared/constants';
import { CountrySelect } from '../../../components/ui/country-select';
import { Checkbox, Field, Input, Select, Textarea } from '../../../components/ui/field';
import type { ShippableOrder } from '../api/list-shippable-orders';
import { DIMENSION_STEP, INCOTERMS, PARCEL_DIMENSIONS, WEIGHT_STEP, type ShipmentFormValues } from '../shipment-form';
import { Section, UnitInput } from './shipment-form-parts';

/** The Create Shipment form's parcel (dimensions and weight) and customs sections, hinted by the chosen order. */
export function ShipmentParcelCustomsSections({
  form,
  selected,
}: {
  form: UseFormReturn<ShipmentFormValues>;
  selected: ShippableOrder | undefined;
}) {
  const { t } = useTranslation('shipping');
  const e = form.formState.errors;

  return (
    <>
      <Section title={t('create.parcelSection')} hint={t('create.parcelHint')}>
        <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {PARCEL_DIMENSIONS.map((dim) => (
            <Field
              key={dim}
              label={t('create.withUnit', { label: t(`create.fields.${dim}`), unit: t('create.units.cm') })}
              error={e.parcel?.[dim]?.message}
              required
            >
              <UnitInput unit={t('create.units.cm')}>
                <Input
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step={DIMENSION_STEP}
                  className="pe-12 text-start"
                  {...form.register(`parcel.${dim}`)}
                />
              </UnitInput>
            </Field>
          ))}
          <Field
            label={t('create.withUnit', { label: t('create.fields.weight'), unit: t('create.units.kg') })}
            error={e.parcel?.weight?.message}
            required
          >
            <UnitInput unit={t('create.units.kg')}>
              <Input
                type="number"
                inputMode="decimal"
                min="0"
                step={WEIGHT_STEP}
                className="pe-12 text-start"
                {...form.register('parcel.weight')}
              />
            </UnitInput>
          </Field>
        </div>
      </Section>

      <Section title={t('create.customsSection')} hint={t('create.customsHint')}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Field
            label={t('create.fields.description')}
            error={e.customs?.description?.message}
            optional
            className="sm:col-span-2 lg:col-span-3"
          >
            <Textarea rows={2} maxLength={300} {...form.register('customs.description')} />
          </Field>
          <Field
            label={t('create.fields.hsCode')}
            hint={t('create.fields.hsCodeHint')}
            error={e.customs?.hs_code?.message}
            optional
          >
            <Input
              inputMode="numeric"
              dir="ltr"
              className="text-start"
              maxLength={10}
              {...form.register('customs.hs_code')}
            />
          </Field>
          <Field
            label={t('create.fields.valueAmount')}
            hint={
              selected
                ? t('create.fields.valueHint', {
                    amount: selected.customs.value_amount,
                    currency: selected.customs.value_currency,
                  })
                : undefined
            }
            error={e.customs?.value_amount?.message}
            required
          >
            <Input
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              dir="ltr"
              className="text-start"
              {...form.register('customs.value_amount')}
            />
          </Field>
          <Field label={t('create.fields.valueCurrency')} error={e.customs?.value_currency?.message}>
            <Select {...form.register('customs.value_currency')}>
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('create.fields.originCountry')} error={e.customs?.origin_country?.message}>
            <CountrySelect
              valueKind="code"
              placeholder={t('create.fields.country')}
              {...form.register('customs.origin_country')}
            />
          </Field>
          <Field
            label={t('create.fields.incoterms')}
            hint={
              selected
                ? t(
                    selected.customs.incoterms_source === 'quote'
                      ? 'create.fields.incotermsFromQuote'
                      : 'create.fields.incotermsDefault',
                    { term: selected.customs.incoterms },
                  )
                : undefined
            }
            error={e.customs?.incoterms?.message}
          >
            <Select {...form.register('customs.incoterms')}>
              {INCOTERMS.map((term) => (
                <option key={term} value={term}>
                  {t(`create.incoterms.${term}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Checkbox
            className="sm:col-span-2 lg:col-span-3"
            label={t('create.fields.samples')}
            description={t('create.fields.samplesHint')}
            {...form.register('customs.samples', {
              // A declared 0 is fine for samples: re-check the value once the form was submitted.
              onChange: () => {
                if (form.formState.submitCount > 0) void form.trigger('customs.value_amount');
              },
            })}
          />
        </div>
      </Section>
    </>
  );
}
