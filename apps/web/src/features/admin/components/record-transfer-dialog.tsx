import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { QuoteDto } from '@app/shared/orders';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, FormAlert, Input } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { useMarkTransferReceived } from '../api/mark-transfer-received';
import { centsToDecimal, formatUsd, isoDay, isPositiveAmount } from '../lib/admin-format';
import { serverMessage } from '../lib/server-message';

/**
 * Records a bank transfer received for a pro-forma or a priced quote: amount, the bank's reference, the date. The
 * server refuses a short payment (the message says by how much) and places the order for a full one, holding the money
 * in escrow; recording the same transfer again changes nothing.
 */
export function RecordTransferDialog({ quote, onClose }: { quote: QuoteDto; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const toast = useToast();
  const transfer = useMarkTransferReceived();
  const due = quote.totalCents ?? quote.subtotalCents;
  const [amount, setAmount] = useState(centsToDecimal(due));
  const [reference, setReference] = useState('');
  const [receivedOn, setReceivedOn] = useState(isoDay(new Date()));
  const [touched, setTouched] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ orderId: string; excessCents: number } | null>(null);

  const invalid = {
    amount: !isPositiveAmount(amount) ? t('console.invalidAmount') : undefined,
    bankReference: reference.trim().length < 3 ? t('console.referenceRequired') : undefined,
    receivedOn: !/^\d{4}-\d{2}-\d{2}$/.test(receivedOn) ? t('console.quotes.invalidDate') : undefined,
  };
  const fieldError = (name: keyof typeof invalid) => fields[name] ?? (touched ? invalid[name] : undefined);

  const submit = () => {
    setTouched(true);
    setFields({});
    setError(null);
    if (invalid.amount || invalid.bankReference || invalid.receivedOn) return;
    transfer.mutate(
      { id: quote.checkoutId, amount: amount.trim(), bankReference: reference.trim(), receivedOn },
      {
        onSuccess: (r) => {
          toast.success(t('console.quotes.orderPlaced', { reference: quote.reference }));
          setDone({ orderId: r.orderId, excessCents: r.excessCents });
        },
        onError: (e) => {
          if (e instanceof ApiError && Object.keys(e.fields).length > 0) setFields(e.fields);
          else setError(serverMessage(t, e, 'console.actionFailed'));
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('console.quotes.markReceivedTitle', { reference: quote.reference })}
      description={t('console.quotes.due', { amount: formatUsd(due, lang) })}
      footer={
        done ? (
          <Button onClick={onClose}>{t('common:ui.close')}</Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose}>
              {t('common:ui.cancel')}
            </Button>
            <Button type="submit" form="record-transfer-form" loading={transfer.isPending}>
              {t('console.quotes.markReceived')}
            </Button>
          </>
        )
      }
    >
      {done ? (
        <div className="space-y-3">
          <FormAlert tone="success" title={t('console.quotes.orderPlacedTitle')}>
            <p>
              {t('console.quotes.orderId')}{' '}
              <Link to={`/order-confirmation/${done.orderId}`} className="font-mono font-semibold underline" dir="ltr">
                {done.orderId}
              </Link>
            </p>
          </FormAlert>
          {done.excessCents > 0 ? (
            <FormAlert tone="warning">
              {t('console.quotes.excess', { amount: formatUsd(done.excessCents, lang) })}
            </FormAlert>
          ) : null}
        </div>
      ) : (
        <form
          id="record-transfer-form"
          noValidate
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Field
            label={t('console.quotes.amountLabel')}
            hint={t('console.quotes.amountHint')}
            required
            error={fieldError('amount')}
          >
            <Input
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              inputMode="decimal"
              dir="ltr"
              className="text-start"
            />
          </Field>
          <Field
            label={t('console.quotes.bankReference')}
            hint={t('console.quotes.bankReferenceHint')}
            required
            error={fieldError('bankReference')}
          >
            <Input
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              autoFocus
              dir="ltr"
              className="text-start"
            />
          </Field>
          <Field label={t('console.quotes.receivedOnLabel')} required error={fieldError('receivedOn')}>
            <Input
              type="date"
              value={receivedOn}
              max={isoDay(new Date())}
              onChange={(e) => setReceivedOn(e.target.value)}
            />
          </Field>
          {error ? <FormAlert>{error}</FormAlert> : null}
        </form>
      )}
    </Dialog>
  );
}
