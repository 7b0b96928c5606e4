/** ISO 3166 codes of the country names used in constants, so they can be shown in the UI language. */
export const COUNTRY_CODES: Record<string, string> = {
  Nigeria: 'NG',
  Ghana: 'GH',
  'South Africa': 'ZA',
  Kenya: 'KE',
  Morocco: 'MA',
  Egypt: 'EG',
  Tanzania: 'TZ',
  Uganda: 'UG',
  "Côte d'Ivoire": 'CI',
  Senegal: 'SN',
  Ethiopia: 'ET',
  Rwanda: 'RW',
  Cameroon: 'CM',
  'United States': 'US',
  'United Kingdom': 'GB',
  Canada: 'CA',
  Germany: 'DE',
  France: 'FR',
  Netherlands: 'NL',
  Belgium: 'BE',
  Italy: 'IT',
  Spain: 'ES',
  Australia: 'AU',
  China: 'CN',
  India: 'IN',
  'United Arab Emirates': 'AE',
};

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

/** The country's name in the UI language when the browser knows it, otherwise the English name. */
export function countryName(englishName: string, lang: string): string {
  const code = COUNTRY_CODES[englishName];
  if (!code) return englishName;
  return displayNames(lang)?.of(code) ?? englishName;
}
