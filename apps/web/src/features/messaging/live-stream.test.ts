import { describe, expect, it } from 'vitest';
import { DATA_SAVER_POLL_MS, FALLBACK_POLL_MS, pollInterval } from './live-stream';

describe('live updates and data-saver mode', () => {
  it('polls only while the stream is down: every 8 s, or once a minute in data-saver mode (which opens no stream)', () => {
    expect(pollInterval(true)).toBe(false);
    expect(pollInterval(false)).toBe(FALLBACK_POLL_MS);
    expect(pollInterval(false, true)).toBe(DATA_SAVER_POLL_MS);
    expect(DATA_SAVER_POLL_MS).toBeGreaterThan(FALLBACK_POLL_MS);
  });
});
