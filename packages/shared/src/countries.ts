/**
 * Every country, Africa first, with its address rules: one list for checkout, settings, onboarding, shipping and
 * filters. The data is generated from maintained sources (see scripts/generate-countries.mjs); this file only reads it.
 *
 * A country is stored by its English name (as earlier data was) and shown in the reader's language by its ISO code.
 */
import { COUNTRY_FIELDS, COUNTRY_ROWS } from './countries-data.ts';
import { findCountryCode } from './country-names.ts';

export type FieldRule = 'required' | 'optional' | 'none';

export interface Country {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** English name, the stored value. */
  name: string;
  africa: boolean;
  /** International calling code without "+". */
  callingCode: string;
  postal: FieldRule;
  /** Google's pattern for the whole postal code ('' when any text goes). */
  postalPattern: string;
  postalExample: string;
  /** What the country calls its postal code: postal, zip, pin, eircode. */
  postalName: string;
  region: FieldRule;
  /** What the country calls its regions: state, province, region, county... */
  regionName: string;
  city: Exclude<FieldRule, 'none'>;
  /** A mobile number in national format, for a placeholder. */
  phoneExample: string;
}

export const COUNTRIES: readonly Country[] = COUNTRY_ROWS.map(
  (row) => Object.fromEntries(COUNTRY_FIELDS.map((field, i) => [field, row[i]])) as unknown as Country,
);

/** The stored names, as a non-empty tuple so zod can take it as an enum. */
export const COUNTRY_NAMES = COUNTRIES.map((c) => c.name) as [string, ...string[]];
export const AFRICAN_COUNTRIES: readonly Country[] = COUNTRIES.filter((c) => c.africa);

const byCode = new Map(COUNTRIES.map((c) => [c.code, c]));
/** The country a stored name, an alias or an ISO code stands for. */
export function findCountry(nameOrCode: string | null | undefined): Country | undefined {
  const code = findCountryCode(nameOrCode);
  return code ? byCode.get(code) : undefined;
}

export function countryCode(nameOrCode: string | null | undefined): string | undefined {
  return findCountryCode(nameOrCode);
}

/** A name exactly as the list writes it (what forms send and the server stores). */
export function isListedCountry(name: string): boolean {
  return findCountry(name)?.name === name;
}

/** A postal code as the country writes it: trimmed, inner spaces collapsed, letters upper-cased. */
export function normalizePostalCode(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toUpperCase();
}

export type AddressProblem = 'postalCodeRequired' | 'postalCodeFormat' | 'regionRequired' | 'cityRequired';

export interface AddressParts {
  country: string;
  city: string;
  region?: string;
  postalCode?: string;
}

/** What is wrong with an address by its country's rules, field by field (empty when nothing is). */
export function addressProblems(
  address: AddressParts,
): Partial<Record<'postalCode' | 'region' | 'city', AddressProblem>> {
  const country = findCountry(address.country);
  const problems: Partial<Record<'postalCode' | 'region' | 'city', AddressProblem>> = {};
  if (!country) return problems;
  const postal = normalizePostalCode(address.postalCode ?? '');
  if (country.postal === 'required' && postal === '') problems.postalCode = 'postalCodeRequired';
  else if (postal !== '' && country.postalPattern && !postalPattern(country).test(postal))
    problems.postalCode = 'postalCodeFormat';
  if (country.region === 'required' && (address.region ?? '').trim() === '') problems.region = 'regionRequired';
  if (country.city === 'required' && address.city.trim() === '') problems.city = 'cityRequired';
  return problems;
}

const patterns = new Map<string, RegExp>();
function postalPattern(country: Country): RegExp {
  let re = patterns.get(country.code);
  if (!re) {
    re = new RegExp(`^(?:${country.postalPattern})$`, 'i');
    patterns.set(country.code, re);
  }
  return re;
}
