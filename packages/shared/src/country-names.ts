/**
 * Countries by code and English name only: what a page that shows or filters by country needs, without the address
 * rules of ./countries.ts (a tenth of its size; the browse and product pages load this one, issue 19). Lookups accept
 * the stored English name, an alias or an ISO code, exactly as ./countries.ts's findCountry does (it is built on this).
 */
import { AFRICAN_COUNTRY_NAMES, OTHER_COUNTRY_NAMES } from './country-names-data.ts';

export interface CountryName {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** English name, the stored value. */
  name: string;
  africa: boolean;
}

function parse(list: string, africa: boolean): CountryName[] {
  return list.split('|').map((entry) => ({ code: entry.slice(0, 2), name: entry.slice(2), africa }));
}

/** Africa first, then the rest of the world, each by English name (the order of ./countries.ts's COUNTRIES). */
export const COUNTRY_NAMES_LIST: readonly CountryName[] = [
  ...parse(AFRICAN_COUNTRY_NAMES, true),
  ...parse(OTHER_COUNTRY_NAMES, false),
];

const byCode = new Map(COUNTRY_NAMES_LIST.map((c) => [c.code, c]));
const byName = new Map(COUNTRY_NAMES_LIST.map((c) => [foldCountryName(c.name), c]));

/** Other spellings earlier data or people use for a country. */
const ALIASES: Record<string, string> = {
  "cote d'ivoire": 'CI',
  'ivory coast': 'CI',
  usa: 'US',
  'united states of america': 'US',
  uk: 'GB',
  'great britain': 'GB',
  uae: 'AE',
  'the netherlands': 'NL',
  drc: 'CD',
  'dr congo': 'CD',
  swaziland: 'SZ',
  'cape verde': 'CV',
};

function foldCountryName(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2018\u2019]/g, "'")
    .trim()
    .toLowerCase();
}

/** The ISO code a stored name, an alias or an ISO code stands for. */
export function findCountryCode(nameOrCode: string | null | undefined): string | undefined {
  if (!nameOrCode) return undefined;
  const trimmed = nameOrCode.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) {
    const hit = byCode.get(trimmed.toUpperCase());
    if (hit) return hit.code;
  }
  const folded = foldCountryName(trimmed);
  const alias = ALIASES[folded.normalize('NFD').replace(/\p{M}/gu, '')];
  return byName.get(folded)?.code ?? (alias && byCode.has(alias) ? alias : undefined);
}

/** The country (code, English name, in Africa or not) a stored name, an alias or an ISO code stands for. */
export function findCountryName(nameOrCode: string | null | undefined): CountryName | undefined {
  const code = findCountryCode(nameOrCode);
  return code ? byCode.get(code) : undefined;
}
