/**
 * The phone-payment waiting page's polling (M-Pesa, MTN MoMo) as pure data: a state, the answers that move it, and when the next capture is
 * due. The page asks POST /api/checkout/:id/capture every 3 seconds for at most 2 minutes, one request at a time,
 * never while the tab is hidden; an answer on the simulated phone (TEST MODE) or "Check again" asks at once.
 */
import { ApiError } from '../../lib/api-client';

/** Seconds between two captures. */
export const POLL_INTERVAL_MS = 3_000;
/** How long the page waits for the buyer's answer before it says it did not hear back. */
export const POLL_BUDGET_MS = 120_000;

export type PollPhase =
  /** Waiting for the buyer's PIN (or checking once more after the wait ran out). */
  | 'waiting'
  /** Paid: the order exists. */
  | 'placed'
  /** Cancelled on the phone or refused by the provider: nothing was charged. */
  | 'declined'
  /** Two minutes without an answer. */
  | 'timedOut'
  /** The payment cannot go on (sold out and refunded, expired, not found...): the message says why. */
  | 'failed';

export interface PollState {
  phase: PollPhase;
  /** When the wait began (ms). */
  startedAt: number;
  /** When the next capture is due (ms). */
  dueAt: number;
  /** A capture is on its way: no other starts until it answers. */
  inFlight: boolean;
  /** When the last capture started (ms). */
  lastRequestAt: number | null;
  /** Ask again at once when the capture in flight answers (the phone was answered meanwhile). */
  nudged: boolean;
  /** One more capture after the wait ran out ("Check again"): still no answer means timed out again. */
  final: boolean;
  /** The last capture could not be answered (network, the provider down): shown while polling goes on. */
  notice: string | null;
  orderId: string | null;
  /** Why the payment failed (phase 'failed'). */
  failure: string | null;
}

export type PollEvent =
  | { type: 'request'; at: number }
  | { type: 'placed'; orderId: string }
  | { type: 'pending'; at: number }
  | { type: 'declined' }
  | { type: 'unreachable'; at: number; message: string }
  | { type: 'failed'; message: string }
  /** The simulated phone was answered: capture at once (or right after the one in flight). */
  | { type: 'nudge'; at: number }
  | { type: 'checkAgain'; at: number };

export function initialPollState(at: number): PollState {
  return {
    phase: 'waiting',
    startedAt: at,
    dueAt: at,
    inFlight: false,
    lastRequestAt: null,
    nudged: false,
    final: false,
    notice: null,
    orderId: null,
    failure: null,
  };
}

/** Still no answer after a capture: the next one in 3 seconds, or at once when nudged; timed out past the budget. */
function stillWaiting(state: PollState, at: number, notice: string | null): PollState {
  const next = { ...state, inFlight: false, nudged: false, notice };
  if (state.nudged) return { ...next, dueAt: at };
  if (state.final || at - state.startedAt >= POLL_BUDGET_MS) return { ...next, phase: 'timedOut', final: false };
  return { ...next, dueAt: Math.max(at, (state.lastRequestAt ?? at) + POLL_INTERVAL_MS) };
}

export function pollReducer(state: PollState, event: PollEvent): PollState {
  // A settled payment stays settled (a late answer of an earlier request changes nothing).
  if (state.phase === 'placed' || state.phase === 'declined' || state.phase === 'failed') return state;
  switch (event.type) {
    case 'request':
      return { ...state, inFlight: true, lastRequestAt: event.at, nudged: false };
    case 'placed':
      return { ...state, phase: 'placed', inFlight: false, orderId: event.orderId, notice: null };
    case 'declined':
      return { ...state, phase: 'declined', inFlight: false, notice: null };
    case 'failed':
      return { ...state, phase: 'failed', inFlight: false, failure: event.message, notice: null };
    case 'pending':
      return stillWaiting(state, event.at, null);
    case 'unreachable':
      return stillWaiting(state, event.at, event.message);
    case 'nudge':
      if (state.inFlight) return { ...state, nudged: true };
      return { ...state, phase: 'waiting', dueAt: event.at, final: state.phase === 'timedOut' || state.final };
    case 'checkAgain':
      if (state.phase !== 'timedOut') return state;
      return { ...state, phase: 'waiting', final: true, dueAt: event.at, notice: null };
  }
}

/**
 * Milliseconds until the next capture should start, or null when none should: the payment is settled or timed out,
 * one is in flight, or the tab is hidden (polling resumes when it shows again, at once if one is overdue).
 */
export function nextCaptureDelay(state: PollState, now: number, visible: boolean): number | null {
  if (state.phase !== 'waiting' || state.inFlight || !visible) return null;
  return Math.max(0, state.dueAt - now);
}

/** Whole seconds waited and left of the budget, for the page's clock (never negative, never past the budget). */
export function pollClock(state: Pick<PollState, 'startedAt'>, now: number): { elapsed: number; left: number } {
  const budget = POLL_BUDGET_MS / 1000;
  const elapsed = Math.min(budget, Math.max(0, Math.floor((now - state.startedAt) / 1000)));
  return { elapsed, left: budget - elapsed };
}

/**
 * What a refused capture means for the wait: the buyer has not answered yet (409 PAYMENT_NOT_APPROVED, not declined),
 * declined or cancelled (declined: true), M-Pesa or the network not answering (try again on the next tick), or a
 * payment that cannot go on (sold out, expired, not found: the page says why and stops).
 */
export function captureErrorKind(err: unknown): 'pending' | 'declined' | 'unreachable' | 'failed' {
  if (!(err instanceof ApiError)) return 'unreachable';
  if (err.code === 'PAYMENT_NOT_APPROVED') return err.details.declined === true ? 'declined' : 'pending';
  // paid, but the order could not be placed (502): retrying will not place it; the page gives the reference
  if (err.code === 'ORDER_PLACEMENT_FAILED') return 'failed';
  if (['NETWORK', 'SERVICE_UNAVAILABLE', 'RATE_LIMITED', 'HTTP_ERROR'].includes(err.code) || err.status >= 500)
    return 'unreachable';
  return 'failed';
}
