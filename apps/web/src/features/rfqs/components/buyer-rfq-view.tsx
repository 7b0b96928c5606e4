import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Inbox, ShoppingCart } from 'lucide-react';
import type { RfqDetailDto, RfqQuoteDto } from '@app/shared/rfqs';
import { LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useConfirm } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import { formatPrice } from '../../../lib/format-price';
import { useAcceptRfqQuote } from '../api/accept-rfq-quote';
import { useShortlistRfqQuote } from '../api/shortlist-rfq-quote';
import { lowestLandedIds, orderQuotes } from '../compare';
import { rfqStatusNow } from '../rfq-status';
import { BuyerRfqActions } from './buyer-rfq-actions';
import { QuoteCompare } from './quote-compare';
import { RfqSummary } from './rfq-summary';

/**
 * The owner's page: the request, its quotes compared, accepting one (then the cart), closing and reposting. An admin
 * reads the same, without the owner's actions (`readOnly`).
 */
export function BuyerRfqView({ detail, readOnly = false }: { detail: RfqDetailDto; readOnly?: boolean }) {
  const { t, i18n } = useTranslation('rfqs');
  const { rfq } = detail;
  const confirm = useConfirm();
  const toast = useToast();
  const accept = useAcceptRfqQuote(rfq.id);
  const shortlist = useShortlistRfqQuote(rfq.id);
  const [acceptedNow, setAcceptedNow] = useState(false);
  const quotes = orderQuotes(detail.quotes);
  const lowest = lowestLandedIds(quotes);
  const canAccept = !readOnly && rfqStatusNow(rfq) === 'OPEN' && rfq.awardedOfferId === null;
  const awarded = rfq.awardedOfferId ? detail.quotes.find((q) => q.offer.id === rfq.awardedOfferId) : undefined;

  async function onAccept(quote: RfqQuoteDto) {
    const o = quote.offer;
    const ok = await confirm({
      title: t('accept.title'),
      message: t('accept.text', {
        vendor: quote.vendorName,
        total: formatPrice(o.totalCents, o.currency, i18n.language),
      }),
      confirmLabel: t('compare.accept'),
    });
    if (!ok) return;
    try {
      await accept.mutateAsync(o.id);
      setAcceptedNow(true);
    } catch (err) {
      toast.error(errorMessage(t, err, 'accept.failed'));
    }
  }

  function onShortlist(quote: RfqQuoteDto, shortlisted: boolean) {
    shortlist.mutate(
      { offerId: quote.offer.id, shortlisted },
      { onError: (err) => toast.error(errorMessage(t, err, 'compare.shortlistFailed')) },
    );
  }

  return (
    <div className="space-y-6">
      <RfqSummary rfq={rfq} />
      {readOnly ? null : <BuyerRfqActions rfq={rfq} />}
      {!readOnly && (acceptedNow || (awarded && !awarded.offer.orderId)) ? (
        <div data-testid="rfq-accepted">
          <FormAlert
            tone="success"
            title={t('accept.doneTitle')}
            action={
              <LinkButton to="/cart" size="sm" icon={<ShoppingCart aria-hidden="true" className="size-4" />}>
                {t('accept.goToCart')}
              </LinkButton>
            }
          >
            {t('accept.doneText')}
          </FormAlert>
        </div>
      ) : null}
      <section aria-labelledby="rfq-quotes-title" className="space-y-3">
        <h2 id="rfq-quotes-title" className="text-lg font-semibold text-ink-900">
          {t('compare.title', { n: detail.quotes.length })}
        </h2>
        {quotes.length === 0 ? (
          <Card>
            <EmptyState
              icon={<Inbox className="size-7" />}
              title={t('compare.emptyTitle')}
              description={t('compare.emptyText')}
            />
          </Card>
        ) : (
          <>
            <p className="text-sm text-ink-600">{t('compare.landedExplain')}</p>
            <QuoteCompare
              quotes={quotes}
              lowest={lowest}
              canAccept={canAccept}
              acceptingId={accept.isPending ? (accept.variables ?? null) : null}
              onAccept={(q) => void onAccept(q)}
              onShortlist={readOnly ? undefined : onShortlist}
              shortlistingId={shortlist.isPending ? shortlist.variables.offerId : null}
            />
          </>
        )}
      </section>
    </div>
  );
}
