import { useSyncExternalStore } from 'react';
import { DEFAULT_DISPLAY_CURRENCY, isDisplayCurrency, type DisplayCurrency } from '@app/shared/constants';

/** The buyer's display currency, remembered in this browser only (like the page language); USD by default. */
export const DISPLAY_CURRENCY_STORAGE_KEY = 'displayCurrency';

const listeners = new Set<() => void>();

export function storedDisplayCurrency(): DisplayCurrency {
  try {
    const value = localStorage.getItem(DISPLAY_CURRENCY_STORAGE_KEY);
    return isDisplayCurrency(value) ? value : DEFAULT_DISPLAY_CURRENCY;
  } catch {
    return DEFAULT_DISPLAY_CURRENCY;
  }
}

export function setDisplayCurrency(currency: DisplayCurrency): void {
  try {
    localStorage.setItem(DISPLAY_CURRENCY_STORAGE_KEY, currency);
  } catch {
    // storage refused (private mode): the choice lasts until the page is left
  }
  current = currency;
  for (const listener of listeners) listener();
}

let current: DisplayCurrency | null = null;

function snapshot(): DisplayCurrency {
  current ??= storedDisplayCurrency();
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // another tab changed it
  const onStorage = (e: StorageEvent) => {
    if (e.key !== DISPLAY_CURRENCY_STORAGE_KEY) return;
    current = storedDisplayCurrency();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useDisplayCurrency(): DisplayCurrency {
  return useSyncExternalStore(subscribe, snapshot, () => DEFAULT_DISPLAY_CURRENCY);
}
