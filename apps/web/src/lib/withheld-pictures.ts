import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * The pictures data-saver mode holds back on the current page: each one's size (asked of the server with a HEAD
 * request: headers only, no picture) for the "N KB saved" figure, and the reader's "show pictures" for the page. Both
 * reset when the reader goes to another page.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
const withheld = new Map<string, number>();
let revealedAll = false;
let version = 0;

function changed(): void {
  version += 1;
  for (const l of listeners) l();
}

function currentVersion(): number {
  return version;
}

function subscribe(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** Bytes of the pictures held back on this page. */
export function withheldBytes(): number {
  let total = 0;
  for (const bytes of withheld.values()) total += bytes;
  return total;
}

export function useWithheld(): { bytes: number; count: number; revealedAll: boolean } {
  useSyncExternalStore(subscribe, currentVersion, currentVersion);
  return { bytes: withheldBytes(), count: withheld.size, revealedAll };
}

/** Shows every picture of this page. */
export function revealAllPictures(): void {
  revealedAll = true;
  withheld.clear();
  changed();
}

/** A new page: nothing held back yet, pictures wait again. */
export function resetWithheld(): void {
  if (!revealedAll && withheld.size === 0) return;
  revealedAll = false;
  withheld.clear();
  changed();
}

const sizes = new Map<string, Promise<number | null>>();

/** The size of a file in bytes from a HEAD request (once per address), or null when the server does not say. */
export function fileBytes(url: string): Promise<number | null> {
  let pending = sizes.get(url);
  if (!pending) {
    pending = fetch(url, { method: 'HEAD', credentials: 'same-origin' })
      .then((res) => {
        const length = Number(res.headers.get('content-length'));
        return res.ok && Number.isFinite(length) && length > 0 ? length : null;
      })
      .catch(() => null);
    sizes.set(url, pending);
  }
  return pending;
}

/**
 * Holds a picture back while mounted with its address (none: nothing held): its size counts in the page's saving.
 * Returns the size once known.
 */
export function useWithheldPicture(url: string | undefined): number | null {
  const [bytes, setBytes] = useState<number | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    void fileBytes(url).then((n) => {
      if (!live) return;
      setBytes(n);
      if (n !== null && !revealedAll) {
        withheld.set(url, n);
        changed();
      }
    });
    return () => {
      live = false;
      if (withheld.delete(url)) changed();
    };
  }, [url]);
  return bytes;
}

/** "12 KB" in the reader's language (at least 1 KB). */
export function formatKilobytes(bytes: number, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(
    Math.max(1, Math.round(bytes / 1024)),
  );
}
