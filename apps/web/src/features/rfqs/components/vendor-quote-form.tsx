import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Send } from 'lucide-react';
import type { ProductDto } from '@app/shared/catalog';
import { CURRENCIES } from '@app/shared/constants';
import { INCOTERMS } from '@app/shared/offers';
import type { RfqDto } from '@app/shared/rfqs';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert, Input, Select, Textarea } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { issueFields } from '../../../lib/issue-text';
import { formatPrice } from '../../../lib/format-price';
import { perUnit, unitLabel } from '../../../lib/units';
import { useSendRfqQuote } from '../api/send-rfq-quote';
import { parseQuoteForm, quoteDefaults, type QuoteFormValues } from '../quote-form';
import { isoDaysFrom } from '../rfq-form';

/**
 * The vendor's answer to a request: one of their active products in its category and the quote's terms (defaults:
 * the request's quantity, currency and Incoterm). Checked with the shared contract; server field errors under fields.
 */
export function VendorQuoteForm({
  rfq,
  products,
  disabled = false,
}: {
  rfq: RfqDto;
  /** The vendor's active products in the request's category. */
  products: readonly ProductDto[];
  /** The monthly quota is used up. */
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('rfqs');
  const toast = useToast();
  const send = useSendRfqQuote(rfq.id);
  const [values, setValues] = useState<QuoteFormValues>(() => quoteDefaults(rfq, products[0]));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const product = products.find((p) => p.id === values.productId);
  const unit = product?.unit ?? rfq.unit;

  function edit(field: keyof QuoteFormValues, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const parsed = parseQuoteForm(values);
    if (!parsed.success) {
      setErrors(issueFields(t, parsed.error));
      setFormError(t('form.fixErrors'));
      return;
    }
    setErrors({});
    try {
      await send.mutateAsync(parsed.data);
      toast.success(t('quoteForm.sent'));
    } catch (err) {
      setErrors(fieldErrors(err));
      setFormError(errorMessage(t, err, 'quoteForm.failed'));
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-label={t('quoteForm.title')}>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Field
        label={t('quoteForm.product')}
        error={errors.productId}
        required
        hint={
          product
            ? t('quoteForm.listPrice', {
                price: formatPrice(product.priceCents, product.currency, i18n.language),
                per: perUnit(t, product.unit),
              })
            : undefined
        }
      >
        <Select name="productId" value={values.productId} onChange={(e) => edit('productId', e.target.value)}>
          {products.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('quoteForm.unitPrice', { per: perUnit(t, unit) })} error={errors.unitPrice} required>
          <Input
            name="unitPrice"
            inputMode="decimal"
            placeholder="0.00"
            value={values.unitPrice}
            onChange={(e) => edit('unitPrice', e.target.value)}
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
        <Field
          label={t('quoteForm.quantity', { unit: unitLabel(t, Number(values.quantity) || 0, unit) })}
          error={errors.quantity}
          required
        >
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
        <Field label={t('quoteForm.leadTime')} error={errors.leadTimeDays} required>
          <Input
            name="leadTimeDays"
            type="number"
            inputMode="numeric"
            min={0}
            max={365}
            step={1}
            value={values.leadTimeDays}
            onChange={(e) => edit('leadTimeDays', e.target.value)}
          />
        </Field>
        <Field label={t('form.incoterm')} error={errors.incoterm} required>
          <Select name="incoterm" value={values.incoterm} onChange={(e) => edit('incoterm', e.target.value)}>
            {INCOTERMS.map((i) => (
              <option key={i} value={i}>
                {i}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t('quoteForm.shipping', { currency: values.currency })} error={errors.shippingEstimate} optional>
          <Input
            name="shippingEstimate"
            inputMode="decimal"
            placeholder="0.00"
            value={values.shippingEstimate}
            onChange={(e) => edit('shippingEstimate', e.target.value)}
          />
        </Field>
        <Field label={t('quoteForm.validUntil')} error={errors.validUntil} required>
          <Input
            name="validUntil"
            type="date"
            min={isoDaysFrom(0)}
            value={values.validUntil}
            onChange={(e) => edit('validUntil', e.target.value)}
          />
        </Field>
      </div>
      <Field label={t('quoteForm.note')} error={errors.note} optional>
        <Textarea
          name="note"
          rows={3}
          maxLength={2000}
          value={values.note}
          placeholder={t('quoteForm.notePlaceholder')}
          onChange={(e) => edit('note', e.target.value)}
        />
      </Field>
      <p className="text-xs text-ink-600">{t('quoteForm.explain')}</p>
      <div className="flex justify-end border-t border-ink-100 pt-4">
        <Button
          type="submit"
          loading={send.isPending}
          disabled={disabled}
          icon={<Send aria-hidden="true" className="size-4" />}
        >
          {t('quoteForm.submit')}
        </Button>
      </div>
    </form>
  );
}
