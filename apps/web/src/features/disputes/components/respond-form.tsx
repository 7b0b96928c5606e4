import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { DisputeDto, VendorResponse } from '@app/shared/disputes';
import { Button } from '../../../components/ui/button';
import { Field, FormAlert, Input, RadioGroup, Textarea } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { useRespondDispute } from '../api/respond-dispute';
import type { UploadedEvidence } from '../api/upload-evidence';
import { amountToCents, usd } from '../dispute-format';
import { EvidencePicker } from './evidence-picker';

/** The vendor's answer: accept the buyer's request, offer a partial refund, or contest with a statement and evidence. */
export function RespondForm({ dispute }: { dispute: DisputeDto }) {
  const { t, i18n } = useTranslation('disputes');
  const lang = i18n.language;
  const toast = useToast();
  const respond = useRespondDispute();
  const [action, setAction] = useState<VendorResponse>('CONTEST');
  const [amount, setAmount] = useState('');
  const [statement, setStatement] = useState('');
  const [files, setFiles] = useState<UploadedEvidence[]>([]);
  const [local, setLocal] = useState<Record<string, string>>({});
  const errors = { ...fieldErrors(respond.error), ...local };
  const requested =
    dispute.requestedOutcome === 'PARTIAL_REFUND' && dispute.requestedRefundCents !== null
      ? dispute.requestedRefundCents
      : dispute.escrowCents;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    let offerCents: number | undefined;
    if (action === 'OFFER') {
      const c = amountToCents(amount);
      if (c === null) problems.offerCents = t('open.amountInvalid');
      else if (c >= dispute.goodsCents)
        problems.offerCents = t('open.amountTooHigh', { amount: usd(dispute.goodsCents, lang) });
      else offerCents = c;
    }
    setLocal(problems);
    if (Object.keys(problems).length) return;
    respond.mutate(
      {
        id: dispute.id,
        body: {
          action,
          statement,
          evidenceIds: files.map((f) => f.id),
          ...(offerCents !== undefined ? { offerCents } : {}),
        },
      },
      { onSuccess: () => toast.success(t('respond.sent')) },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label={t('respond.title')}>
      <p className="text-sm text-ink-700">{t('respond.intro')}</p>
      {respond.isError && !(respond.error instanceof ApiError && respond.error.code === 'VALIDATION_ERROR') ? (
        <FormAlert>
          {respond.error instanceof ApiError && respond.error.code === 'CONFLICT'
            ? respond.error.message
            : errorMessage(t, respond.error, 'actionFailed')}
        </FormAlert>
      ) : null}
      <RadioGroup<VendorResponse>
        legend={t('respond.title')}
        name="vendor-response"
        value={action}
        onChange={setAction}
        columns={3}
        options={[
          {
            value: 'ACCEPT',
            label: t('respond.accept'),
            description: t('respond.acceptHint', { amount: usd(requested, lang) }),
          },
          { value: 'OFFER', label: t('respond.offer'), description: t('respond.offerHint') },
          { value: 'CONTEST', label: t('respond.contest'), description: t('respond.contestHint') },
        ]}
      />
      {action === 'OFFER' ? (
        <Field
          label={t('respond.offerAmount')}
          hint={t('open.amountHint', { amount: usd(dispute.goodsCents, lang) })}
          error={errors.offerCents}
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
      <Field
        label={t('respond.statement')}
        hint={t('respond.statementHint')}
        error={errors.statement}
        required={action === 'CONTEST'}
      >
        <Textarea rows={3} value={statement} maxLength={4000} onChange={(e) => setStatement(e.target.value)} />
      </Field>
      <EvidencePicker value={files} onChange={setFiles} />
      <div className="flex justify-end">
        <Button type="submit" loading={respond.isPending}>
          {t('respond.submit')}
        </Button>
      </div>
    </form>
  );
}
