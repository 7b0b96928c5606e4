import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FlaskConical, Signal, Wifi } from 'lucide-react';
import { BRAND } from '@app/shared/constants';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/error-message';
import { useAnswerTestPhone, type TestPhoneAnswer } from '../api/answer-test-phone';
import type { PhoneRailMethod } from '../payment-methods';

/** How each rail's prompt looks on the phone: the network, the wallet's name and its colours (brand names). */
const LOOK: Record<
  PhoneRailMethod,
  { network: string; wallet: string; screen: string; walletText: string; pay: string; ring: string }
> = {
  mpesa: {
    network: 'Safaricom',
    wallet: 'M-PESA',
    screen: 'from-emerald-700 to-emerald-900',
    walletText: 'text-[#00a651]',
    pay: 'bg-[#00843d] text-white hover:bg-[#006d32]',
    ring: 'focus-visible:ring-emerald-600',
  },
  momo: {
    network: 'MTN',
    wallet: 'MoMo',
    screen: 'from-amber-400 to-amber-600',
    walletText: 'text-[#004f71]',
    pay: 'bg-[#004f71] text-white hover:bg-[#003a54]',
    ring: 'focus-visible:ring-[#004f71]',
  },
};

/**
 * TEST MODE only: a small phone screen standing in for the buyer's, with the rail's prompt (M-Pesa, MTN MoMo). "Enter
 * PIN and pay" and "Cancel" answer it through the server's stand-in; `onAnswered` then asks for the result at once.
 */
export function TestPhone({
  rail,
  checkoutId,
  amount,
  onAnswered,
}: {
  rail: PhoneRailMethod;
  checkoutId: string;
  /** "KSh 1,234", as the prompt says it. */
  amount: string;
  onAnswered: () => void;
}) {
  const { t } = useTranslation('orders');
  const answer = useAnswerTestPhone(rail, checkoutId);
  const look = LOOK[rail];
  const [result, setResult] = useState<{ answer: TestPhoneAnswer; answered: boolean } | null>(null);

  const send = (choice: TestPhoneAnswer) => {
    if (answer.isPending || result?.answered) return;
    answer.mutate(choice, {
      onSuccess: (body) => {
        setResult({ answer: choice, answered: body.answered });
        onAnswered();
      },
    });
  };

  const screen = result
    ? !result.answered
      ? t(`${rail}.testPhone.alreadyAnswered`)
      : result.answer === 'pin'
        ? t(`${rail}.testPhone.paid`)
        : t(`${rail}.testPhone.cancelled`)
    : null;

  return (
    <section aria-labelledby="test-phone" className="mx-auto w-full max-w-72">
      <h2
        id="test-phone"
        className="flex items-center justify-center gap-2 rounded-full bg-[repeating-linear-gradient(135deg,#fde68a_0_10px,#fcd34d_10px_20px)] px-3 py-1.5 text-center text-xs font-extrabold tracking-wide text-amber-950 uppercase"
      >
        <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
        {t(`${rail}.testPhone.title`)}
      </h2>
      <p className="mt-2 text-center text-xs text-ink-600">{t(`${rail}.testPhone.explain`)}</p>

      <div className="mt-3 rounded-[2.25rem] bg-ink-900 p-2.5 shadow-pop">
        <div
          className={cn('flex min-h-[22rem] flex-col overflow-hidden rounded-[1.75rem] bg-linear-to-b', look.screen)}
        >
          <div aria-hidden="true" className="flex items-center justify-between px-5 pt-2 text-[11px] text-white/80">
            <span dir="ltr">{look.network}</span>
            <span className="mx-auto h-4 w-16 rounded-full bg-ink-900" />
            <span className="flex items-center gap-1">
              <Signal className="size-3" />
              <Wifi className="size-3" />
            </span>
          </div>

          <div className="flex flex-1 items-center px-3 py-4">
            <div className="w-full rounded-2xl bg-white p-4 text-ink-900 shadow-lg">
              <p dir="ltr" className={cn('text-center text-sm font-extrabold tracking-widest', look.walletText)}>
                {look.wallet}
              </p>
              {screen ? (
                <p role="status" className="mt-3 text-center text-sm font-medium">
                  {screen}
                </p>
              ) : (
                <>
                  <p className="mt-3 text-sm">{t(`${rail}.testPhone.prompt`, { amount, merchant: BRAND.name })}</p>
                  <div
                    aria-hidden="true"
                    className="mt-3 flex h-9 items-center justify-center gap-2 rounded-md border border-ink-300 bg-ink-50 text-lg tracking-[0.4em] text-ink-500"
                  >
                    ••••
                  </div>
                  {answer.isError ? (
                    <p role="alert" className="mt-2 text-xs font-medium text-red-700">
                      {errorMessage(t, answer.error, `${rail}.testPhone.failed`)}
                    </p>
                  ) : null}
                  <div className="mt-4 grid grid-cols-2 gap-2">
                    <button
                      type="button"
                      disabled={answer.isPending}
                      onClick={() => send('cancel')}
                      className={cn(
                        'h-10 rounded-lg border border-ink-300 bg-white px-2 text-sm font-semibold text-ink-800 hover:bg-ink-50 focus-visible:ring-2 focus-visible:outline-none disabled:opacity-60',
                        look.ring,
                      )}
                    >
                      {t(`${rail}.testPhone.cancel`)}
                    </button>
                    <button
                      type="button"
                      disabled={answer.isPending}
                      onClick={() => send('pin')}
                      className={cn(
                        'h-10 rounded-lg px-2 text-sm leading-tight font-semibold focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60',
                        look.pay,
                        look.ring,
                      )}
                    >
                      {t(`${rail}.testPhone.pay`)}
                    </button>
                  </div>
                </>
              )}
            </div>
          </div>
          <div aria-hidden="true" className="mx-auto mb-2 h-1 w-24 rounded-full bg-white/60" />
        </div>
      </div>
    </section>
  );
}
