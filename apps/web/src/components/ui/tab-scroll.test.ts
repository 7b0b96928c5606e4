import { describe, expect, it } from 'vitest';
import { revealDelta, scrollCues } from './tab-scroll';

describe('scrollCues', () => {
  it('shows no cue when every tab fits', () => {
    expect(scrollCues({ scrollLeft: 0, scrollWidth: 600, clientWidth: 600 })).toEqual({ start: false, end: false });
    expect(scrollCues({ scrollLeft: 0, scrollWidth: 601, clientWidth: 600 })).toEqual({ start: false, end: false });
  });

  it('shows the end cue at the start, both in the middle, the start cue at the end (left to right)', () => {
    expect(scrollCues({ scrollLeft: 0, scrollWidth: 900, clientWidth: 360 })).toEqual({ start: false, end: true });
    expect(scrollCues({ scrollLeft: 200, scrollWidth: 900, clientWidth: 360 })).toEqual({ start: true, end: true });
    expect(scrollCues({ scrollLeft: 540, scrollWidth: 900, clientWidth: 360 })).toEqual({ start: true, end: false });
  });

  it('reads right-to-left scroll positions (0 down to negative)', () => {
    expect(scrollCues({ scrollLeft: 0, scrollWidth: 900, clientWidth: 360 })).toEqual({ start: false, end: true });
    expect(scrollCues({ scrollLeft: -200, scrollWidth: 900, clientWidth: 360 })).toEqual({ start: true, end: true });
    expect(scrollCues({ scrollLeft: -540, scrollWidth: 900, clientWidth: 360 })).toEqual({ start: true, end: false });
  });

  it('tolerates sub-pixel positions at the edges', () => {
    expect(scrollCues({ scrollLeft: 0.5, scrollWidth: 900, clientWidth: 360 })).toEqual({ start: false, end: true });
    expect(scrollCues({ scrollLeft: 539.4, scrollWidth: 900, clientWidth: 360 })).toEqual({ start: true, end: false });
  });
});

describe('revealDelta', () => {
  const list = { left: 0, right: 360 };
  it('does not move a visible tab', () => {
    expect(revealDelta(list, { left: 100, right: 200 }, 32)).toBe(0);
  });
  it('scrolls a tab hidden past the right edge into view, clear of the fade', () => {
    expect(revealDelta(list, { left: 340, right: 440 }, 32)).toBe(112);
  });
  it('scrolls a tab hidden past the left edge into view (the start in RTL)', () => {
    expect(revealDelta(list, { left: -150, right: -50 }, 32)).toBe(-182);
  });
  it('aligns a tab wider than the room to its start', () => {
    expect(revealDelta(list, { left: 500, right: 900 }, 32)).toBe(468);
  });
});
