import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FileText, Landmark } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/field';
import { formatUsd } from '../../../lib/money-display';

/**
 * Bank transfer with a pro-forma invoice (issue 25): what happens, the total from the server, and the button that
 * submits the surrounding checkout form (which validates the details, then asks the server for the pro-forma).
 */
export function BankTransferPanel({
  totalCents,
  pending,
  error,
}: {
  /** The total with every vendor's shipping for the address; null while it is being quoted. */
  totalCents: number | null;
  pending: boolean;
  error: string | null;
}) {
  const { t, i18n } = useTranslation('orders');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-ink-200 p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <Landmark aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-brand-700" />
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="font-semibold text-ink-900">
            {t('method.bankTitle')}
          </h3>
          <ol className="mt-2 list-decimal space-y-1 ps-5 text-sm text-ink-700">
            <li>{t('method.bankStep1')}</li>
            <li>{t('method.bankStep2')}</li>
            <li>{t('method.bankStep3')}</li>
          </ol>
          <p className="mt-3 text-base font-semibold tabular-nums text-ink-900" data-testid="bank-total">
            {totalCents === null
              ? t('method.totalPending')
              : t('method.total', { amount: formatUsd(totalCents, i18n.language) })}
          </p>
        </div>
      </div>
      {error ? (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      <Button
        type="submit"
        loading={pending}
        className="mt-4 h-auto! min-h-10 w-full py-2 text-center whitespace-normal! sm:w-auto"
        icon={<FileText aria-hidden="true" className="size-4" />}
      >
        {t('method.bankSubmit')}
      </Button>
    </section>
  );
}
