import { Controller, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../i18n/use-translation';
import { Field, Input, Textarea } from '../../../components/ui/field';
import type { ProductFormValues } from '../product-form';
import { TagInput } from './tag-input';

/** The product wizard's second step, Details & Images: origin, specifications, certifications, tags (the pictures beside it). */
export function DetailsStep({
  form,
  errors,
}: {
  form: UseFormReturn<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}) {
  const { t } = useTranslation('catalog');
  return (
    <div className="space-y-5">
      <Field label={t('form.fields.origin')} error={errors.origin?.message} required hint={t('form.hints.origin')}>
        <Input {...form.register('origin')} maxLength={120} placeholder={t('form.placeholders.origin')} />
      </Field>
      <Field label={t('form.fields.specifications')} error={errors.specifications?.message} optional>
        <Textarea
          {...form.register('specifications')}
          rows={4}
          maxLength={5000}
          placeholder={t('form.placeholders.specifications')}
        />
      </Field>
      <Field label={t('form.fields.certifications')} error={errors.certifications?.message} optional>
        <Input
          {...form.register('certifications')}
          maxLength={1000}
          placeholder={t('form.placeholders.certifications')}
        />
      </Field>
      <Controller
        control={form.control}
        name="tags"
        render={({ field, fieldState }) => (
          <TagInput
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
    </div>
  );
}
