import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { CURRENCIES } from '@app/shared/constants';
import { counterInput } from '@app/shared/messaging';
import type { OfferDto } from '@app/shared/offers';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, FormAlert, Input, Select, Textarea } from '../../../components/ui/field';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { issueFields } from '../../../lib/issue-text';
import { perUnit } from '../../../lib/units';
import { useCounterOffer } from '../api/counter-offer';
import { planLine } from '../offer-plan';

/**
 * The buyer proposes another unit price; the supplier may answer with a new quote. A counter carries no other terms:
 * the quote's payment plan stays, and the supplier's answering quote starts from it (offer-plan.ts).
 */
export function CounterDialog({ open, onClose, offer }: { open: boolean; onClose: () => void; offer: OfferDto }) {
  const { t, i18n } = useTranslation('messaging');
  const counter = useCounterOffer();
  const [unitPrice, setUnitPrice] = useState('');
  const [currency, setCurrency] = useState(offer.currency);
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const parsed = counterInput.safeParse({ unitPrice, currency, body });
    if (!parsed.success) {
      setErrors(issueFields(t, parsed.error));
      return;
    }
    setErrors({});
    try {
      await counter.mutateAsync({ offerId: offer.id, input: parsed.data });
      setUnitPrice('');
      setBody('');
      onClose();
    } catch (err) {
      setErrors(fieldErrors(err));
      setFormError(errorMessage(t, err, 'counter.failed'));
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('counter.title')} description={t('counter.description')}>
      <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('counter.unitPrice', { per: perUnit(t, offer.unit) })} error={errors.unitPrice} required>
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
        </div>
        <Field label={t('counter.note')} error={errors.body} optional>
          <Textarea rows={3} value={body} onChange={(e) => setBody(e.target.value)} />
        </Field>
        <div className="rounded-lg bg-ink-50 px-3 py-2 text-xs text-ink-700" data-testid="counter-plan">
          <p className="font-medium text-ink-900">{planLine(t, offer.paymentTerms, i18n.language)}</p>
          <p className="mt-0.5">{t('counter.planKept')}</p>
        </div>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('common:ui.cancel')}
          </Button>
          <Button type="submit" loading={counter.isPending}>
            {t('counter.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
