import { describe, expect, it } from 'vitest';
import { isolate, isolateLtr, isRtl, stripBidi } from './bidi';

describe('bidi helpers', () => {
  it('wraps figures in a left-to-right isolate, and leaves empty text empty', () => {
    expect(isolateLtr('023 123 4567')).toBe('\u2066023 123 4567\u2069');
    expect(isolateLtr('')).toBe('');
    expect(isolate('Co.')).toBe('\u2068Co.\u2069');
  });

  it('strips what it adds, and knows the right-to-left languages', () => {
    expect(stripBidi(isolateLtr(isolate('180.00 US$')))).toBe('180.00 US$');
    expect(isRtl('ar')).toBe(true);
    expect(isRtl('ar-EG')).toBe(true);
    expect(isRtl('fr')).toBe(false);
  });
});
