import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  POLL_BUDGET_MS,
  POLL_INTERVAL_MS,
  captureErrorKind,
  initialPollState,
  nextCaptureDelay,
  pollClock,
  pollReducer,
  type PollEvent,
  type PollState,
} from './phone-polling';

const T0 = 1_000_000;

function run(state: PollState, ...events: PollEvent[]): PollState {
  return events.reduce(pollReducer, state);
}

/** One capture started at `at` that answered "not yet" `took` ms later. */
function unanswered(state: PollState, at: number, took = 200): PollState {
  return run(state, { type: 'request', at }, { type: 'pending', at: at + took });
}

describe('the polling schedule', () => {
  it('captures at once, then every 3 seconds from the start of the previous one', () => {
    let s = initialPollState(T0);
    expect(nextCaptureDelay(s, T0, true)).toBe(0);
    s = run(s, { type: 'request', at: T0 });
    expect(nextCaptureDelay(s, T0 + 100, true)).toBeNull(); // never two in flight
    s = run(s, { type: 'pending', at: T0 + 400 });
    expect(nextCaptureDelay(s, T0 + 400, true)).toBe(POLL_INTERVAL_MS - 400);
    // a slow answer (longer than the interval) is followed at once, not by a burst
    s = unanswered(s, T0 + 3_000, 5_000);
    expect(nextCaptureDelay(s, T0 + 8_000, true)).toBe(0);
  });

  it('does not capture while the tab is hidden, and catches up at once when it shows again', () => {
    const s = unanswered(initialPollState(T0), T0);
    expect(nextCaptureDelay(s, T0 + 1_000, false)).toBeNull();
    expect(nextCaptureDelay(s, T0 + 60_000, true)).toBe(0);
  });

  it('says it did not hear back after 2 minutes without an answer', () => {
    let s = initialPollState(T0);
    for (let at = T0; at < T0 + POLL_BUDGET_MS; at += POLL_INTERVAL_MS) s = unanswered(s, at);
    expect(s.phase).toBe('waiting');
    s = unanswered(s, T0 + POLL_BUDGET_MS);
    expect(s.phase).toBe('timedOut');
    expect(nextCaptureDelay(s, T0 + POLL_BUDGET_MS + 10_000, true)).toBeNull();
  });

  it('"Check again" asks once more, then says so again when there is still no answer', () => {
    let s = run(
      initialPollState(T0),
      { type: 'request', at: T0 + POLL_BUDGET_MS },
      { type: 'pending', at: T0 + POLL_BUDGET_MS },
    );
    expect(s.phase).toBe('timedOut');
    const later = T0 + POLL_BUDGET_MS + 30_000;
    s = run(s, { type: 'checkAgain', at: later });
    expect(s).toMatchObject({ phase: 'waiting', final: true });
    expect(nextCaptureDelay(s, later, true)).toBe(0);
    s = unanswered(s, later);
    expect(s.phase).toBe('timedOut');
    s = run(s, { type: 'checkAgain', at: later + 5_000 }, { type: 'request', at: later + 5_000 });
    expect(run(s, { type: 'placed', orderId: 'o-1' })).toMatchObject({ phase: 'placed', orderId: 'o-1' });
  });

  it('an answer on the simulated phone asks at once, or right after the capture in flight', () => {
    let s = unanswered(initialPollState(T0), T0);
    s = run(s, { type: 'nudge', at: T0 + 1_000 });
    expect(nextCaptureDelay(s, T0 + 1_000, true)).toBe(0);
    s = run(s, { type: 'request', at: T0 + 1_000 }, { type: 'nudge', at: T0 + 1_100 });
    expect(nextCaptureDelay(s, T0 + 1_100, true)).toBeNull();
    s = run(s, { type: 'pending', at: T0 + 1_300 });
    expect(nextCaptureDelay(s, T0 + 1_300, true)).toBe(0);
  });

  it('a nudge after the wait ran out checks once more', () => {
    const s = run(
      initialPollState(T0),
      { type: 'request', at: T0 + POLL_BUDGET_MS },
      { type: 'pending', at: T0 + POLL_BUDGET_MS },
      { type: 'nudge', at: T0 + POLL_BUDGET_MS + 1 },
    );
    expect(s).toMatchObject({ phase: 'waiting', final: true });
  });

  it('shows what could not be reached and keeps polling', () => {
    let s = run(
      initialPollState(T0),
      { type: 'request', at: T0 },
      { type: 'unreachable', at: T0 + 100, message: 'down' },
    );
    expect(s).toMatchObject({ phase: 'waiting', notice: 'down', inFlight: false });
    expect(nextCaptureDelay(s, T0 + 100, true)).toBe(POLL_INTERVAL_MS - 100);
    s = unanswered(s, T0 + POLL_INTERVAL_MS);
    expect(s.notice).toBeNull();
  });

  it('stops for good once paid, declined or failed', () => {
    const started = run(initialPollState(T0), { type: 'request', at: T0 });
    const declined = run(started, { type: 'declined' });
    expect(declined.phase).toBe('declined');
    expect(nextCaptureDelay(declined, T0, true)).toBeNull();
    // a late answer of an earlier request changes nothing
    expect(run(declined, { type: 'placed', orderId: 'x' }).phase).toBe('declined');
    expect(run(started, { type: 'failed', message: 'sold out' })).toMatchObject({
      phase: 'failed',
      failure: 'sold out',
    });
  });
});

describe('captureErrorKind', () => {
  const api = (code: ConstructorParameters<typeof ApiError>[0]['code'], status: number, details = {}) =>
    new ApiError({ code, status, message: code, details });
  it('tells waiting from declined', () => {
    expect(captureErrorKind(api('PAYMENT_NOT_APPROVED', 409, { declined: false }))).toBe('pending');
    expect(captureErrorKind(api('PAYMENT_NOT_APPROVED', 409))).toBe('pending');
    expect(captureErrorKind(api('PAYMENT_NOT_APPROVED', 409, { declined: true }))).toBe('declined');
  });
  it('retries what may pass (network, M-Pesa down, rate limit, a server error)', () => {
    expect(captureErrorKind(api('NETWORK', 0))).toBe('unreachable');
    expect(captureErrorKind(api('SERVICE_UNAVAILABLE', 503))).toBe('unreachable');
    expect(captureErrorKind(api('RATE_LIMITED', 429))).toBe('unreachable');
    expect(captureErrorKind(api('INTERNAL', 500))).toBe('unreachable');
    expect(captureErrorKind(new Error('boom'))).toBe('unreachable');
  });
  it('stops on what will not pass', () => {
    expect(captureErrorKind(api('OUT_OF_STOCK', 409))).toBe('failed');
    expect(captureErrorKind(api('CONFLICT', 409))).toBe('failed');
    expect(captureErrorKind(api('NOT_FOUND', 404))).toBe('failed');
    expect(captureErrorKind(api('ORDER_PLACEMENT_FAILED', 502))).toBe('failed');
  });
});

describe('pollClock', () => {
  it('counts whole seconds waited and left, within the budget', () => {
    expect(pollClock({ startedAt: T0 }, T0 + 24_500)).toEqual({ elapsed: 24, left: 96 });
    expect(pollClock({ startedAt: T0 }, T0 - 5_000)).toEqual({ elapsed: 0, left: 120 });
    expect(pollClock({ startedAt: T0 }, T0 + 500_000)).toEqual({ elapsed: 120, left: 0 });
  });
});
