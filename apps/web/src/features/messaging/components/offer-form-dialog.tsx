import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Send } from 'lucide-react';
import { CURRENCIES } from '@app/shared/constants';
import type { ConversationDto } from '@app/shared/messaging';
import { INCOTERMS, type OfferDto } from '@app/shared/offers';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, FormAlert, Input, Select, Textarea } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { issueFields } from '../../../lib/issue-text';
import { unitName } from '../../../lib/catalog-labels';
import { perUnit } from '../../../lib/units';
import { useSendOffer } from '../api/send-offer';
import { daysFromToday, todayIso } from '../form-errors';
import { parseOfferForm } from '../offer-form-values';
import {
  PLAN_CHOICES,
  initialPlanChoice,
  isPlanChoice,
  planChoiceHint,
  planChoiceName,
  vendorKeepDepositText,
  type PlanChoice,
} from '../offer-plan';

/**
 * The vendor's quote for the thread's product; defaults from the buyer's inquiry. The payment plan starts from the plan
 * of the open quote this one replaces (so answering a counter-offer keeps it), else the product's terms.
 */
export function OfferFormDialog({
  open,
  onClose,
  conversation,
  offers,
}: {
  open: boolean;
  onClose: () => void;
  conversation: ConversationDto;
  /** The thread's quotes (they may arrive after the form is mounted). */
  offers?: readonly OfferDto[] | undefined;
}) {
  const { t, i18n } = useTranslation('messaging');
  const toast = useToast();
  const send = useSendOffer(conversation.id);
  const inquiry = conversation.messages.find((m) => m.inquiry)?.inquiry ?? null;
  const [unitPrice, setUnitPrice] = useState(inquiry?.targetPrice ?? '');
  const [currency, setCurrency] = useState(inquiry?.currency ?? conversation.productCurrency ?? 'USD');
  const [quantity, setQuantity] = useState(String(inquiry?.quantity ?? conversation.productMinOrder ?? 1));
  const [leadTimeDays, setLeadTime] = useState('14');
  const [incoterm, setIncoterm] = useState<string>('FOB');
  // null until the vendor picks one: the default follows the thread's open quote, which may load after mounting.
  const [pickedPlan, setPlan] = useState<PlanChoice | null>(null);
  const plan = pickedPlan ?? initialPlanChoice(offers);
  const keepDeposit = vendorKeepDepositText(t, plan);
  const [shippingEstimate, setShipping] = useState('');
  const [validUntil, setValidUntil] = useState(daysFromToday(14));
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const unit = unitName(t, conversation.productUnit ?? '');

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const parsed = parseOfferForm({
      unitPrice,
      currency,
      quantity,
      leadTimeDays,
      incoterm,
      plan,
      shippingEstimate,
      validUntil,
      note,
    });
    if (!parsed.success) {
      setErrors(issueFields(t, parsed.error));
      return;
    }
    setErrors({});
    try {
      await send.mutateAsync(parsed.data);
      toast.success(t('offerForm.sent'));
      setPlan(null);
      onClose();
    } catch (err) {
      setErrors(fieldErrors(err));
      setFormError(errorMessage(t, err, 'offerForm.failed'));
    }
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={t('offerForm.title')}
      description={t('offerForm.description', { product: conversation.productName })}
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4" aria-label={t('offerForm.title')}>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('offerForm.unitPrice', { per: perUnit(t, conversation.productUnit ?? '') })}
            error={errors.unitPrice}
            required
          >
            <Input
              inputMode="decimal"
              placeholder="0.00"
              value={unitPrice}
              onChange={(e) => setUnitPrice(e.target.value)}
            />
          </Field>
          <Field label={t('inquiry.currency')} error={errors.currency} required>
            <Select value={currency} onChange={(e) => setCurrency(e.target.value)}>
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('offerForm.quantity', { unit })} error={errors.quantity} required>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
            />
          </Field>
          <Field label={t('offerForm.leadTime')} error={errors.leadTimeDays} required>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={365}
              step={1}
              value={leadTimeDays}
              onChange={(e) => setLeadTime(e.target.value)}
            />
          </Field>
          <Field
            label={t('offerForm.incoterm')}
            error={errors.incoterm}
            required
            hint={t(`incoterms.${incoterm}`, { defaultValue: '' })}
          >
            <Select value={incoterm} onChange={(e) => setIncoterm(e.target.value)}>
              {INCOTERMS.map((i) => (
                <option key={i} value={i}>
                  {i}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('offerForm.shipping', { currency })} error={errors.shippingEstimate} optional>
            <Input
              inputMode="decimal"
              placeholder="0.00"
              value={shippingEstimate}
              onChange={(e) => setShipping(e.target.value)}
            />
          </Field>
          <Field label={t('offerForm.validUntil')} error={errors.validUntil} required>
            <Input type="date" min={todayIso()} value={validUntil} onChange={(e) => setValidUntil(e.target.value)} />
          </Field>
          <Field
            label={t('plan.label')}
            error={errors.paymentTerms}
            hint={
              <span data-testid="offer-plan-hint">
                {planChoiceHint(t, plan, i18n.language)}
                {keepDeposit ? <span className="mt-1 block">{keepDeposit}</span> : null}
              </span>
            }
          >
            <Select
              value={plan}
              data-testid="offer-plan"
              onChange={(e) => {
                if (isPlanChoice(e.target.value)) setPlan(e.target.value);
              }}
            >
              {PLAN_CHOICES.map((choice) => (
                <option key={choice || 'product'} value={choice}>
                  {planChoiceName(t, choice)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Field label={t('offerForm.note')} error={errors.note} optional>
          <Textarea
            rows={3}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            placeholder={t('offerForm.notePlaceholder')}
          />
        </Field>
        <p className="text-xs text-ink-600">{t('offerForm.explain')}</p>
        <div className="flex justify-end gap-2 border-t border-ink-100 pt-4">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('common:ui.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending} icon={<Send aria-hidden="true" className="size-4" />}>
            {t('offerForm.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
