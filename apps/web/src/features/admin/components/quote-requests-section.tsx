import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Download, FileQuestion } from 'lucide-react';
import { Link } from 'react-router';
import type { LetterOfCreditDto } from '@app/shared/letters-of-credit';
import type { QuoteDto } from '@app/shared/orders';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field, FormAlert, Input } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { Table, TBody, TD, TH, THead, TR } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { formatDate, formatNumber } from '../../../lib/format';
import { proformaUrl, useQuoteRequests } from '../api/list-quote-requests';
import { useSetQuoteFee } from '../api/set-quote-fee';
import { centsToDecimal, formatUsd } from '../lib/admin-format';
import { serverMessage } from '../lib/server-message';
import {
  LetterOfCreditActions,
  LetterOfCreditDetails,
  RejectLetterOfCreditDialog,
  VerifyLetterOfCreditDialog,
} from './letter-of-credit-review';
import { RecordTransferDialog } from './record-transfer-dialog';

const QUOTE_TONES: Record<string, BadgeTone> = {
  QUOTE_REQUESTED: 'amber',
  AWAITING_TRANSFER: 'blue',
  CAPTURED: 'green',
  PLACED: 'green',
  EXPIRED: 'neutral',
  CANCELLED: 'neutral',
  FAILED: 'red',
};

type Action =
  | { kind: 'fee' | 'transfer'; quote: QuoteDto }
  | { kind: 'verifyLc' | 'rejectLc'; quote: QuoteDto; letter: LetterOfCreditDto };

export function QuoteRequestsSection() {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const quotes = useQuoteRequests();
  const [action, setAction] = useState<Action | null>(null);

  return (
    <Card>
      <CardHeader title={t('console.quotes.bankTitle')} description={t('console.quotes.bankText')} />
      <div className="p-4">
        <QueryState
          query={quotes}
          loading={{ look: 'rows', count: 3 }}
          error={{ ns: 'admin', fallback: 'console.quotes.failed' }}
          empty={
            <EmptyState
              icon={<FileQuestion className="size-7" />}
              title={t('console.quotes.emptyTitle')}
              description={t('console.quotes.emptyText')}
            />
          }
        >
          {({ items }) => (
            <Table className="relative" caption={t('console.quotes.bankTitle')}>
              <THead>
                <TR>
                  <TH>{t('console.quotes.reference')}</TH>
                  <TH>{t('console.quotes.buyer')}</TH>
                  <TH className="text-end">{t('console.quotes.amount')}</TH>
                  <TH className="text-end">{t('console.quotes.items')}</TH>
                  <TH>{t('console.status')}</TH>
                  <TH>{t('console.actions')}</TH>
                </TR>
              </THead>
              <TBody>
                {items.map((q) => (
                  <TR key={q.checkoutId}>
                    <TD>
                      <span className="font-mono font-medium" dir="ltr">
                        {q.reference}
                      </span>
                      <span className="block text-xs text-ink-500">
                        {t(`console.quotes.source.${q.source}`)} · {formatDate(q.createdAt, lang)}
                      </span>
                      {q.status === 'AWAITING_TRANSFER' && q.expiresAt ? (
                        <span className="block text-xs text-ink-500">
                          {t('console.quotes.payBy', { date: formatDate(q.expiresAt, lang) })}
                        </span>
                      ) : null}
                      {q.letterOfCredit ? <LetterOfCreditDetails letter={q.letterOfCredit} /> : null}
                    </TD>
                    <TD>
                      {q.contact.name}
                      <span className="block text-xs text-ink-500" dir="ltr">
                        {q.contact.email}
                      </span>
                    </TD>
                    <TD className="text-end tabular-nums">
                      {formatUsd(q.totalCents ?? q.subtotalCents, lang)}
                      {q.feeCents !== null ? (
                        <span className="block text-xs text-ink-500">
                          {t('console.quotes.feeIncluded', { fee: formatUsd(q.feeCents, lang) })}
                        </span>
                      ) : null}
                    </TD>
                    <TD className="text-end tabular-nums">
                      {formatNumber(
                        q.lines.reduce((s, l) => s + l.quantity, 0),
                        lang,
                      )}
                    </TD>
                    <TD>
                      <Badge tone={QUOTE_TONES[q.status] ?? 'neutral'}>
                        {t(`console.quotes.status.${q.status}`, { defaultValue: q.status })}
                      </Badge>
                      {q.transfer ? (
                        <span className="mt-1 block text-xs text-ink-500">
                          {t('console.quotes.received', {
                            amount: formatUsd(q.transfer.amountCents, lang),
                            date: formatDate(q.transfer.receivedOn, lang),
                            reference: q.transfer.bankReference,
                          })}
                        </span>
                      ) : null}
                    </TD>
                    <TD>
                      <div className="flex flex-wrap gap-2">
                        {q.status === 'QUOTE_REQUESTED' ? (
                          <Button size="sm" onClick={() => setAction({ kind: 'fee', quote: q })}>
                            {t('console.quotes.setFee')}
                          </Button>
                        ) : null}
                        <LetterOfCreditActions
                          quote={q}
                          onDecide={(kind, letter) => setAction({ kind, quote: q, letter })}
                        />
                        {q.status === 'AWAITING_TRANSFER' ? (
                          <>
                            <a href={proformaUrl(q.checkoutId)} download className={buttonClasses('outline', 'sm')}>
                              <Download aria-hidden="true" className="size-4" />
                              {t('console.quotes.proforma')}
                            </a>
                            <Button size="sm" onClick={() => setAction({ kind: 'transfer', quote: q })}>
                              {t('console.quotes.markReceived')}
                            </Button>
                            <Button size="sm" variant="ghost" onClick={() => setAction({ kind: 'fee', quote: q })}>
                              {t('console.quotes.adjustFee')}
                            </Button>
                          </>
                        ) : null}
                        {q.orderId ? (
                          <Link
                            to={`/order-confirmation/${q.orderId}`}
                            className="text-sm font-medium text-brand-700 underline"
                          >
                            {t('console.quotes.viewOrder')}
                          </Link>
                        ) : null}
                      </div>
                    </TD>
                  </TR>
                ))}
              </TBody>
            </Table>
          )}
        </QueryState>
      </div>
      {action?.kind === 'fee' ? <FeeDialog quote={action.quote} onClose={() => setAction(null)} /> : null}
      {action?.kind === 'transfer' ? (
        <RecordTransferDialog quote={action.quote} onClose={() => setAction(null)} />
      ) : null}
      {action?.kind === 'verifyLc' ? (
        <VerifyLetterOfCreditDialog quote={action.quote} letter={action.letter} onClose={() => setAction(null)} />
      ) : null}
      {action?.kind === 'rejectLc' ? (
        <RejectLetterOfCreditDialog quote={action.quote} letter={action.letter} onClose={() => setAction(null)} />
      ) : null}
    </Card>
  );
}

/** Sets the fee of a quote request, or adjusts the fee of an unpaid pro-forma (the buyer is e-mailed the new invoice). */
function FeeDialog({ quote: q, onClose }: { quote: QuoteDto; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const setFee = useSetQuoteFee();
  const [value, setValue] = useState(q.feeCents === null ? '' : centsToDecimal(q.feeCents));
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const invalid = !/^\s*\d{1,9}(\.\d{1,2})?\s*$/.test(value);

  const submit = () => {
    setTouched(true);
    if (invalid) return;
    setError(null);
    setFee.mutate(
      { id: q.checkoutId, fee: value.trim() },
      {
        onSuccess: () => {
          toast.success(t('console.quotes.feeSet', { reference: q.reference }));
          onClose();
        },
        onError: (e: unknown) => setError(serverMessage(t, e, 'console.actionFailed')),
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('console.quotes.setFeeTitle', { reference: q.reference })}
      description={t('console.quotes.subtotal', { amount: formatUsd(q.subtotalCents, i18n.language) })}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common:ui.cancel')}
          </Button>
          <Button type="submit" form="quote-fee-form" loading={setFee.isPending}>
            {t('console.quotes.setFee')}
          </Button>
        </>
      }
    >
      <form
        id="quote-fee-form"
        noValidate
        className="space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Field
          label={t('console.quotes.feeLabel')}
          hint={t('console.quotes.feeHint')}
          required
          error={touched && invalid ? t('console.invalidAmount') : undefined}
        >
          <Input
            value={value}
            onChange={(e) => setValue(e.target.value)}
            inputMode="decimal"
            autoFocus
            dir="ltr"
            className="text-start"
          />
        </Field>
        {error ? <FormAlert>{error}</FormAlert> : null}
      </form>
    </Dialog>
  );
}
