import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { useQueryClient } from '@tanstack/react-query';
import type { CheckoutPaymentDto } from '@app/shared/payments';
import { LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Container } from '../../../components/ui/page';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { cartQueryRoot } from '../../cart/public';
import { useCheckoutPaymentStatus } from '../api/get-checkout-payment';
import { ordersQueryRoot } from '../api/list-orders';
import { clearDrafts } from '../checkout-details';
import { formatMinorMoney } from '../../fx/public';
import { TestPhone } from '../components/test-phone';
import {
  PaymentFailedCard,
  PhoneDeclinedCard,
  PhoneTimedOutCard,
  PhoneWaitingCard,
} from '../components/phone-waiting-states';
import { phoneRailOfPath, type PhoneRailMethod } from '../payment-methods';
import { pollClock } from '../phone-polling';
import { chargesWholeUnits } from '../rail-quote';
import type { PhoneWaitingState } from '../payment-redirect';
import { usePhonePolling } from '../use-phone-polling';
import { useNow } from '../use-now';
import { usePaymentBack, type PaymentBack } from '../use-payment-back';

const confirmationPath = (orderId: string) => `/order-confirmation/${encodeURIComponent(orderId)}`;

/**
 * /checkout/mpesa/:checkoutId and /checkout/momo/:checkoutId: after "Pay with M-Pesa" (or MTN MoMo) the prompt is on
 * the buyer's phone; this page (in the rail's words) waits for the answer (polling the capture) and opens the order
 * confirmation once paid. Declined, no answer in two minutes, and a payment that cannot go on each have their state;
 * in TEST MODE a simulated phone answers the prompt.
 */
export function PhoneWaitingPage() {
  const rail = phoneRailOfPath(useLocation().pathname);
  const { t } = useTranslation('orders');
  useDocumentTitle(t(`${rail}.wait.title`));
  const { checkoutId = '' } = useParams();
  const payment = useCheckoutPaymentStatus(checkoutId);
  // the payment of a balance (issue 18) leads back to its order, not to checkout
  const back = usePaymentBack(checkoutId);

  return (
    <Container className="py-8 sm:py-12">
      <QueryState
        query={payment}
        loading={{
          skeleton: (
            <Card className="mx-auto max-w-lg space-y-4 p-8">
              <Skeleton className="mx-auto size-20 rounded-full" />
              <Skeleton className="mx-auto h-8 w-56" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-2 w-full" />
            </Card>
          ),
        }}
        error={{
          title: t(`${rail}.wait.loadFailedTitle`),
          ns: 'orders',
          byCode: { NOT_FOUND: `${rail}.wait.notFound`, VALIDATION_ERROR: `${rail}.wait.notFound` },
          className: 'mx-auto max-w-lg',
          actions: (
            <LinkButton to={back.to} variant="outline" size="sm">
              {back.label}
            </LinkButton>
          ),
        }}
      >
        {(data) => <PhoneWaiting rail={rail} payment={data} back={back} />}
      </QueryState>
    </Container>
  );
}

function PhoneWaiting({
  rail,
  payment,
  back,
}: {
  rail: PhoneRailMethod;
  payment: CheckoutPaymentDto;
  back: PaymentBack;
}) {
  const { t, i18n } = useTranslation('orders');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const phone = (useLocation().state as PhoneWaitingState | null)?.phone ?? null;
  const placedAlready = payment.status === 'PLACED' && payment.orderId ? payment.orderId : null;
  const polling = usePhonePolling(rail, payment.checkoutId, !placedAlready);
  const { state } = polling;
  const orderId = placedAlready ?? state.orderId;
  const now = useNow(state.phase === 'waiting');
  const { elapsed, left } = pollClock(state, now);
  const amount = formatMinorMoney(payment.chargeMinor, payment.chargeCurrency, i18n.language, {
    wholeUnits: chargesWholeUnits(payment.rail),
  });

  // Paid (now, or before this page opened): the kept checkout details served their purpose.
  useEffect(() => {
    if (!orderId) return;
    if (!back.balance) clearDrafts();
    void queryClient.invalidateQueries({ queryKey: cartQueryRoot });
    void queryClient.invalidateQueries({ queryKey: ordersQueryRoot });
    void navigate(confirmationPath(orderId), { replace: true });
  }, [orderId, navigate, queryClient, back.balance]);

  // What the page shows: "Check your phone" until the wait ends one way or the other ("Check again" stays on the
  // timed-out card while it asks).
  const view =
    orderId || state.phase === 'placed'
      ? 'placed'
      : state.phase === 'waiting' && state.final
        ? 'timedOut'
        : state.phase;
  const phoneShown = payment.testMode && (view === 'waiting' || view === 'timedOut');

  // A new state replaces the card (and the simulated phone may go): show it from the top, on a phone too.
  useEffect(() => {
    if (view !== 'waiting') window.scrollTo({ top: 0 });
  }, [view]);

  const main = {
    placed: (
      <Card className="w-full p-8 text-center">
        <p role="status" className="font-medium text-ink-700">
          {t(`${rail}.wait.placing`)}
        </p>
      </Card>
    ),
    declined: <PhoneDeclinedCard rail={rail} onRetry={() => void navigate(back.to, { replace: true })} />,
    failed: <PaymentFailedCard title={t(`${rail}.wait.failedTitle`)} message={state.failure ?? ''} back={back} />,
    timedOut: (
      <PhoneTimedOutCard
        rail={rail}
        checking={state.phase === 'waiting'}
        onCheckAgain={polling.checkAgain}
        back={back}
      />
    ),
    waiting: (
      <PhoneWaitingCard
        rail={rail}
        phone={phone}
        amount={amount}
        elapsed={elapsed}
        left={left}
        notice={state.notice}
        back={back}
      />
    ),
  }[view];

  return (
    <div
      className={cn(
        'mx-auto grid items-start gap-8',
        phoneShown ? 'max-w-4xl md:grid-cols-[minmax(0,1fr)_18rem]' : 'max-w-lg',
      )}
    >
      {main}
      {phoneShown ? (
        <TestPhone rail={rail} checkoutId={payment.checkoutId} amount={amount} onAnswered={polling.nudge} />
      ) : null}
    </div>
  );
}
