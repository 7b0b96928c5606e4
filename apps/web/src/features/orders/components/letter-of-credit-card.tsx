import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { BadgeCheck, Clock, Download, FileText, Landmark, Upload, type LucideIcon } from 'lucide-react';
import { LC_MIN_DAYS_LEFT, letterOfCreditInput, type LetterOfCreditDto } from '@app/shared/letters-of-credit';
import { centsToPrice } from '@app/shared/catalog';
import type { ProformaDto } from '@app/shared/orders';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field, FieldError, FormAlert, Input } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage, fieldErrors } from '../../../lib/error-message';
import { issueFields } from '../../../lib/issue-text';
import { formatDate } from '../../../lib/format';
import { formatUsd } from '../../../lib/money-display';
import { useSubmitLetterOfCredit, type LetterOfCreditForm } from '../api/submit-letter-of-credit';

const MAX_BYTES = 5 * 1024 * 1024;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Paying a pro-forma under a letter of credit (issue 18), for pro-formas with products sold on those terms: the form
 * (the LC's details and the bank's confirmation) while none is under review or verified, else where the letter
 * stands. A rejected letter shows the team's reason above the form to send a corrected one.
 */
export function LetterOfCreditCard({ proforma }: { proforma: ProformaDto }) {
  const { t } = useTranslation('orders');
  const letter = proforma.letterOfCredit;
  const open = proforma.status === 'AWAITING_TRANSFER';
  if (!proforma.letterOfCreditAllowed || (!letter && !open)) return null;
  const canSend = open && (!letter || letter.status === 'REJECTED');
  return (
    <Card data-testid="letter-of-credit">
      <CardHeader title={t('letterOfCredit.title')} description={canSend ? t('letterOfCredit.intro') : undefined} />
      <CardBody className="space-y-4">
        {letter ? <LetterStatus proforma={proforma} letter={letter} /> : null}
        {canSend ? <LetterForm proforma={proforma} /> : null}
      </CardBody>
    </Card>
  );
}

/** An alert's title with its icon. */
function IconTitle({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-2">
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </span>
  );
}

function LetterStatus({ proforma, letter }: { proforma: ProformaDto; letter: LetterOfCreditDto }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  const details = (
    <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
      <div>
        <dt className="inline text-ink-600">{t('letterOfCredit.number')}: </dt>
        <dd className="inline font-mono" dir="ltr">
          {letter.lcNumber}
        </dd>
      </div>
      <div>
        <dt className="inline text-ink-600">{t('letterOfCredit.bank')}: </dt>
        <dd className="inline">
          <bdi>{letter.issuingBank}</bdi>
        </dd>
      </div>
      <div>
        <dt className="inline text-ink-600">{t('letterOfCredit.amount')}: </dt>
        <dd className="inline tabular-nums">{formatUsd(letter.amountCents, lang)}</dd>
      </div>
      <div>
        <dt className="inline text-ink-600">{t('letterOfCredit.validUntil')}: </dt>
        <dd className="inline">{formatDate(letter.expiresOn, lang)}</dd>
      </div>
      <div className="sm:col-span-2">
        <a
          href={letter.documentUrl}
          download
          className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline"
        >
          <Download aria-hidden="true" className="size-4" />
          <bdi>{letter.documentName}</bdi>
        </a>
      </div>
    </dl>
  );
  if (letter.status === 'SUBMITTED')
    return (
      <FormAlert tone="info" title={<IconTitle icon={Clock}>{t('letterOfCredit.reviewTitle')}</IconTitle>}>
        {t('letterOfCredit.reviewText')}
        {details}
      </FormAlert>
    );
  if (letter.status === 'VERIFIED')
    return (
      <FormAlert tone="success" title={<IconTitle icon={BadgeCheck}>{t('letterOfCredit.verifiedTitle')}</IconTitle>}>
        {proforma.status === 'AWAITING_TRANSFER'
          ? t('letterOfCredit.verifiedText', {
              bank: letter.issuingBank,
              total: formatUsd(proforma.totalCents ?? 0, lang),
              reference: proforma.reference,
            })
          : t('letterOfCredit.paidText', { bank: letter.issuingBank })}
        {details}
      </FormAlert>
    );
  return (
    <FormAlert title={t('letterOfCredit.rejectedTitle', { number: letter.lcNumber })}>
      {t('letterOfCredit.rejectedText', { reason: letter.rejectReason ?? '' })}
    </FormAlert>
  );
}

function LetterForm({ proforma }: { proforma: ProformaDto }) {
  const { t, i18n } = useTranslation('orders');
  const lang = i18n.language;
  const toast = useToast();
  const submit = useSubmitLetterOfCredit();
  const fileId = useId();
  const minDate = isoDay(new Date(Date.now() + LC_MIN_DAYS_LEFT * 86_400_000));
  const [form, setForm] = useState<LetterOfCreditForm>({
    issuingBank: '',
    lcNumber: '',
    amount: centsToPrice(proforma.totalCents ?? 0),
    expiresOn: '',
    document: null,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const set = (name: keyof LetterOfCreditForm) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [name]: e.target.value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = letterOfCreditInput.safeParse(form);
    const found: Record<string, string> = parsed.success ? {} : issueFields(t, parsed.error);
    if (!form.document) found.document = t('letterOfCredit.documentMissing');
    else if (form.document.size > MAX_BYTES) found.document = t('letterOfCredit.documentTooLarge');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setProgress(0);
    submit.mutate(
      { checkoutId: proforma.checkoutId, form, onProgress: setProgress },
      {
        onSuccess: () => toast.success(t('letterOfCredit.sent')),
        onError: (err) => setErrors(fieldErrors(err)),
        onSettled: () => setProgress(null),
      },
    );
  };
  const formError =
    submit.error && Object.keys(fieldErrors(submit.error)).length === 0
      ? errorMessage(t, submit.error, 'letterOfCredit.failed')
      : null;

  return (
    <form className="space-y-4" onSubmit={onSubmit} noValidate aria-label={t('letterOfCredit.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('letterOfCredit.bank')} error={errors.issuingBank} required>
          <Input value={form.issuingBank} onChange={set('issuingBank')} maxLength={120} autoComplete="off" />
        </Field>
        <Field label={t('letterOfCredit.number')} error={errors.lcNumber} required>
          <Input value={form.lcNumber} onChange={set('lcNumber')} maxLength={40} dir="ltr" autoComplete="off" />
        </Field>
        <Field
          label={t('letterOfCredit.amount')}
          hint={t('letterOfCredit.amountHint', { total: formatUsd(proforma.totalCents ?? 0, lang) })}
          error={errors.amount}
          required
        >
          <Input value={form.amount} onChange={set('amount')} inputMode="decimal" dir="ltr" />
        </Field>
        <Field
          label={t('letterOfCredit.validUntil')}
          hint={t('letterOfCredit.validUntilHint', { date: formatDate(minDate, lang) })}
          error={errors.expiresOn}
          required
        >
          <Input type="date" value={form.expiresOn} onChange={set('expiresOn')} min={minDate} />
        </Field>
      </div>
      <div className="space-y-2">
        <span id={`${fileId}-label`} className="block text-sm font-medium text-ink-800">
          {t('letterOfCredit.document')}
        </span>
        <label
          htmlFor={fileId}
          className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-ink-300 bg-white px-3 py-2 text-sm font-medium text-ink-800 shadow-sm hover:bg-ink-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent-400"
        >
          <Upload aria-hidden="true" className="size-4" />
          {t('letterOfCredit.chooseDocument')}
          <input
            id={fileId}
            type="file"
            accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg"
            className="sr-only"
            disabled={submit.isPending}
            aria-labelledby={`${fileId}-label`}
            aria-describedby={`${fileId}-chosen${errors.document ? ` ${fileId}-error` : ''}`}
            onChange={(e) => {
              const document = e.target.files?.[0] ?? null;
              setForm((f) => ({ ...f, document }));
              setErrors(({ document: _, ...rest }) => rest);
            }}
          />
        </label>
        <p id={`${fileId}-chosen`} className="flex items-center gap-1.5 text-sm text-ink-700" aria-live="polite">
          <FileText aria-hidden="true" className="size-4 shrink-0" />
          {form.document ? <bdi className="truncate">{form.document.name}</bdi> : t('letterOfCredit.noDocument')}
        </p>
        {errors.document ? <FieldError id={`${fileId}-error`}>{errors.document}</FieldError> : null}
      </div>
      {progress !== null ? (
        <progress className="h-2 w-full" max={1} value={progress} aria-label={t('letterOfCredit.sending')} />
      ) : null}
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Button type="submit" loading={submit.isPending} icon={<Landmark aria-hidden="true" className="size-4" />}>
        {t('letterOfCredit.submit')}
      </Button>
    </form>
  );
}
