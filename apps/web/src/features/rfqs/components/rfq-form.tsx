import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { Send } from 'lucide-react';
import { CATEGORIES, CURRENCIES, UNITS } from '@app/shared/constants';
import { INCOTERMS } from '@app/shared/offers';
import { RFQ_LIMITS } from '@app/shared/rfqs';
import { Button, LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CountrySelect } from '../../../components/ui/country-select';
import { Checkbox, Field, FormAlert, Input, Select, Textarea } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { categoryName, unitName } from '../../../lib/catalog-labels';
import { perUnit } from '../../../lib/units';
import { AttachmentPicker } from '../../messaging/public';
import { useCreateRfq } from '../api/create-rfq';
import { emptyRfqForm, isoDaysFrom, latestClosingDate, submitRfqForm, type RfqFormValues } from '../rfq-form';

/**
 * The buyer's buying request: checked with the shared contract before sending; the server's field errors show under
 * their fields and nothing typed is lost. Success opens the request's page.
 */
export function RfqForm({ initial }: { initial?: Partial<RfqFormValues> }) {
  const { t } = useTranslation('rfqs');
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateRfq();
  const [values, setValues] = useState<RfqFormValues>(() => ({ ...emptyRfqForm(), ...initial }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  function edit<K extends keyof RfqFormValues>(field: K, value: RfqFormValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    // a corrected field no longer shows the old message
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  }

  async function submit() {
    setFormError(null);
    const result = await submitRfqForm(t, values, (input) => create.mutateAsync(input));
    if (result.ok) {
      toast.success(t('form.posted'));
      void navigate(`/rfqs/${encodeURIComponent(result.rfq.id)}`);
      return;
    }
    setErrors(result.errors);
    setFormError(result.formError);
  }

  return (
    <RfqFormView
      values={values}
      errors={errors}
      formError={formError}
      pending={create.isPending}
      uploading={uploading}
      onUploadingChange={setUploading}
      onEdit={edit}
      onSubmit={() => void submit()}
    />
  );
}

export interface RfqFormViewProps {
  values: RfqFormValues;
  errors: Record<string, string>;
  formError: string | null;
  pending: boolean;
  /** A file is being uploaded: the request waits for it. */
  uploading?: boolean;
  onUploadingChange?: (busy: boolean) => void;
  onEdit: <K extends keyof RfqFormValues>(field: K, value: RfqFormValues[K]) => void;
  onSubmit: () => void;
}

/** The form's fields, drawn from its state (values typed, messages to show). */
export function RfqFormView({
  values,
  errors,
  formError,
  pending,
  uploading = false,
  onUploadingChange,
  onEdit,
  onSubmit,
}: RfqFormViewProps) {
  const { t } = useTranslation('rfqs');
  const today = isoDaysFrom(0);
  const edit = (field: Exclude<keyof RfqFormValues, 'verifiedOnly' | 'attachments'>, value: string) =>
    onEdit(field, value);

  function submit(e: FormEvent) {
    e.preventDefault();
    onSubmit();
  }

  return (
    <Card className="p-5 sm:p-6">
      <form noValidate onSubmit={submit} className="space-y-5" aria-label={t('form.label')}>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <Field label={t('form.product')} error={errors.product} required hint={t('form.productHint')}>
          <Input
            name="product"
            maxLength={140}
            value={values.product}
            placeholder={t('form.productPlaceholder')}
            onChange={(e) => edit('product', e.target.value)}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('form.category')} error={errors.category} required>
            <Select name="category" value={values.category} onChange={(e) => edit('category', e.target.value)}>
              <option value="">{t('form.chooseCategory')}</option>
              {CATEGORIES.map((c) => (
                <option key={c.id} value={c.id}>
                  {categoryName(t, c.id)}
                </option>
              ))}
            </Select>
          </Field>
          <div className="grid grid-cols-2 gap-3">
            <Field label={t('form.quantity')} error={errors.quantity} required>
              <Input
                name="quantity"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={values.quantity}
                onChange={(e) => edit('quantity', e.target.value)}
              />
            </Field>
            <Field label={t('form.unit')} error={errors.unit} required>
              <Select name="unit" value={values.unit} onChange={(e) => edit('unit', e.target.value)}>
                {UNITS.map((u) => (
                  <option key={u} value={u}>
                    {unitName(t, u)}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <Field
            label={t('form.targetPrice', { per: perUnit(t, values.unit) })}
            error={errors.targetUnitPrice}
            optional
          >
            <Input
              name="targetUnitPrice"
              inputMode="decimal"
              placeholder="0.00"
              value={values.targetUnitPrice}
              onChange={(e) => edit('targetUnitPrice', e.target.value)}
            />
          </Field>
          <Field label={t('form.currency')} error={errors.currency} required>
            <Select name="currency" value={values.currency} onChange={(e) => edit('currency', e.target.value)}>
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('form.destination')} error={errors.destinationCountry} required>
            <CountrySelect
              name="destinationCountry"
              value={values.destinationCountry}
              placeholder={t('form.chooseCountry')}
              onChange={(e) => edit('destinationCountry', e.target.value)}
            />
          </Field>
          <Field
            label={t('form.incoterm')}
            error={errors.incoterm}
            required
            hint={t(`messaging:incoterms.${values.incoterm}`, { defaultValue: '' })}
          >
            <Select name="incoterm" value={values.incoterm} onChange={(e) => edit('incoterm', e.target.value)}>
              {INCOTERMS.map((i) => (
                <option key={i} value={i}>
                  {i}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('form.neededBy')} error={errors.neededBy} optional>
            <Input
              name="neededBy"
              type="date"
              min={today}
              value={values.neededBy}
              onChange={(e) => edit('neededBy', e.target.value)}
            />
          </Field>
          <Field
            label={t('form.closesOn')}
            error={errors.closesOn}
            required
            hint={t('form.closesOnHint', { days: RFQ_LIMITS.maxOpenDays })}
          >
            <Input
              name="closesOn"
              type="date"
              min={today}
              max={latestClosingDate()}
              value={values.closesOn}
              onChange={(e) => edit('closesOn', e.target.value)}
            />
          </Field>
        </div>
        <Field
          label={t('form.certifications')}
          error={errors.certifications}
          optional
          hint={t('form.certificationsHint', { max: RFQ_LIMITS.maxCertifications })}
        >
          <Input
            name="certifications"
            value={values.certifications}
            placeholder={t('form.certificationsPlaceholder')}
            onChange={(e) => edit('certifications', e.target.value)}
          />
        </Field>
        <Checkbox
          name="verifiedOnly"
          label={t('form.verifiedOnly')}
          description={t('form.verifiedOnlyHint')}
          checked={values.verifiedOnly}
          error={errors.verifiedOnly}
          onChange={(e) => onEdit('verifiedOnly', e.target.checked)}
        />
        <Field label={t('form.details')} error={errors.details} optional hint={t('form.detailsHint')}>
          <Textarea
            name="details"
            rows={5}
            maxLength={2000}
            value={values.details}
            onChange={(e) => edit('details', e.target.value)}
          />
        </Field>
        <div>
          <p className="mb-1.5 text-sm font-medium text-ink-800">
            {t('form.attachments')} <span className="font-normal text-ink-500">({t('common:ui.optional')})</span>
          </p>
          <AttachmentPicker
            value={values.attachments}
            onChange={(next) => onEdit('attachments', next)}
            hint={t('form.attachmentsHint')}
            {...(onUploadingChange ? { onBusyChange: onUploadingChange } : {})}
          />
          {errors.attachmentIds ? <p className="mt-1 text-xs text-red-700">{errors.attachmentIds}</p> : null}
        </div>
        <div className="flex flex-wrap justify-end gap-2 border-t border-ink-100 pt-4">
          <LinkButton to="/rfqs" variant="outline">
            {t('common:ui.cancel')}
          </LinkButton>
          <Button
            type="submit"
            loading={pending}
            disabled={uploading}
            icon={<Send aria-hidden="true" className="size-4" />}
          >
            {t('form.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
