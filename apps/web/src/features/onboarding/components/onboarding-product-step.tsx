import type { Dispatch, RefObject, SetStateAction } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { CURRENCIES, PAYMENT_TERMS, UNITS } from '@app/shared/constants';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import { paymentTermsName, unitName } from '../../../lib/catalog-labels';
import {
  CategoryPicker,
  ImageUploader,
  TagInput,
  type ProductFormValues,
  type WizardImage,
} from '../../catalog/public';
import type { FieldErrors } from '../onboarding-form';
import { fieldId } from './field-id';

/** Step 3, Product Listing: the vendor's first product, with its pictures. */
export function ProductStep({
  values,
  errors,
  set,
  images,
  setImages,
  categoryRef,
  tagRef,
}: {
  values: ProductFormValues;
  errors: FieldErrors;
  set: (field: keyof ProductFormValues, value: string | string[]) => void;
  images: WizardImage[];
  setImages: Dispatch<SetStateAction<WizardImage[]>>;
  categoryRef: RefObject<HTMLInputElement | null>;
  tagRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation('onboarding');
  const err = (f: keyof ProductFormValues) => errors[`product.${f}`];
  const label = (f: keyof ProductFormValues) => t(`catalog:form.fields.${f}`);
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id={fieldId('product.name')} label={label('name')} required error={err('name')} className="sm:col-span-2">
        <Input
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          placeholder={t('catalog:form.placeholders.name')}
        />
      </Field>
      <div className="sm:col-span-2">
        <CategoryPicker
          value={values.category}
          onChange={(v) => set('category', v)}
          error={err('category')}
          inputRef={categoryRef}
        />
      </div>
      <Field
        id={fieldId('product.description')}
        label={label('description')}
        required
        error={err('description')}
        className="sm:col-span-2"
      >
        <Textarea
          rows={4}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          placeholder={t('catalog:form.placeholders.description')}
        />
      </Field>
      <Field
        id={fieldId('product.price')}
        label={label('price')}
        required
        error={err('price')}
        hint={t('catalog:form.hints.price')}
      >
        <Input
          inputMode="decimal"
          value={values.price}
          onChange={(e) => set('price', e.target.value)}
          placeholder="0.00"
        />
      </Field>
      <Field id={fieldId('product.currency')} label={label('currency')} required error={err('currency')}>
        <Select value={values.currency} onChange={(e) => set('currency', e.target.value)}>
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={fieldId('product.unit')} label={label('unit')} required error={err('unit')}>
        <Select value={values.unit} onChange={(e) => set('unit', e.target.value)}>
          <option value="">{t('catalog:form.chooseUnit')}</option>
          {UNITS.map((u) => (
            <option key={u} value={u}>
              {unitName(t, u)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        id={fieldId('product.minOrder')}
        label={label('minOrder')}
        required
        error={err('minOrder')}
        hint={t('catalog:form.hints.minOrder')}
      >
        <Input inputMode="numeric" value={values.minOrder} onChange={(e) => set('minOrder', e.target.value)} />
      </Field>
      <Field
        id={fieldId('product.origin')}
        label={label('origin')}
        required
        error={err('origin')}
        hint={t('catalog:form.hints.origin')}
      >
        <Input
          value={values.origin}
          onChange={(e) => set('origin', e.target.value)}
          placeholder={t('catalog:form.placeholders.origin')}
        />
      </Field>
      <Field
        id={fieldId('product.leadTime')}
        label={label('leadTime')}
        required
        error={err('leadTime')}
        hint={t('catalog:form.hints.leadTime')}
      >
        <Input inputMode="numeric" value={values.leadTime} onChange={(e) => set('leadTime', e.target.value)} />
      </Field>
      <Field id={fieldId('product.paymentTerms')} label={label('paymentTerms')} required error={err('paymentTerms')}>
        <Select value={values.paymentTerms} onChange={(e) => set('paymentTerms', e.target.value)}>
          <option value="">{t('catalog:form.choosePaymentTerms')}</option>
          {PAYMENT_TERMS.map((p) => (
            <option key={p.id} value={p.id}>
              {paymentTermsName(t, p.id)}
            </option>
          ))}
        </Select>
      </Field>
      <div className="sm:col-span-2">
        <TagInput value={values.tags} onChange={(tags) => set('tags', tags)} error={err('tags')} inputRef={tagRef} />
      </div>
      <div className="sm:col-span-2" id={fieldId('product.images')}>
        <ImageUploader images={images} setImages={setImages} error={errors['product.images']} />
      </div>
    </div>
  );
}
