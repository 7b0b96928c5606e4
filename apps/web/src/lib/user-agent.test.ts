import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent';

describe('describeUserAgent', () => {
  it('recognises desktop Chrome on Windows', () => {
    const d = describeUserAgent(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
    );
    expect(d).toEqual({ browser: 'Chrome', os: 'Windows', mobile: false });
  });
  it('recognises Safari on iPhone', () => {
    const d = describeUserAgent(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    );
    expect(d).toEqual({ browser: 'Safari', os: 'iOS', mobile: true });
  });
  it('recognises Edge and Firefox', () => {
    expect(
      describeUserAgent('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/120 Safari/537.36 Edg/120.0').browser,
    ).toBe('Edge');
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0')).toEqual({
      browser: 'Firefox',
      os: 'Linux',
      mobile: false,
    });
  });
  it('handles missing values', () => {
    expect(describeUserAgent(null)).toEqual({ browser: null, os: null, mobile: false });
  });
});
