import { useSyncExternalStore } from 'react';

/**
 * Data-saver mode (issue 19): pictures wait for a tap, result pages are smaller, no live-update stream. Remembered in
 * this browser; until the reader chooses, it follows the browser's own data saver (`navigator.connection.saveData`,
 * which is what makes a browser send `Save-Data: on`).
 */
export const DATA_SAVER_STORAGE_KEY = 'dataSaver';

type Listener = () => void;
const listeners = new Set<Listener>();

function stored(): boolean | undefined {
  try {
    const value = localStorage.getItem(DATA_SAVER_STORAGE_KEY);
    return value === 'on' ? true : value === 'off' ? false : undefined;
  } catch {
    return undefined;
  }
}

function browserSavesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

let on = typeof window === 'undefined' ? false : (stored() ?? browserSavesData());

export function isDataSaverOn(): boolean {
  return on;
}

/** Turns data-saver mode on or off and remembers the choice in this browser. */
export function setDataSaver(value: boolean): void {
  try {
    localStorage.setItem(DATA_SAVER_STORAGE_KEY, value ? 'on' : 'off');
  } catch {
    // storage may be unavailable (private mode): the choice holds for this page
  }
  if (on === value) return;
  on = value;
  for (const l of listeners) l();
}

function subscribe(l: Listener): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, isDataSaverOn, isDataSaverOn);
}
