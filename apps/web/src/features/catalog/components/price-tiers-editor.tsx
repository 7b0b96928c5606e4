import { useFieldArray, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { MAX_PRICE_TIERS } from '@app/shared/price-tiers';
import { Button } from '../../../components/ui/button';
import { Field, FieldError, Input } from '../../../components/ui/field';
import { useTranslation } from '../../../i18n/use-translation';
import type { ProductFormValues } from '../product-form';

/**
 * Volume prices on the wizard's first step (issue 22): up to five rows of "from this quantity, this unit price". The
 * order (rising quantities above the minimum order, falling prices) is checked as on the server.
 */
export function PriceTiersEditor({
  form,
  errors,
}: {
  form: UseFormReturn<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}) {
  const { t } = useTranslation('catalog');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'priceTiers' });
  const whole = errors.priceTiers?.message ?? errors.priceTiers?.root?.message;
  return (
    <fieldset className="space-y-3 rounded-lg border border-ink-200 p-4" data-testid="price-tiers-editor">
      <legend className="px-1 text-sm font-medium text-ink-800">
        {t('form.tiers.title')} <span className="font-normal text-ink-500">({t('common:ui.optional')})</span>
      </legend>
      <p className="text-xs text-ink-600">{t('form.tiers.hint', { maximum: MAX_PRICE_TIERS })}</p>
      {fields.map((row, index) => {
        const rowErrors = errors.priceTiers?.[index];
        return (
          <div key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-3">
            <Field label={t('form.tiers.minQuantity', { n: index + 1 })} error={rowErrors?.minQuantity?.message}>
              <Input
                {...form.register(`priceTiers.${index}.minQuantity`)}
                inputMode="numeric"
                autoComplete="off"
                dir="ltr"
                className="text-start"
              />
            </Field>
            <Field label={t('form.tiers.price', { n: index + 1 })} error={rowErrors?.price?.message}>
              <Input
                {...form.register(`priceTiers.${index}.price`)}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
                dir="ltr"
                className="text-start"
              />
            </Field>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="mt-7"
              aria-label={t('form.tiers.remove', { n: index + 1 })}
              icon={<Trash2 aria-hidden="true" className="size-4" />}
              onClick={() => remove(index)}
            />
          </div>
        );
      })}
      {whole ? <FieldError>{whole}</FieldError> : null}
      {fields.length < MAX_PRICE_TIERS ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          icon={<Plus aria-hidden="true" className="size-4" />}
          onClick={() => append({ minQuantity: '', price: '' })}
        >
          {t('form.tiers.add')}
        </Button>
      ) : null}
    </fieldset>
  );
}
