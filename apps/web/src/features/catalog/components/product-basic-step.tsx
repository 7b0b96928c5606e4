import { Controller, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { CURRENCIES, UNITS } from '@app/shared/constants';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { unitName } from '../../../lib/catalog-labels';
import type { ProductFormValues } from '../product-form';
import { CategoryPicker } from './category-picker';
import { PriceTiersEditor } from './price-tiers-editor';

/** The product wizard's first step, Basic Info: name, category, description, price, unit, minimum order, stock. */
export function BasicStep({
  form,
  errors,
}: {
  form: UseFormReturn<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}) {
  const { t } = useTranslation('catalog');
  return (
    <div className="space-y-5">
      <Field label={t('form.fields.name')} error={errors.name?.message} required>
        <Input {...form.register('name')} maxLength={200} placeholder={t('form.placeholders.name')} />
      </Field>
      <Controller
        control={form.control}
        name="category"
        render={({ field, fieldState }) => (
          <CategoryPicker
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <Field label={t('form.fields.description')} error={errors.description?.message} required>
        <Textarea
          {...form.register('description')}
          rows={5}
          maxLength={5000}
          placeholder={t('form.placeholders.description')}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('form.fields.price')} error={errors.price?.message} required hint={t('form.hints.price')}>
          <Input
            {...form.register('price')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            dir="ltr"
            className="text-start"
          />
        </Field>
        <Field label={t('form.fields.currency')} error={errors.currency?.message} required>
          <Select {...form.register('currency')}>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('form.fields.unit')} error={errors.unit?.message} required>
          <Select {...form.register('unit')}>
            <option value="">{t('form.chooseUnit')}</option>
            {UNITS.map((u) => (
              <option key={u} value={u}>
                {unitName(t, u)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t('form.fields.minOrder')}
          error={errors.minOrder?.message}
          required
          hint={t('form.hints.minOrder')}
        >
          <Input
            {...form.register('minOrder')}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            className="text-start"
          />
        </Field>
        <Field
          label={t('form.fields.stock')}
          error={errors.stock?.message}
          optional
          hint={t('form.hints.stock')}
          className="sm:col-span-2"
        >
          <Input
            {...form.register('stock')}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('form.placeholders.stock')}
            dir="ltr"
            className="text-start sm:max-w-xs"
          />
        </Field>
      </div>
      <PriceTiersEditor form={form} errors={errors} />
    </div>
  );
}
