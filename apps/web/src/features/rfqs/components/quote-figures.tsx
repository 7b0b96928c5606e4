/** The pieces of a quote shown in the buyer's comparison, shared by its table and its cards. */
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { MessageCircleQuestion, Star, Check } from 'lucide-react';
import type { OfferStatus } from '@app/shared/offers';
import type { RfqQuoteDto } from '@app/shared/rfqs';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button, LinkButton } from '../../../components/ui/button';
import { VerifiedBadge } from '../../../components/verified-badge';
import { formatDate, formatNumber } from '../../../lib/format';
import { formatPrice } from '../../../lib/format-price';
import { formatQuantity, perUnit } from '../../../lib/units';
import { ConvertedPrice } from '../../fx/public';
import { formatRate } from '../../reliability/public';

const OFFER_TONES: Record<OfferStatus, BadgeTone> = {
  SENT: 'blue',
  ACCEPTED: 'green',
  REJECTED: 'red',
  EXPIRED: 'neutral',
  SUPERSEDED: 'neutral',
};

export function VendorCell({ quote }: { quote: RfqQuoteDto }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold break-words text-ink-900" data-testid="quote-vendor">
        {quote.vendorName}
      </p>
      <p className="mt-0.5 flex flex-wrap items-center gap-1.5 text-xs text-ink-600">
        <span>{quote.vendorCountry}</span>
        {quote.vendorVerified ? <VerifiedBadge /> : null}
      </p>
    </div>
  );
}

/** "On time 92 % · ★ 4.6 (18)", or "No record yet". */
export function ReliabilityCell({ quote }: { quote: RfqQuoteDto }) {
  const { t, i18n } = useTranslation('rfqs');
  const lang = i18n.language;
  const r = quote.reliability;
  const onTime = formatRate(r.onTimeRate, lang);
  if (onTime === null && r.averageRating === null) {
    return <span className="text-sm text-ink-500">{t('compare.noRecord')}</span>;
  }
  return (
    <div className="space-y-0.5 text-sm text-ink-800">
      {onTime !== null ? <p>{t('compare.onTime', { rate: onTime })}</p> : null}
      {r.averageRating !== null ? (
        <p className="flex items-center gap-1">
          <Star aria-hidden="true" className="size-3.5 fill-accent-400 text-accent-500" />
          {t('compare.rating', {
            rating: formatNumber(r.averageRating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
            ratings: r.ratings,
          })}
        </p>
      ) : null}
      <p className="text-xs text-ink-500">{t('compare.orders', { count: r.orders })}</p>
    </div>
  );
}

export function UnitPrice({ quote }: { quote: RfqQuoteDto }) {
  const { t, i18n } = useTranslation('rfqs');
  const o = quote.offer;
  return (
    <span>
      <span className="font-medium text-ink-900">{formatPrice(o.unitPriceCents, o.currency, i18n.language)}</span>{' '}
      <span className="text-xs text-ink-600">{perUnit(t, o.unit)}</span>
    </span>
  );
}

export function Quantity({ quote }: { quote: RfqQuoteDto }) {
  const { t } = useTranslation('rfqs');
  return <>{formatQuantity(t, quote.offer.quantity, quote.offer.unit)}</>;
}

export function Shipping({ quote }: { quote: RfqQuoteDto }) {
  const { t, i18n } = useTranslation('rfqs');
  const o = quote.offer;
  return (
    <>
      {o.shippingEstimateCents === null
        ? t('compare.shippingNone')
        : formatPrice(o.shippingEstimateCents, o.currency, i18n.language)}
    </>
  );
}

/** The landed price per unit in the quote's currency, with the buyer's display currency beside it. */
export function Landed({ quote, lowest }: { quote: RfqQuoteDto; lowest: boolean }) {
  const { t, i18n } = useTranslation('rfqs');
  const o = quote.offer;
  return (
    <div data-testid="quote-landed" data-lowest={lowest ? 'true' : undefined}>
      <p className="font-bold text-ink-900">
        {formatPrice(quote.landedUnitCents, o.currency, i18n.language)}{' '}
        <span className="text-xs font-normal text-ink-600">{perUnit(t, o.unit)}</span>
      </p>
      <ConvertedPrice
        amountMinor={quote.landedUnitCents}
        currency={o.currency}
        className="block text-xs text-ink-600"
      />
      {lowest ? (
        <Badge tone="green" className="mt-1">
          {t('compare.lowest')}
        </Badge>
      ) : null}
    </div>
  );
}

export function LeadTime({ quote }: { quote: RfqQuoteDto }) {
  const { t } = useTranslation('rfqs');
  return <>{t('compare.days', { count: quote.offer.leadTimeDays })}</>;
}

export function ValidUntil({ quote }: { quote: RfqQuoteDto }) {
  const { i18n } = useTranslation('rfqs');
  return <>{formatDate(quote.offer.validUntil, i18n.language)}</>;
}

export function QuoteStatus({ quote }: { quote: RfqQuoteDto }) {
  const { t } = useTranslation('rfqs');
  const o = quote.offer;
  return (
    <Badge tone={o.orderId ? 'purple' : OFFER_TONES[o.status]}>
      {t(`quoteStatus.${o.orderId ? 'ORDERED' : o.status}`)}
    </Badge>
  );
}

/** The buyer's own mark on a quote while comparing: a toggle button (pressed = shortlisted). */
export function ShortlistToggle({
  quote,
  busy,
  onToggle,
}: {
  quote: RfqQuoteDto;
  busy: boolean;
  onToggle: (quote: RfqQuoteDto, shortlisted: boolean) => void;
}) {
  const { t } = useTranslation('rfqs');
  return (
    <Button
      size="sm"
      variant="outline"
      loading={busy}
      aria-pressed={quote.shortlisted}
      icon={
        <Star aria-hidden="true" className={quote.shortlisted ? 'size-4 fill-accent-400 text-accent-600' : 'size-4'} />
      }
      onClick={() => onToggle(quote, !quote.shortlisted)}
      data-testid="quote-shortlist"
    >
      {quote.shortlisted ? t('compare.shortlisted') : t('compare.shortlist')}
    </Button>
  );
}

/** Accept (while the request takes an answer and the quote is open) and "Ask a question" (its conversation). */
export function QuoteActions({
  quote,
  canAccept,
  accepting,
  onAccept,
  extra,
}: {
  quote: RfqQuoteDto;
  canAccept: boolean;
  accepting: boolean;
  onAccept: (quote: RfqQuoteDto) => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation('rfqs');
  const o = quote.offer;
  return (
    <div className="flex flex-wrap gap-2">
      {canAccept && o.status === 'SENT' ? (
        <Button
          size="sm"
          loading={accepting}
          icon={<Check aria-hidden="true" className="size-4" />}
          onClick={() => onAccept(quote)}
          data-testid="quote-accept"
        >
          {t('compare.accept')}
        </Button>
      ) : null}
      <LinkButton
        size="sm"
        variant="outline"
        to={`/messages/${encodeURIComponent(o.conversationId)}`}
        icon={<MessageCircleQuestion aria-hidden="true" className="size-4" />}
      >
        {t('compare.ask')}
      </LinkButton>
      {extra}
    </div>
  );
}
