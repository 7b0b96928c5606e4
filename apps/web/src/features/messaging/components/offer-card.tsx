import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  CalendarClock,
  Check,
  Clock,
  MessageSquareReply,
  Scale,
  ShoppingCart,
  Ship,
  Tag,
  Wallet,
  X,
} from 'lucide-react';
import type { OfferDto, OfferStatus } from '@app/shared/offers';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button, LinkButton } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format';
import { formatPrice } from '../../../lib/format-price';
import { formatQuantity, perUnit } from '../../../lib/units';
import { useDecideOffer, type OfferDecision } from '../api/decide-offer';
import { buyerKeepDepositText, planLine } from '../offer-plan';
import { CounterDialog } from './counter-dialog';

const TONES: Record<OfferStatus, BadgeTone> = {
  SENT: 'blue',
  ACCEPTED: 'green',
  REJECTED: 'red',
  EXPIRED: 'neutral',
  SUPERSEDED: 'neutral',
};

/** A quote in the thread: its terms, its state, and the buyer's actions while it is open. */
export function OfferCard({ offer, viewer }: { offer: OfferDto; viewer: 'buyer' | 'vendor' | 'admin' }) {
  const { t, i18n } = useTranslation('messaging');
  const lang = i18n.language;
  const decide = useDecideOffer();
  const confirm = useConfirm();
  const toast = useToast();
  const [counterOpen, setCounterOpen] = useState(false);
  const status = offer.orderId ? 'ORDERED' : offer.status;
  // The buyer accepts the deposit rule by accepting the quote, so they read it here.
  const keepDeposit = viewer === 'buyer' ? buyerKeepDepositText(t, offer.paymentTerms) : null;

  async function run(decision: OfferDecision) {
    if (decision === 'reject') {
      const ok = await confirm({
        title: t('offer.rejectTitle'),
        message: t('offer.rejectText'),
        confirmLabel: t('offer.reject'),
        tone: 'danger',
      });
      if (!ok) return;
    }
    try {
      await decide.mutateAsync({ offerId: offer.id, decision });
      if (decision === 'accept') toast.success(t('offer.acceptedToast'));
      if (decision === 'cart') toast.success(t('offer.inCartToast'));
    } catch (err) {
      toast.error(
        errorMessage(t, err, 'offer.actionFailed', {
          OFFER_EXPIRED: 'offer.expiredError',
          CONFLICT: 'offer.conflictError',
        }),
      );
    }
  }

  return (
    <div
      className="w-full max-w-md rounded-xl border border-brand-200 bg-white shadow-sm"
      data-testid="offer-card"
      data-status={status}
    >
      <div className="flex items-center justify-between gap-2 rounded-t-xl border-b border-brand-100 bg-brand-50 px-4 py-2.5">
        <span className="flex items-center gap-2 text-sm font-semibold text-brand-900">
          <Tag aria-hidden="true" className="size-4" />
          {t('offer.title')}
        </span>
        <Badge tone={status === 'ORDERED' ? 'purple' : TONES[offer.status]}>{t(`offer.status.${status}`)}</Badge>
      </div>
      <div className="space-y-3 px-4 py-3">
        <p className="text-ink-900">
          <span className="text-2xl font-bold" data-testid="offer-unit-price">
            {formatPrice(offer.unitPriceCents, offer.currency, lang)}
          </span>
          <span className="text-sm text-ink-600"> {perUnit(t, offer.unit)}</span>
        </p>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <div>
            <dt className="text-xs text-ink-500">{t('offer.quantity')}</dt>
            <dd className="font-medium text-ink-900">{formatQuantity(t, offer.quantity, offer.unit)}</dd>
          </div>
          <div>
            <dt className="text-xs text-ink-500">{t('offer.total')}</dt>
            <dd className="font-medium text-ink-900">{formatPrice(offer.totalCents, offer.currency, lang)}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-1 text-xs text-ink-500">
              <Ship aria-hidden="true" className="size-3.5" />
              {t('offer.incoterm')}
            </dt>
            <dd className="font-medium text-ink-900">{offer.incoterm}</dd>
          </div>
          <div>
            <dt className="flex items-center gap-1 text-xs text-ink-500">
              <Clock aria-hidden="true" className="size-3.5" />
              {t('offer.leadTime')}
            </dt>
            <dd className="font-medium text-ink-900">{t('offer.days', { count: offer.leadTimeDays })}</dd>
          </div>
          <div>
            <dt className="text-xs text-ink-500">{t('offer.shipping')}</dt>
            <dd className="font-medium text-ink-900">
              {offer.shippingEstimateCents === null
                ? t('offer.shippingNone')
                : formatPrice(offer.shippingEstimateCents, offer.currency, lang)}
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-1 text-xs text-ink-500">
              <CalendarClock aria-hidden="true" className="size-3.5" />
              {t('offer.validUntil')}
            </dt>
            <dd className="font-medium text-ink-900">{formatDate(offer.validUntil, lang)}</dd>
          </div>
        </dl>
        <div className="text-sm" data-testid="offer-payment-plan" data-plan={offer.paymentTerms}>
          <p className="flex items-start gap-1.5 font-medium text-ink-900">
            <Wallet aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-ink-500" />
            <span>{planLine(t, offer.paymentTerms, lang)}</span>
          </p>
          {keepDeposit ? <p className="mt-0.5 ps-5 text-xs text-ink-600">{keepDeposit}</p> : null}
        </div>
        {offer.note ? (
          <p className="rounded-lg bg-ink-50 px-3 py-2 text-sm whitespace-pre-line text-ink-800">{offer.note}</p>
        ) : null}
        {offer.shippingEstimateCents !== null ? (
          <p className="text-xs text-ink-500">{t('offer.shippingNote')}</p>
        ) : null}
      </div>
      {viewer === 'buyer' && offer.status === 'SENT' ? (
        <div className="flex flex-wrap gap-2 border-t border-ink-100 px-4 py-3">
          {offer.rfqId ? (
            // A quote on a buying request is accepted there, beside the other quotes (the server refuses it here).
            <LinkButton
              size="sm"
              to={`/rfqs/${encodeURIComponent(offer.rfqId)}`}
              icon={<Scale aria-hidden="true" className="size-4" />}
              data-testid="offer-compare-rfq"
            >
              {t('offer.compareOnRequest')}
            </LinkButton>
          ) : (
            <Button
              size="sm"
              loading={decide.isPending}
              icon={<Check aria-hidden="true" className="size-4" />}
              onClick={() => void run('accept')}
            >
              {t('offer.accept')}
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            icon={<MessageSquareReply aria-hidden="true" className="size-4" />}
            onClick={() => setCounterOpen(true)}
          >
            {t('offer.counter')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            icon={<X aria-hidden="true" className="size-4" />}
            onClick={() => void run('reject')}
          >
            {t('offer.reject')}
          </Button>
        </div>
      ) : null}
      {viewer === 'buyer' && offer.status === 'ACCEPTED' && !offer.orderId ? (
        <div className="flex flex-wrap items-center gap-2 border-t border-ink-100 px-4 py-3">
          <LinkButton size="sm" to="/cart" icon={<ShoppingCart aria-hidden="true" className="size-4" />}>
            {t('offer.goToCart')}
          </LinkButton>
          <Button size="sm" variant="ghost" loading={decide.isPending} onClick={() => void run('cart')}>
            {t('offer.addAgain')}
          </Button>
        </div>
      ) : null}
      {offer.orderId ? (
        <div className="border-t border-ink-100 px-4 py-3 text-sm">
          <LinkButton
            size="sm"
            variant="outline"
            to={viewer === 'vendor' ? '/vendor/dashboard?tab=orders' : `/order-confirmation/${offer.orderId}`}
          >
            {t('offer.viewOrder')}
          </LinkButton>
        </div>
      ) : null}
      <CounterDialog open={counterOpen} onClose={() => setCounterOpen(false)} offer={offer} />
    </div>
  );
}
