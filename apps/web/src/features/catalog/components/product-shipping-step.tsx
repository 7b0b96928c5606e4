import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { priceToCents } from '@app/shared/catalog';
import { PAYMENT_TERMS } from '@app/shared/constants';
import { SHIPPING_MODES, type ShippingMode } from '@app/shared/checkout-shipping';
import { Field, Input, RadioGroup, Select } from '../../../components/ui/field';
import { formatPrice } from '../../../lib/format-price';
import { categoryName, paymentTermsName } from '../../../lib/catalog-labels';
import { pricePerUnit } from '../../../lib/units';
import type { ProductFormValues } from '../product-form';

const PRICE = /^\d{1,9}(\.\d{1,2})?$/;

/** The product wizard's last step, Shipping & Terms, with a review of what will be saved. */
export function ShippingStep({
  form,
  errors,
  values,
  imageCount,
}: {
  form: UseFormReturn<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  values: ProductFormValues;
  imageCount: number;
}) {
  const { t, i18n } = useTranslation('catalog');
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t('form.fields.leadTime')}
          error={errors.leadTime?.message}
          required
          hint={t('form.hints.leadTime')}
        >
          <Input
            {...form.register('leadTime')}
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            className="text-start"
          />
        </Field>
        <Field label={t('form.fields.paymentTerms')} error={errors.paymentTerms?.message} required>
          <Select {...form.register('paymentTerms')}>
            <option value="">{t('form.choosePaymentTerms')}</option>
            {PAYMENT_TERMS.map((p) => (
              <option key={p.id} value={p.id}>
                {paymentTermsName(t, p.id)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <RadioGroup<ShippingMode>
        legend={t('form.shipping.legend')}
        name="shippingMode"
        value={values.shippingMode as ShippingMode}
        onChange={(mode) => form.setValue('shippingMode', mode, { shouldDirty: true, shouldValidate: false })}
        options={SHIPPING_MODES.map((mode) => ({
          value: mode,
          label: t(`form.shipping.modes.${mode}.label`),
          description: t(`form.shipping.modes.${mode}.description`),
        }))}
        hint={t('form.shipping.hint')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        {values.shippingMode === 'flat' ? (
          <Field
            label={t('form.fields.flatShipping', { currency: values.currency })}
            error={errors.flatShipping?.message}
            required
            hint={t('form.hints.flatShipping')}
          >
            <Input
              {...form.register('flatShipping')}
              inputMode="decimal"
              autoComplete="off"
              dir="ltr"
              className="text-start"
            />
          </Field>
        ) : null}
        <Field
          label={t('form.fields.shippingWeight')}
          error={errors.shippingWeight?.message}
          required={values.shippingMode === 'calculated'}
          optional={values.shippingMode !== 'calculated'}
          hint={t('form.hints.shippingWeight')}
        >
          <Input
            {...form.register('shippingWeight')}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            className="text-start"
          />
        </Field>
        <Field
          label={t('form.fields.shippingDimensions')}
          error={errors.shippingDimensions?.message}
          optional
          hint={t('form.hints.shippingDimensions')}
        >
          <Input
            {...form.register('shippingDimensions')}
            autoComplete="off"
            placeholder="40×30×20"
            dir="ltr"
            className="text-start"
          />
        </Field>
      </div>
      <section aria-labelledby="wizard-review" className="rounded-xl border border-ink-200 bg-ink-50 p-4">
        <h3 id="wizard-review" className="text-sm font-semibold text-ink-900">
          {t('form.review.title')}
        </h3>
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <ReviewRow label={t('form.fields.name')} value={values.name} />
          <ReviewRow
            label={t('form.fields.category')}
            value={values.category ? categoryName(t, values.category) : ''}
          />
          <ReviewRow
            label={t('form.fields.price')}
            value={
              /^\d{1,9}(\.\d{1,2})?$/.test(values.price.trim()) && values.unit
                ? pricePerUnit(t, formatPrice(priceToCents(values.price), values.currency, i18n.language), values.unit)
                : ''
            }
          />
          <ReviewRow
            label={t('form.fields.stock')}
            value={values.stock.trim() === '' ? t('detail.unlimited') : values.stock}
          />
          <ReviewRow label={t('form.fields.origin')} value={values.origin} />
          <ReviewRow
            label={t('form.shipping.legend')}
            value={
              values.shippingMode === 'flat' && PRICE.test(values.flatShipping.trim())
                ? t('form.shipping.flatPerUnit', {
                    price: formatPrice(priceToCents(values.flatShipping.trim()), values.currency, i18n.language),
                  })
                : t(`form.shipping.modes.${values.shippingMode as ShippingMode}.label`)
            }
          />
          <ReviewRow
            label={t('form.fields.images')}
            value={t('form.review.images', { count: imageCount, formatted: String(imageCount) })}
          />
        </dl>
        <p className="mt-3 text-xs text-ink-600">{t('form.review.hint')}</p>
      </section>
    </div>
  );
}

function ReviewRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('catalog');
  return (
    <div className="flex min-w-0 gap-2">
      <dt className="shrink-0 text-ink-600">{label}:</dt>
      <dd className="min-w-0 truncate font-medium text-ink-900">
        {value || <span className="text-ink-500">{t('detail.notSpecified')}</span>}
      </dd>
    </div>
  );
}
