import { useTranslation } from '../../../i18n/use-translation';
import { BUSINESS_TYPES, LIMITS, currentYear } from '@app/shared/constants';
import { CountrySelect } from '../../../components/ui/country-select';
import { Field, Input, Select, Textarea } from '../../../components/ui/field';
import type { BusinessValues, FieldErrors } from '../onboarding-form';
import { fieldId } from './field-id';

/** Step 1, Business Information. */
export function BusinessStep({
  values,
  errors,
  set,
}: {
  values: BusinessValues;
  errors: FieldErrors;
  set: (field: keyof BusinessValues, value: string) => void;
}) {
  const { t } = useTranslation('onboarding');
  const text = (
    field: keyof BusinessValues,
    opts: { required?: boolean; hint?: string; className?: string; placeholder?: string; autoComplete?: string } = {},
  ) => (
    <Field
      id={fieldId(`business.${field}`)}
      label={t(`fields.${field}`)}
      required={opts.required ?? false}
      optional={!opts.required}
      error={errors[`business.${field}`]}
      hint={opts.hint}
      className={opts.className}
    >
      <Input
        value={values[field]}
        onChange={(e) => set(field, e.target.value)}
        placeholder={opts.placeholder}
        autoComplete={opts.autoComplete}
      />
    </Field>
  );
  const area = (field: keyof BusinessValues, required: boolean, hint?: string) => (
    <Field
      id={fieldId(`business.${field}`)}
      label={t(`fields.${field}`)}
      required={required}
      optional={!required}
      error={errors[`business.${field}`]}
      hint={hint}
      className="sm:col-span-2"
    >
      <Textarea rows={3} value={values[field]} onChange={(e) => set(field, e.target.value)} />
    </Field>
  );
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {text('businessName', { required: true, autoComplete: 'organization' })}
      <Field
        id={fieldId('business.businessType')}
        label={t('fields.businessType')}
        required
        error={errors['business.businessType']}
      >
        <Select value={values.businessType} onChange={(e) => set('businessType', e.target.value)}>
          <option value="">{t('fields.businessTypePlaceholder')}</option>
          {BUSINESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`businessTypes.${type}`)}
            </option>
          ))}
        </Select>
      </Field>
      {text('businessLocation', { required: true, placeholder: t('placeholders.businessLocation') })}
      <Field
        id={fieldId('business.businessCountry')}
        label={t('fields.businessCountry')}
        required
        error={errors['business.businessCountry']}
      >
        <CountrySelect
          autoComplete="country-name"
          placeholder={t('fields.chooseCountry')}
          value={values.businessCountry}
          onChange={(e) => set('businessCountry', e.target.value)}
        />
      </Field>
      <Field
        id={fieldId('business.yearEstablished')}
        label={t('fields.yearEstablished')}
        required
        error={errors['business.yearEstablished']}
        hint={t('hints.yearEstablished', { min: LIMITS.yearEstablishedMin, max: currentYear() })}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={LIMITS.yearEstablishedMin}
          max={currentYear()}
          step={1}
          value={values.yearEstablished}
          onChange={(e) => set('yearEstablished', e.target.value)}
        />
      </Field>
      {area('businessDescription', true, t('hints.businessDescription'))}
      {area('primaryProducts', true, t('hints.primaryProducts'))}
      {area('exportExperience', false, t('hints.exportExperience'))}
      {area('certifications', false, t('hints.certifications'))}
    </div>
  );
}
