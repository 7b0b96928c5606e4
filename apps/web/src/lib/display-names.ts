/**
 * Names of countries and currencies in the UI language, from the browser (Intl.DisplayNames): no list to download.
 * One formatter per language and kind, made once: making one costs a few milliseconds on a phone, and the currency
 * chooser asks for a name per option on every page.
 */
const cache = new Map<string, Intl.DisplayNames | null>();

function displayNames(lang: string, type: 'region' | 'currency'): Intl.DisplayNames | null {
  const key = `${type}:${lang}`;
  if (!cache.has(key)) {
    try {
      cache.set(key, new Intl.DisplayNames([lang, 'en'], { type, fallback: 'none' }));
    } catch {
      cache.set(key, null);
    }
  }
  return cache.get(key) ?? null;
}

/**
 * A country's name from its ISO code, when the browser knows it, else undefined. For English it is always undefined:
 * the stored English name is the name, and the browser's first list of names costs 85 ms here (300 ms or more on a
 * phone) to load, on every page whose footer or cards show a country.
 */
export function regionName(code: string, lang: string): string | undefined {
  if (lang === 'en' || lang.startsWith('en-')) return undefined;
  try {
    return displayNames(lang, 'region')?.of(code) ?? undefined;
  } catch {
    return undefined;
  }
}

/** "Nigerian Naira": a currency's name from its ISO code, when the browser knows it, else undefined. */
export function currencyName(code: string, lang: string): string | undefined {
  try {
    return displayNames(lang, 'currency')?.of(code) ?? undefined;
  } catch {
    return undefined;
  }
}
