/**
 * Countries in the reader's language: names from the browser (Intl.DisplayNames), the list from
 * @app/shared/country-names (codes and names only: the address rules of @app/shared/countries stay out of the pages
 * that only show a country).
 */
import { COUNTRY_NAMES_LIST, findCountryName, type CountryName } from '@app/shared/country-names';
import { regionName } from './display-names';

/** The country's name in the UI language when the browser knows it, otherwise the stored (English) text. */
export function countryName(nameOrCode: string, lang: string): string {
  const country = findCountryName(nameOrCode);
  if (!country) return nameOrCode;
  return regionName(country.code, lang) ?? country.name;
}

export interface CountryOption {
  country: CountryName;
  label: string;
}

const optionCache = new Map<string, { africa: CountryOption[]; world: CountryOption[] }>();

/** The list for a select: Africa first, then the rest of the world, each in the reader's alphabetical order. */
export function countryOptions(lang: string): { africa: CountryOption[]; world: CountryOption[] } {
  let hit = optionCache.get(lang);
  if (!hit) {
    const collator = new Intl.Collator([lang, 'en']);
    const label = (country: CountryName): CountryOption => ({ country, label: countryName(country.code, lang) });
    const byLabel = (a: CountryOption, b: CountryOption) => collator.compare(a.label, b.label);
    hit = {
      africa: COUNTRY_NAMES_LIST.filter((c) => c.africa)
        .map(label)
        .sort(byLabel),
      world: COUNTRY_NAMES_LIST.filter((c) => !c.africa)
        .map(label)
        .sort(byLabel),
    };
    optionCache.set(lang, hit);
  }
  return hit;
}
