import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { ArrowLeft, PhoneOff, RefreshCw, Smartphone } from 'lucide-react';
import { Button, LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormAlert } from '../../../components/ui/field';
import { isolateLtr } from '../../../lib/bidi';
import type { PhoneRailMethod } from '../payment-methods';
import { POLL_BUDGET_MS } from '../phone-polling';
import type { PaymentBack } from '../use-payment-back';
import { countdownText } from '../rail-quote';
import { PaymentNotCompletedCard, PaymentStateCard } from './payment-state-card';
import { RichText } from '../../../components/rich-text';

/**
 * "Check your phone" (M-Pesa), "Approve the payment on your phone" (MoMo): the prompt is on its way. The number and amount, a bar of the time waited out of two
 * minutes, what the last check could not reach (polling goes on), and Cancel back to checkout.
 */
export function PhoneWaitingCard({
  rail,
  phone,
  amount,
  elapsed,
  left,
  notice,
  back,
}: {
  rail: PhoneRailMethod;
  /** The number the prompt went to, or null when the page does not know it (opened again later). */
  phone: string | null;
  amount: string;
  elapsed: number;
  left: number;
  notice: string | null;
  /** Where Cancel leads: checkout, or the order whose balance this pays. */
  back: Pick<PaymentBack, 'to'>;
}) {
  const { t } = useTranslation('orders');
  const budget = POLL_BUDGET_MS / 1000;
  return (
    <Card className="w-full p-6 text-center sm:p-8">
      <div aria-hidden="true" className="relative mx-auto flex size-20 items-center justify-center">
        <span className="absolute inset-0 animate-ping rounded-full bg-brand-200 opacity-60 motion-reduce:animate-none" />
        <span className="relative flex size-20 items-center justify-center rounded-full bg-brand-700 text-white shadow-pop">
          <Smartphone className="size-9" />
        </span>
      </div>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{t(`${rail}.wait.title`)}</h1>
      <p className="mx-auto mt-3 max-w-md text-ink-700">
        <RichText
          t={t}
          i18nKey={`${rail}.wait.text`}
          values={{ phone: phone ? isolateLtr(phone) : t(`${rail}.wait.yourPhone`), amount }}
          components={{ strong: <strong className="font-semibold whitespace-nowrap text-ink-900" /> }}
        />
      </p>

      <div className="mx-auto mt-6 max-w-sm">
        <div
          role="progressbar"
          aria-label={t(`${rail}.wait.progressLabel`)}
          aria-valuemin={0}
          aria-valuemax={budget}
          aria-valuenow={elapsed}
          aria-valuetext={t(`${rail}.wait.left`, { time: countdownText(left) })}
          className="h-2 overflow-hidden rounded-full bg-ink-100"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] duration-1000 ease-linear"
            style={{ width: `${Math.min(100, (elapsed / budget) * 100)}%` }}
          />
        </div>
        <p className="mt-2 flex items-center justify-between gap-3 text-xs text-ink-600 tabular-nums">
          <span className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block size-3 animate-spin rounded-full border-2 border-current border-e-transparent"
            />
            {t(`${rail}.wait.elapsed`, { time: isolateLtr(countdownText(elapsed)) })}
          </span>
          <span role="timer">{t(`${rail}.wait.left`, { time: isolateLtr(countdownText(left)) })}</span>
        </p>
      </div>

      <p className="mx-auto mt-5 max-w-md text-sm text-ink-600">{t(`${rail}.wait.hint`)}</p>

      {notice ? (
        <div className="mx-auto mt-5 max-w-md text-start">
          <FormAlert tone="warning" title={t(`${rail}.wait.unreachableTitle`)}>
            {notice}
          </FormAlert>
        </div>
      ) : null}

      <Link
        to={back.to}
        className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-800"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t(`${rail}.wait.cancel`)}
      </Link>
    </Card>
  );
}

/** Cancelled on the phone or declined: nothing was charged, the cart is still there. */
export function PhoneDeclinedCard({ rail, onRetry }: { rail: PhoneRailMethod; onRetry: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <PaymentNotCompletedCard
      title={t(`${rail}.declined.title`)}
      description={t(`${rail}.declined.text`)}
      actionLabel={t(`${rail}.declined.retry`)}
      onAction={onRetry}
    />
  );
}

/** Two minutes without an answer: check once more, or go back to checkout. */
export function PhoneTimedOutCard({
  rail,
  checking,
  onCheckAgain,
  back,
}: {
  rail: PhoneRailMethod;
  checking: boolean;
  onCheckAgain: () => void;
  back: Pick<PaymentBack, 'to' | 'label'>;
}) {
  const { t } = useTranslation('orders');
  return (
    <PaymentStateCard
      icon={<PhoneOff className="size-7" />}
      title={t(`${rail}.timedOut.title`)}
      description={t(`${rail}.timedOut.text`)}
      action={
        <>
          <Button
            loading={checking}
            icon={<RefreshCw aria-hidden="true" className="size-4" />}
            onClick={onCheckAgain}
            disabled={checking}
          >
            {t(`${rail}.timedOut.checkAgain`)}
          </Button>
          <LinkButton to={back.to} variant="outline">
            {back.label}
          </LinkButton>
        </>
      }
    />
  );
}

/** The payment cannot go on (sold out and refunded, expired, not found): why, and back to checkout. */
export function PaymentFailedCard({
  title,
  message,
  back,
}: {
  title: string;
  message: string;
  back: Pick<PaymentBack, 'to' | 'label'>;
}) {
  return (
    <Card className="w-full space-y-4 p-6 sm:p-8">
      <h1 className="text-xl font-bold text-ink-900">{title}</h1>
      <FormAlert
        action={
          <LinkButton to={back.to} variant="outline" size="sm">
            {back.label}
          </LinkButton>
        }
      >
        {message}
      </FormAlert>
    </Card>
  );
}
