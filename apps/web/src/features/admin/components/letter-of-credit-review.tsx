import { useState } from 'react';
import type { TFunction } from '../../../i18n/translator';
import { useTranslation } from '../../../i18n/use-translation';
import { Download } from 'lucide-react';
import { rejectLetterOfCreditInput, type LcStatus, type LetterOfCreditDto } from '@app/shared/letters-of-credit';
import type { QuoteDto } from '@app/shared/orders';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, FormAlert, Textarea } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { isolate, isolateLtr } from '../../../lib/bidi';
import { issueFields } from '../../../lib/issue-text';
import { formatDate } from '../../../lib/format';
import { useDecideLetterOfCredit } from '../api/decide-letter-of-credit';
import { formatUsd } from '../lib/admin-format';
import { serverMessage } from '../lib/server-message';

/**
 * Letters of credit in the bank transfers table (issue 18): what the buyer sent for a pro-forma, and the admin's two
 * decisions. Verifying makes the issuing bank the payer (the goods stay reserved until the LC expires; the order is
 * placed when the bank's transfer is recorded); rejecting tells the buyer why, and they may send another.
 */

const LC_TONES: Record<LcStatus, BadgeTone> = { SUBMITTED: 'amber', VERIFIED: 'green', REJECTED: 'neutral' };

/** An LC's expiry is a calendar day (YYYY-MM-DD): read it as UTC so no time zone moves it. */
function expiryDate(letter: LetterOfCreditDto, lang: string): string {
  return formatDate(letter.expiresOn, lang, { timeZone: 'UTC' });
}

/** "Verify LC" and "Reject LC", while the letter waits for an admin and the pro-forma for its payment. */
export function LetterOfCreditActions({
  quote,
  onDecide,
}: {
  quote: QuoteDto;
  onDecide: (kind: 'verifyLc' | 'rejectLc', letter: LetterOfCreditDto) => void;
}) {
  const { t } = useTranslation('admin');
  const letter = quote.letterOfCredit;
  if (quote.status !== 'AWAITING_TRANSFER' || letter?.status !== 'SUBMITTED') return null;
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => onDecide('verifyLc', letter)}>
        {t('console.quotes.lc.verify')}
      </Button>
      <Button size="sm" variant="outline" onClick={() => onDecide('rejectLc', letter)}>
        {t('console.quotes.lc.reject')}
      </Button>
    </>
  );
}

/** "LC <number> · <bank> · <amount> · valid until <date>", the number and the bank isolated from the sentence. */
function LetterOfCreditLine({ letter }: { letter: LetterOfCreditDto }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  return (
    <>
      {t('console.quotes.lc.label')}{' '}
      <bdi dir="ltr" className="font-mono">
        {letter.lcNumber}
      </bdi>{' '}
      · <bdi>{letter.issuingBank}</bdi> · <span className="tabular-nums">{formatUsd(letter.amountCents, lang)}</span> ·{' '}
      {t('console.quotes.lc.validUntil', { date: expiryDate(letter, lang) })}
    </>
  );
}

function DocumentLink({ letter }: { letter: LetterOfCreditDto }) {
  const { t } = useTranslation('admin');
  return (
    <a href={letter.documentUrl} download className="inline-flex items-center gap-1 text-brand-700 underline">
      <Download aria-hidden="true" className="size-3.5 shrink-0" />
      {t('console.quotes.lc.document')} <bdi dir="ltr">{letter.documentName}</bdi>
    </a>
  );
}

/** Under a quote's reference: the LC's status, its details, the bank's confirmation and, once rejected, why. */
export function LetterOfCreditDetails({ letter }: { letter: LetterOfCreditDto }) {
  const { t } = useTranslation('admin');
  return (
    <div className="mt-2 space-y-1 text-xs text-ink-600" data-testid="letter-of-credit">
      <Badge tone={LC_TONES[letter.status]}>{t(`console.quotes.lc.status.${letter.status}`)}</Badge>
      <span className="block">
        <LetterOfCreditLine letter={letter} />
      </span>
      <span className="block">
        <DocumentLink letter={letter} />
      </span>
      {letter.status === 'REJECTED' && letter.rejectReason ? (
        <span className="block">
          {t('console.quotes.lc.rejectReason')} <bdi>{letter.rejectReason}</bdi>
        </span>
      ) : null}
    </div>
  );
}

/**
 * The reason as it is sent (trimmed; line breaks typed in the box become spaces, the buyer reads one line), or the
 * shared contract's message in the page language: the server's own rule and words (5 to 500 characters).
 */
export function checkRejectReason(t: TFunction, text: string): { reason: string } | { error: string } {
  const parsed = rejectLetterOfCreditInput.safeParse({ reason: text.replace(/\s*[\r\n]+\s*/g, ' ') });
  if (parsed.success) return { reason: parsed.data.reason };
  return { error: issueFields(t, parsed.error).reason ?? t('console.actionFailed') };
}

type DialogProps = { quote: QuoteDto; letter: LetterOfCreditDto; onClose: () => void };

/** Confirms a verification, saying what it does: the bank pays, the goods stay reserved, the transfer places the order. */
export function VerifyLetterOfCreditDialog({ quote, letter, onClose }: DialogProps) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const toast = useToast();
  const decide = useDecideLetterOfCredit();
  const [error, setError] = useState<string | null>(null);
  const due = quote.totalCents ?? quote.subtotalCents;

  const verify = () => {
    setError(null);
    decide.mutate(
      { id: letter.id, decision: 'verify' },
      {
        onSuccess: () => {
          toast.success(t('console.quotes.lc.verified', { reference: isolateLtr(quote.reference) }));
          onClose();
        },
        onError: (e) => setError(serverMessage(t, e, 'console.actionFailed')),
      },
    );
  };

  return (
    <Dialog
      open
      alert
      onClose={onClose}
      title={t('console.quotes.lc.verifyTitle', { reference: isolateLtr(quote.reference) })}
      description={<LetterOfCreditLine letter={letter} />}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common:ui.cancel')}
          </Button>
          <Button onClick={verify} loading={decide.isPending}>
            {t('console.quotes.lc.verify')}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-ink-700">
        <p>{t('console.quotes.lc.verifyCheck')}</p>
        <p>
          <DocumentLink letter={letter} />
        </p>
        {letter.amountCents < due ? (
          <FormAlert tone="warning">
            {t('console.quotes.lc.amountShort', {
              amount: isolateLtr(formatUsd(letter.amountCents, lang)),
              total: isolateLtr(formatUsd(due, lang)),
            })}
          </FormAlert>
        ) : null}
        <ul className="list-disc space-y-1 ps-5">
          <li>{t('console.quotes.lc.verifyPayer', { bank: isolate(letter.issuingBank) })}</li>
          <li>{t('console.quotes.lc.verifyReserved', { date: expiryDate(letter, lang) })}</li>
          <li>{t('console.quotes.lc.verifyOrder', { action: t('console.quotes.markReceived') })}</li>
        </ul>
        {error ? <FormAlert>{error}</FormAlert> : null}
      </div>
    </Dialog>
  );
}

/** Rejects a letter of credit with the reason the buyer reads (5 to 500 characters, the shared contract's rule). */
export function RejectLetterOfCreditDialog({ quote, letter, onClose }: DialogProps) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const decide = useDecideLetterOfCredit();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverField, setServerField] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const checked = checkRejectReason(t, reason);

  const submit = () => {
    setTouched(true);
    setServerField(null);
    setError(null);
    if ('error' in checked) return;
    decide.mutate(
      { id: letter.id, decision: 'reject', reason: checked.reason },
      {
        onSuccess: () => {
          toast.success(t('console.quotes.lc.rejected', { reference: isolateLtr(quote.reference) }));
          onClose();
        },
        onError: (e) => {
          if (e instanceof ApiError && e.fields.reason) setServerField(e.fields.reason);
          else setError(serverMessage(t, e, 'console.actionFailed'));
        },
      },
    );
  };

  return (
    <Dialog
      open
      alert
      onClose={onClose}
      title={t('console.quotes.lc.rejectTitle', { reference: isolateLtr(quote.reference) })}
      description={<LetterOfCreditLine letter={letter} />}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common:ui.cancel')}
          </Button>
          <Button type="submit" form="reject-lc-form" variant="danger" loading={decide.isPending}>
            {t('console.quotes.lc.reject')}
          </Button>
        </>
      }
    >
      <form
        id="reject-lc-form"
        noValidate
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p className="text-sm text-ink-700">{t('console.quotes.lc.rejectText')}</p>
        <Field
          label={t('console.quotes.lc.reasonLabel')}
          hint={t('console.quotes.lc.reasonHint')}
          required
          error={serverField ?? (touched && 'error' in checked ? checked.error : undefined)}
        >
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} maxLength={500} autoFocus />
        </Field>
        {error ? <FormAlert>{error}</FormAlert> : null}
      </form>
    </Dialog>
  );
}
