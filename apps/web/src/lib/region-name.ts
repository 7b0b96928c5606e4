const cache = new Map<string, Intl.DisplayNames | null>();

function displayNames(lang: string): Intl.DisplayNames | null {
  if (!cache.has(lang)) {
    try {
      cache.set(lang, new Intl.DisplayNames([lang, 'en'], { type: 'region', fallback: 'none' }));
    } catch {
      cache.set(lang, null);
    }
  }
  return cache.get(lang) ?? null;
}

/**
 * A country's name in the UI language from its ISO code, when the browser knows it (Intl.DisplayNames), else
 * undefined. Needs no country list: the footer uses it without loading the whole list (./countries.ts).
 */
export function regionName(code: string, lang: string): string | undefined {
  return displayNames(lang)?.of(code) ?? undefined;
}
