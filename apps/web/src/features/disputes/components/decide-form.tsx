import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { DISPUTE_OUTCOMES, type DisputeOutcome, type MediatorViewDto } from '@app/shared/disputes';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert, Input, RadioGroup, Textarea } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { useDecideDispute } from '../api/decide-dispute';
import { amountToCents, suggestionExplanation, usd } from '../dispute-format';

/** The admin's decision: release, full refund or partial refund (amount), with a note to both parties. */
export function DecideForm({ view }: { view: MediatorViewDto }) {
  const { t, i18n } = useTranslation('disputes');
  const lang = i18n.language;
  const toast = useToast();
  const decide = useDecideDispute();
  const d = view.dispute;
  const s = view.suggestion;
  const [outcome, setOutcome] = useState<DisputeOutcome | undefined>(undefined);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const errors = { ...fieldErrors(decide.error), ...local };

  const useSuggestion = () => {
    if (!s.outcome) return;
    setOutcome(s.outcome);
    if (s.refundCents !== null) setAmount((s.refundCents / 100).toFixed(2));
    if (!note) setNote(suggestionExplanation(t, s, d.reason, lang));
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    let refundCents: number | undefined;
    if (!outcome) problems.outcome = t('admin.outcome');
    if (outcome === 'PARTIAL_REFUND') {
      const c = amountToCents(amount);
      if (c === null) problems.refundCents = t('open.amountInvalid');
      else if (c >= d.goodsCents) problems.refundCents = t('open.amountTooHigh', { amount: usd(d.goodsCents, lang) });
      else refundCents = c;
    }
    setLocal(problems);
    if (Object.keys(problems).length || !outcome) return;
    decide.mutate(
      { id: d.id, body: { outcome, note, ...(refundCents !== undefined ? { refundCents } : {}) } },
      { onSuccess: () => toast.success(t('admin.decided')) },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label={t('admin.decide')}>
      <p className="text-sm text-ink-600">{t('admin.decideHint')}</p>
      {decide.isError && !(decide.error instanceof ApiError && decide.error.code === 'VALIDATION_ERROR') ? (
        <FormAlert>
          {decide.error instanceof ApiError && decide.error.code === 'CONFLICT'
            ? decide.error.message
            : errorMessage(t, decide.error, 'actionFailed')}
        </FormAlert>
      ) : null}
      {s.outcome ? (
        <Button type="button" variant="outline" size="sm" onClick={useSuggestion}>
          {t('admin.useSuggestion')}
        </Button>
      ) : null}
      <RadioGroup<DisputeOutcome>
        legend={t('admin.outcome')}
        name="decision"
        value={outcome}
        onChange={setOutcome}
        columns={3}
        error={errors.outcome}
        options={DISPUTE_OUTCOMES.map((o) => ({ value: o, label: t(`outcomes.${o}`) }))}
      />
      {outcome === 'PARTIAL_REFUND' ? (
        <Field
          label={t('admin.refundAmount')}
          hint={t('open.amountHint', { amount: usd(d.goodsCents, lang) })}
          error={errors.refundCents}
          required
        >
          <Input
            inputMode="decimal"
            dir="ltr"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            placeholder="0.00"
            className="max-w-[12rem]"
          />
        </Field>
      ) : null}
      <Field label={t('admin.note')} error={errors.note} required>
        <Textarea rows={3} value={note} maxLength={4000} onChange={(e) => setNote(e.target.value)} />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" loading={decide.isPending}>
          {t('admin.submit')}
        </Button>
      </div>
    </form>
  );
}
