import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType, type Location } from 'react-router';

/** Where positions survive a full load (a return from a payment provider's site, a reload). */
const STORAGE_KEY = 'scroll-positions';
/** How many positions are kept: the oldest go first. */
const MAX_POSITIONS = 100;
/** How long a restore keeps trying while the page's content is still arriving (lazy code, cached data). */
const RESTORE_FRAMES = 60;

function loadPositions(): Map<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    if (Array.isArray(saved)) {
      return new Map(
        saved.filter(
          (entry): entry is [string, number] =>
            Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
        ),
      );
    }
  } catch {
    // storage refused or damaged: start empty
  }
  return new Map();
}

function savePositions(positions: Map<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-MAX_POSITIONS)));
  } catch {
    // private mode or full: positions are kept for this document only
  }
}

function scrollToHash(hash: string): boolean {
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // a malformed escape: look the raw text up
  }
  const target = id ? document.getElementById(id) : null;
  target?.scrollIntoView();
  return target !== null;
}

/**
 * The browser's scroll memory for a single-page app: back and forward return to where the reader was on that page, a
 * new page starts at its top (or at its #anchor). Positions are kept per history entry (`getKey`) while scrolling and
 * in session storage when the document goes away, so a page reached again by a full load finds its place too.
 * Renders nothing.
 */
export function ScrollRestoration({ getKey }: { getKey: (location: Location) => string }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = getKey(location);
  const positions = useRef<Map<string, number> | null>(null);
  const currentKey = useRef(key);

  // (The layout effect below runs first and loads the saved positions.)
  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    const onScroll = () => {
      positions.current?.delete(currentKey.current);
      positions.current?.set(currentKey.current, window.scrollY);
    };
    const onPageHide = () => {
      onScroll();
      if (positions.current) savePositions(positions.current);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = previous;
    };
  }, []);

  useLayoutEffect(() => {
    currentKey.current = key;
    positions.current ??= loadPositions();
    const saved = positions.current.get(key);
    if (saved === undefined || (navigationType !== NavigationType.Pop && location.key !== 'default')) {
      // A new entry: its top, or its anchor. (A pushed entry has a fresh key, so a saved position means back/forward
      // or a full load of a page seen before.)
      if (!(location.hash && scrollToHash(location.hash))) window.scrollTo(0, 0);
      return;
    }
    // The content may still be arriving: try again each frame until the page is tall enough, or the reader scrolls.
    let frames = 0;
    let frame = 0;
    const stop = () => cancelAnimationFrame(frame);
    const attempt = () => {
      window.scrollTo(0, saved);
      frames += 1;
      if (Math.abs(window.scrollY - saved) > 1 && frames < RESTORE_FRAMES) frame = requestAnimationFrame(attempt);
      else removeListeners();
    };
    const removeListeners = () => {
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
      window.removeEventListener('keydown', stop);
    };
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchstart', stop, { passive: true });
    window.addEventListener('keydown', stop);
    attempt();
    return () => {
      stop();
      removeListeners();
    };
  }, [key, navigationType, location.hash, location.key]);

  return null;
}
