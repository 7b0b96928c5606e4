/** Pure geometry of a sideways-scrolling tab bar: which edges hide tabs, and how far to scroll to show one. */

export interface ScrollMetrics {
  /** element.scrollLeft: 0 at the start edge; in right-to-left it runs from 0 down to -(scrollWidth - clientWidth) */
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/** Whether tabs are hidden past the start (left in LTR, right in RTL) and past the end edge. */
export function scrollCues(m: ScrollMetrics): { start: boolean; end: boolean } {
  const max = m.scrollWidth - m.clientWidth;
  if (max <= 1) return { start: false, end: false };
  const fromStart = Math.min(max, Math.abs(m.scrollLeft));
  return { start: fromStart > 1, end: fromStart < max - 1 };
}

/**
 * The horizontal scroll (a scrollBy delta, physical pixels: positive moves the view right) that brings a tab fully into
 * view with `margin` pixels kept clear at each edge for the fade; 0 when it is already visible.
 */
export function revealDelta(
  list: { left: number; right: number },
  tab: { left: number; right: number },
  margin: number,
): number {
  if (tab.right - tab.left > list.right - list.left - 2 * margin) return tab.left - list.left - margin;
  if (tab.left < list.left + margin) return tab.left - list.left - margin;
  if (tab.right > list.right - margin) return tab.right - list.right + margin;
  return 0;
}
