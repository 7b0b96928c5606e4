import { useSyncExternalStore } from 'react';

/**
 * Offline use (issue 19): the service worker (apps/web/service-worker.ts, written by the build as /sw.js) keeps the
 * app shell and copies of the last API reads. Registered in production builds only.
 */
export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/sw.js').catch(() => undefined); // no worker: the app works online as before
  });
}

/** Asks the service worker to forget its copies of API reads (someone's orders must not outlive their session). */
export function forgetOfflineData(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  // the active worker, whether or not it controls this page yet
  void navigator.serviceWorker.ready.then((reg) => reg.active?.postMessage('forget-data')).catch(() => undefined);
}

const USER_KEY = 'offlineDataOf';

/**
 * Called with the signed-in user (or null) whenever the session is known: when it is not the user whose data the
 * worker may hold (signed out elsewhere, session expired, another person signed in), the copies are forgotten.
 */
export function noteSessionUser(userId: string | null): void {
  try {
    const before = localStorage.getItem(USER_KEY);
    if (before && before !== userId) forgetOfflineData();
    if (userId) localStorage.setItem(USER_KEY, userId);
    else localStorage.removeItem(USER_KEY);
  } catch {
    // no storage: nothing to compare
  }
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
