/** Countries in the reader's language: names from the browser (Intl.DisplayNames), the list from @app/shared/countries. */
import { AFRICAN_COUNTRIES, COUNTRIES, findCountry, type Country } from '@app/shared/countries';
import { regionName } from './region-name';

/** The country's name in the UI language when the browser knows it, otherwise the stored (English) text. */
export function countryName(nameOrCode: string, lang: string): string {
  const country = findCountry(nameOrCode);
  if (!country) return nameOrCode;
  return regionName(country.code, lang) ?? country.name;
}

export interface CountryOption {
  country: Country;
  label: string;
}

const optionCache = new Map<string, { africa: CountryOption[]; world: CountryOption[] }>();

/** The list for a select: Africa first, then the rest of the world, each in the reader's alphabetical order. */
export function countryOptions(lang: string): { africa: CountryOption[]; world: CountryOption[] } {
  let hit = optionCache.get(lang);
  if (!hit) {
    const collator = new Intl.Collator([lang, 'en']);
    const label = (country: Country): CountryOption => ({ country, label: countryName(country.code, lang) });
    const byLabel = (a: CountryOption, b: CountryOption) => collator.compare(a.label, b.label);
    hit = {
      africa: AFRICAN_COUNTRIES.map(label).sort(byLabel),
      world: COUNTRIES.filter((c) => !c.africa)
        .map(label)
        .sort(byLabel),
    };
    optionCache.set(lang, hit);
  }
  return hit;
}
