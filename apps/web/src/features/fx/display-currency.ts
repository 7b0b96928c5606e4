import { useSyncExternalStore } from 'react';
import { DEFAULT_DISPLAY_CURRENCY, isDisplayCurrency, type DisplayCurrency } from '@app/shared/constants';

/**
 * The buyer's display currency, remembered in this browser only (like the page language). Until they choose, it
 * follows the browser's region (fr-CI, fr-SN: CFA francs; en-NG: naira; en-KE: shillings...), and USD elsewhere.
 */
export const DISPLAY_CURRENCY_STORAGE_KEY = 'displayCurrency';

const listeners = new Set<() => void>();

const XOF_COUNTRIES = ['BJ', 'BF', 'CI', 'GW', 'ML', 'NE', 'SN', 'TG'];
const EURO_COUNTRIES = [
  'AT',
  'BE',
  'CY',
  'DE',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PT',
  'SI',
  'SK',
];
const REGION_CURRENCY: Record<string, DisplayCurrency> = {
  NG: 'NGN',
  GH: 'GHS',
  KE: 'KES',
  UG: 'UGX',
  ZA: 'ZAR',
  EG: 'EGP',
  MA: 'MAD',
  GB: 'GBP',
  ...Object.fromEntries(XOF_COUNTRIES.map((c) => [c, 'XOF' as const])),
  ...Object.fromEntries(EURO_COUNTRIES.map((c) => [c, 'EUR' as const])),
};
/** A language without a region, most likely spoken by our buyers in: French in West Africa, Hausa and Yoruba in Nigeria. */
const LANGUAGE_CURRENCY: Record<string, DisplayCurrency> = { fr: 'XOF', ha: 'NGN', yo: 'NGN', sw: 'KES' };

/** The currency a browser's preferred languages point to ("fr-CI" -> XOF, "fr" -> XOF, "en-US" -> USD). */
export function currencyOfLocales(languages: readonly string[]): DisplayCurrency {
  for (const tag of languages) {
    const [language = '', region] = tag.split(/[-_]/);
    if (region) {
      const byRegion = REGION_CURRENCY[region.toUpperCase()];
      if (byRegion) return byRegion;
      return DEFAULT_DISPLAY_CURRENCY; // a region we do not serve in its own currency: USD
    }
    const byLanguage = LANGUAGE_CURRENCY[language.toLowerCase()];
    if (byLanguage) return byLanguage;
  }
  return DEFAULT_DISPLAY_CURRENCY;
}

function browserCurrency(): DisplayCurrency {
  return typeof navigator === 'undefined' ? DEFAULT_DISPLAY_CURRENCY : currencyOfLocales(navigator.languages ?? []);
}

export function storedDisplayCurrency(): DisplayCurrency {
  try {
    const value = localStorage.getItem(DISPLAY_CURRENCY_STORAGE_KEY);
    return isDisplayCurrency(value) ? value : browserCurrency();
  } catch {
    return browserCurrency();
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
