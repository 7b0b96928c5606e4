import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { DISPUTE_REASONS, type DisputeReason, type RequestedOutcome } from '@app/shared/disputes';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, FormAlert, Input, RadioGroup, Textarea } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { useOpenDispute } from '../api/open-dispute';
import type { UploadedEvidence } from '../api/upload-evidence';
import { amountToCents, usd } from '../dispute-format';
import { EvidencePicker } from './evidence-picker';

export interface DisputableVendorOrder {
  id: string;
  vendorName: string;
  subtotalCents: number;
  buyerFeeCents: number;
}

/** The buyer's "Open a dispute" dialog: reason, outcome (with amount), description, evidence. */
export function OpenDisputeDialog({
  open,
  onClose,
  vendorOrder,
  windowEndsAt,
  overdue,
}: {
  open: boolean;
  onClose: () => void;
  vendorOrder: DisputableVendorOrder;
  windowEndsAt: string | null;
  overdue: boolean;
}) {
  const { t, i18n } = useTranslation('disputes');
  const lang = i18n.language;
  const navigate = useNavigate();
  const toast = useToast();
  const mutation = useOpenDispute();
  const [reason, setReason] = useState<DisputeReason | undefined>(undefined);
  const [outcome, setOutcome] = useState<RequestedOutcome>('FULL_REFUND');
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<UploadedEvidence[]>([]);
  const [local, setLocal] = useState<Record<string, string>>({});
  const server = fieldErrors(mutation.error);
  const errors = { ...server, ...local };
  const goods = usd(vendorOrder.subtotalCents, lang);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    let cents: number | undefined;
    if (!reason) problems.reason = t('open.reasonRequired');
    if (outcome === 'PARTIAL_REFUND') {
      const c = amountToCents(amount);
      if (c === null) problems.requestedRefundCents = t('open.amountInvalid');
      else if (c >= vendorOrder.subtotalCents)
        problems.requestedRefundCents = t('open.amountTooHigh', { amount: goods });
      else cents = c;
    }
    setLocal(problems);
    if (Object.keys(problems).length > 0 || !reason) return;
    // mutateAsync, not mutate's callbacks: the refreshed order page replaces this dialog with "View the dispute"
    // as soon as the queries refresh, and callbacks of an unmounted caller never run.
    mutation
      .mutateAsync({
        vendorOrderId: vendorOrder.id,
        reason,
        requestedOutcome: outcome,
        ...(cents !== undefined ? { requestedRefundCents: cents } : {}),
        description,
        evidenceIds: files.map((f) => f.id),
      })
      .then((d) => {
        toast.success(t('open.opened'));
        onClose();
        void navigate(`/disputes/${d.id}`);
      })
      .catch(() => undefined); // shown from mutation.error below
  };

  const formError =
    mutation.isError && !(mutation.error instanceof ApiError && mutation.error.code === 'VALIDATION_ERROR')
      ? mutation.error instanceof ApiError && mutation.error.code === 'CONFLICT'
        ? mutation.error.message
        : errorMessage(t, mutation.error, 'open.failed')
      : null;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={t('open.title', { vendor: vendorOrder.vendorName })}
      description={
        <>
          <span className="block">{t('open.intro')}</span>
          {overdue ? (
            <span className="mt-1 block font-medium text-accent-800">{t('open.overdue')}</span>
          ) : windowEndsAt ? (
            <span className="mt-1 block">{t('open.windowEnds', { date: formatDateTime(windowEndsAt, lang) })}</span>
          ) : null}
        </>
      }
    >
      <form
        className="space-y-5"
        onSubmit={submit}
        noValidate
        aria-label={t('open.title', { vendor: vendorOrder.vendorName })}
      >
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <RadioGroup<DisputeReason>
          legend={t('open.reason')}
          name="reason"
          value={reason}
          onChange={setReason}
          error={errors.reason}
          options={DISPUTE_REASONS.map((r) => ({
            value: r,
            label: t(`reasons.${r}`),
            description: t(`reasonHints.${r}`),
          }))}
        />
        <RadioGroup<RequestedOutcome>
          legend={t('open.outcome')}
          name="outcome"
          value={outcome}
          onChange={setOutcome}
          options={[
            {
              value: 'FULL_REFUND',
              label: t('outcomes.FULL_REFUND'),
              description: t('open.fullHint', {
                amount: usd(vendorOrder.subtotalCents + vendorOrder.buyerFeeCents, lang),
              }),
            },
            { value: 'PARTIAL_REFUND', label: t('outcomes.PARTIAL_REFUND'), description: t('open.partialHint') },
          ]}
        />
        {outcome === 'PARTIAL_REFUND' ? (
          <Field
            label={t('open.amount')}
            hint={t('open.amountHint', { amount: goods })}
            error={errors.requestedRefundCents}
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
        <Field label={t('open.description')} hint={t('open.descriptionHint')} error={errors.description} required>
          <Textarea rows={4} value={description} maxLength={4000} onChange={(e) => setDescription(e.target.value)} />
        </Field>
        <div>
          <p className="mb-1.5 text-sm font-medium text-ink-800">{t('evidence.title')}</p>
          <EvidencePicker value={files} onChange={setFiles} />
          {errors.evidenceIds ? <p className="mt-1 text-sm text-red-700">{errors.evidenceIds}</p> : null}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('open.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('open.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
