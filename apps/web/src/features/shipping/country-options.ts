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

/** A 2-letter country code's name in the UI language ("FR" -> "France", "Frankreich", …), else the code. */
export function regionName(code: string, lang: string): string {
  try {
    return displayNames(lang)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Country codes sorted by their name in the UI language, for a select. */
export function sortByRegionName(codes: readonly string[], lang: string): string[] {
  const collator = new Intl.Collator(lang);
  return [...codes].sort((a, b) => collator.compare(regionName(a, lang), regionName(b, lang)));
}
