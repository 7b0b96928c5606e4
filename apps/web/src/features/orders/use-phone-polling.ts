import { useCallback, useEffect, useReducer, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { captureCheckout } from './api/capture-checkout';
import type { PhoneRailMethod } from './payment-methods';
import { captureErrorKind, initialPollState, nextCaptureDelay, pollReducer } from './phone-polling';

function subscribeVisibility(onChange: () => void): () => void {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}

const pageVisible = () => document.visibilityState !== 'hidden';

/** Whether the tab is shown (polling pauses while it is hidden). */
function usePageVisible(): boolean {
  return useSyncExternalStore(subscribeVisibility, pageVisible, () => true);
}

/**
 * Waits for the buyer's answer to M-Pesa's PIN prompt while `enabled`: asks the capture route every 3 seconds for at
 * most 2 minutes (phone-polling.ts), one request at a time and never while the tab is hidden, until the order is
 * placed, the payment declined, or it cannot go on. `nudge` asks at once (the simulated phone was answered);
 * `checkAgain` asks once more after the wait ran out.
 */
export function usePhonePolling(rail: PhoneRailMethod, checkoutId: string, enabled: boolean) {
  const { t } = useTranslation('orders');
  const [state, dispatch] = useReducer(pollReducer, undefined, () => initialPollState(Date.now()));
  const visible = usePageVisible();
  // Never two captures in flight, whatever the renders do with the timer.
  const inFlight = useRef(false);

  /** Why the payment cannot go on, in the buyer's words. */
  const failure = useCallback(
    (err: unknown): string => {
      if (err instanceof ApiError && err.code === 'ORDER_PLACEMENT_FAILED') {
        const id = typeof err.details.transactionId === 'string' ? err.details.transactionId : t('sandbox.unknownId');
        return t(`${rail}.wait.placementFailed`, { id });
      }
      return errorMessage(t, err, `${rail}.wait.failedText`, { NOT_FOUND: `${rail}.wait.notFound` });
    },
    [t, rail],
  );

  useEffect(() => {
    if (!enabled) return;
    const delay = nextCaptureDelay(state, Date.now(), visible);
    if (delay === null) return;
    const timer = window.setTimeout(() => {
      if (inFlight.current) return;
      inFlight.current = true;
      dispatch({ type: 'request', at: Date.now() });
      captureCheckout(checkoutId)
        .then((placed) => dispatch({ type: 'placed', orderId: placed.orderId }))
        .catch((err: unknown) => {
          const kind = captureErrorKind(err);
          const at = Date.now();
          if (kind === 'pending') dispatch({ type: 'pending', at });
          else if (kind === 'declined') dispatch({ type: 'declined' });
          else if (kind === 'unreachable')
            dispatch({ type: 'unreachable', at, message: errorMessage(t, err, `${rail}.wait.unreachableText`) });
          else dispatch({ type: 'failed', message: failure(err) });
        })
        .finally(() => {
          inFlight.current = false;
        });
    }, delay);
    return () => window.clearTimeout(timer);
  }, [enabled, state, visible, checkoutId, t, failure, rail]);

  return {
    state,
    nudge: () => dispatch({ type: 'nudge', at: Date.now() }),
    checkAgain: () => dispatch({ type: 'checkAgain', at: Date.now() }),
  };
}
