import { useTranslation } from '../../../i18n/use-translation';
import { Field, Input, Textarea } from '../../../components/ui/field';
import type { ContactValues, FieldErrors } from '../onboarding-form';
import { fieldId } from './field-id';

/** Step 4, Contact & Review: the contact fields (the review follows them). */
export function ContactStep({
  values,
  errors,
  set,
}: {
  values: ContactValues;
  errors: FieldErrors;
  set: (field: keyof ContactValues, value: string) => void;
}) {
  const { t } = useTranslation('onboarding');
  const input = (
    field: keyof ContactValues,
    opts: {
      required: boolean;
      type?: string;
      autoComplete?: string;
      hint?: string;
      placeholder?: string;
      wide?: boolean;
    },
  ) => (
    <Field
      id={fieldId(`contact.${field}`)}
      label={t(`fields.${field}`)}
      required={opts.required}
      optional={!opts.required}
      error={errors[`contact.${field}`]}
      hint={opts.hint}
      className={opts.wide ? 'sm:col-span-2' : undefined}
    >
      <Input
        type={opts.type ?? 'text'}
        value={values[field]}
        autoComplete={opts.autoComplete}
        placeholder={opts.placeholder}
        dir={opts.type === 'email' || opts.type === 'url' || opts.type === 'tel' ? 'ltr' : undefined}
        onChange={(e) => set(field, e.target.value)}
      />
    </Field>
  );
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {input('contactPerson', { required: true, autoComplete: 'name' })}
      {input('contactPhone', { required: true, type: 'tel', autoComplete: 'tel', placeholder: '+234 800 000 0000' })}
      {input('contactEmail', { required: true, type: 'email', autoComplete: 'email' })}
      {input('website', {
        required: false,
        type: 'url',
        autoComplete: 'url',
        hint: t('hints.website'),
        placeholder: 'https://',
      })}
      <Field
        id={fieldId('contact.businessAddress')}
        label={t('fields.businessAddress')}
        required
        error={errors['contact.businessAddress']}
        className="sm:col-span-2"
      >
        <Textarea
          rows={2}
          value={values.businessAddress}
          autoComplete="street-address"
          onChange={(e) => set('businessAddress', e.target.value)}
        />
      </Field>
    </div>
  );
}
