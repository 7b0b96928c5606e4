import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { Send } from 'lucide-react';
import { CURRENCIES, UNITS } from '@app/shared/constants';
import { findCountry } from '@app/shared/countries';
import type { ProductDto } from '@app/shared/catalog';
import { inquiryInput, type AttachmentDto } from '@app/shared/messaging';
import { Button } from '../../../components/ui/button';
import { CountrySelect } from '../../../components/ui/country-select';
import { Field, FormAlert, Input, Select, Textarea } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { issueFields } from '../../../lib/issue-text';
import { unitName } from '../../../lib/catalog-labels';
import { formatQuantity, perUnit } from '../../../lib/units';
import { useCreateInquiry } from '../api/create-inquiry';
import { todayIso } from '../form-errors';

import { AttachmentPicker } from './attachment-picker';

/** The request for quotation a buyer sends from a product page; it opens a conversation with the supplier. */
export function InquiryForm({
  product,
  onCancel,
  defaultCountry,
}: {
  product: ProductDto;
  onCancel: () => void;
  defaultCountry?: string | null;
}) {
  const { t } = useTranslation('messaging');
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateInquiry();
  const [quantity, setQuantity] = useState(String(product.minOrder));
  const [unit, setUnit] = useState(product.unit);
  const [targetPrice, setTargetPrice] = useState('');
  const [currency, setCurrency] = useState(product.currency);
  const [destinationCountry, setDestination] = useState(findCountry(defaultCountry)?.name ?? '');
  const [requiredBy, setRequiredBy] = useState('');
  const [message, setMessage] = useState('');
  const [attachments, setAttachments] = useState<AttachmentDto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  /** Sets a field and clears its error, so a corrected field no longer shows the old message. */
  function edit(field: string, setter: (v: string) => void, value: string) {
    setter(value);
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const parsed = inquiryInput.safeParse({
      productId: product.id,
      quantity,
      unit,
      targetPrice,
      currency,
      destinationCountry,
      requiredBy,
      message,
      attachmentIds: attachments.map((a) => a.id),
    });
    const local: Record<string, string> = parsed.success ? {} : issueFields(t, parsed.error);
    if (Number(quantity) < product.minOrder)
      local.quantity = t('inquiry.belowMin', { min: formatQuantity(t, product.minOrder, product.unit) });
    if (!destinationCountry) local.destinationCountry = t('inquiry.chooseCountry');
    if (message.trim().length < 10) local.message = t('inquiry.messageTooShort');
    setErrors(local);
    if (!parsed.success || Object.keys(local).length) return;
    try {
      const conv = await create.mutateAsync(parsed.data);
      toast.success(t('inquiry.sent', { vendor: product.vendorName }));
      void navigate(`/messages/${conv.id}`);
    } catch (err) {
      setErrors(fieldErrors(err));
      setFormError(errorMessage(t, err, 'inquiry.failed'));
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-label={t('inquiry.formLabel')}>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('inquiry.quantity')}
          error={errors.quantity}
          required
          hint={t('inquiry.minOrder', { min: formatQuantity(t, product.minOrder, product.unit) })}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={product.minOrder}
            step={1}
            value={quantity}
            onChange={(e) => edit('quantity', setQuantity, e.target.value)}
          />
        </Field>
        <Field label={t('inquiry.unit')} error={errors.unit} required>
          <Select value={unit} onChange={(e) => edit('unit', setUnit, e.target.value)}>
            {UNITS.map((u) => (
              <option key={u} value={u}>
                {unitName(t, u)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('inquiry.targetPrice', { per: perUnit(t, unit) })} error={errors.targetPrice} optional>
          <Input
            inputMode="decimal"
            placeholder="0.00"
            value={targetPrice}
            onChange={(e) => edit('targetPrice', setTargetPrice, e.target.value)}
          />
        </Field>
        <Field label={t('inquiry.currency')} error={errors.currency} required>
          <Select value={currency} onChange={(e) => edit('currency', setCurrency, e.target.value)}>
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('inquiry.destination')} error={errors.destinationCountry} required>
          <CountrySelect
            value={destinationCountry}
            placeholder={t('inquiry.chooseCountry')}
            onChange={(e) => edit('destinationCountry', setDestination, e.target.value)}
          />
        </Field>
        <Field label={t('inquiry.requiredBy')} error={errors.requiredBy} optional>
          <Input
            type="date"
            min={todayIso()}
            value={requiredBy}
            onChange={(e) => edit('requiredBy', setRequiredBy, e.target.value)}
          />
        </Field>
      </div>
      <Field label={t('inquiry.message')} error={errors.message} required hint={t('inquiry.messageHint')}>
        <Textarea
          rows={5}
          value={message}
          onChange={(e) => edit('message', setMessage, e.target.value)}
          placeholder={t('inquiry.messagePlaceholder', { product: product.name })}
        />
      </Field>
      <div>
        <p className="mb-1.5 text-sm font-medium text-ink-800">{t('attachments.label')}</p>
        <AttachmentPicker value={attachments} onChange={setAttachments} onBusyChange={setUploading} />
        {errors.attachmentIds ? <p className="mt-1 text-xs text-red-700">{errors.attachmentIds}</p> : null}
      </div>
      <div className="flex flex-wrap justify-end gap-2 border-t border-ink-100 pt-4">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('common:ui.cancel')}
        </Button>
        <Button
          type="submit"
          loading={create.isPending}
          disabled={uploading}
          icon={<Send aria-hidden="true" className="size-4" />}
        >
          {t('inquiry.submit')}
        </Button>
      </div>
    </form>
  );
}
