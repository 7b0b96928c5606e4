import { countries as library } from 'countries-list';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressProblems,
  isListedCountry,
  AFRICAN_COUNTRIES,
  COUNTRIES,
  countryCode,
  findCountry,
  normalizePostalCode,
} from './countries.ts';
import { COUNTRY_NAMES_LIST, findCountryName } from './country-names.ts';

describe('the one country list', () => {
  it('holds every ISO country of the data library once, Africa first', () => {
    const codes = COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    const expected = Object.keys(library).filter((code) => code !== 'AC' && code !== 'TA');
    expect([...codes].sort()).toEqual(expected.sort());
    const firstWorld = COUNTRIES.findIndex((c) => !c.africa);
    expect(firstWorld).toBe(AFRICAN_COUNTRIES.length);
    expect(COUNTRIES.slice(firstWorld).every((c) => !c.africa)).toBe(true);
    for (const c of COUNTRIES) expect(c.africa).toBe(library[c.code as keyof typeof library].continent === 'AF');
    // the 54 states of the African Union's continent are all there (and a few territories)
    expect(AFRICAN_COUNTRIES.length).toBeGreaterThanOrEqual(54);
    for (const code of ['NG', 'GH', 'KE', 'CI', 'SN', 'UG', 'TZ', 'RW', 'ET', 'ZA', 'EG', 'MA', 'CM', 'SS', 'CD']) {
      expect(AFRICAN_COUNTRIES.some((c) => c.code === code)).toBe(true);
    }
  });

  it('reads the names earlier data stored, aliases and codes', () => {
    expect(countryCode("Côte d'Ivoire")).toBe('CI');
    expect(countryCode('Cote d’Ivoire')).toBe('CI');
    expect(countryCode('Ivory Coast')).toBe('CI');
    expect(countryCode('United States')).toBe('US');
    expect(countryCode('USA')).toBe('US');
    expect(countryCode('gh')).toBe('GH');
    expect(countryCode(' Nigeria ')).toBe('NG');
    expect(countryCode('Narnia')).toBeUndefined();
    expect(countryCode('')).toBeUndefined();
    expect(findCountry('GH')?.name).toBe('Ghana');
    // a form must send the list's own spelling; aliases and codes are only read
    expect(isListedCountry("Côte d'Ivoire")).toBe(true);
    expect(isListedCountry('Ivory Coast')).toBe(false);
    expect(isListedCountry('GH')).toBe(false);
    expect(isListedCountry('Other')).toBe(false);
  });

  it('has postal patterns that compile and accept their own examples', () => {
    for (const c of COUNTRIES.filter((x) => x.postalPattern)) {
      expect(() => new RegExp(c.postalPattern)).not.toThrow();
      if (!c.postalExample) continue;
      const problems = addressProblems({
        country: c.name,
        city: 'Town',
        region: 'Region',
        postalCode: c.postalExample,
      });
      expect(problems.postalCode, `${c.code} ${c.postalExample}`).toBeUndefined();
    }
  });
});

describe('address rules by country', () => {
  it('lets a Ghanaian, Nigerian or Kenyan address go without a postal code', () => {
    for (const country of ['Ghana', 'Nigeria', 'Kenya', "Côte d'Ivoire", 'Uganda', 'Rwanda']) {
      expect(addressProblems({ country, city: 'Accra', postalCode: '' })).toEqual({});
    }
    expect(findCountry('Ghana')?.postal).toBe('none');
  });

  it('asks for what a country requires, in its format', () => {
    expect(addressProblems({ country: 'United States', city: 'Austin', region: '', postalCode: '' })).toEqual({
      postalCode: 'postalCodeRequired',
      region: 'regionRequired',
    });
    expect(addressProblems({ country: 'United States', city: 'Austin', region: 'TX', postalCode: '78701' })).toEqual(
      {},
    );
    expect(addressProblems({ country: 'United Kingdom', city: 'London', postalCode: 'ec1y 8sy' })).toEqual({});
    expect(addressProblems({ country: 'United Kingdom', city: 'London', postalCode: '12345' })).toEqual({
      postalCode: 'postalCodeFormat',
    });
    expect(addressProblems({ country: 'Nigeria', city: 'Lagos', postalCode: 'ABC' })).toEqual({
      postalCode: 'postalCodeFormat',
    });
    expect(addressProblems({ country: 'Nigeria', city: 'Lagos', postalCode: '100001' })).toEqual({});
    expect(addressProblems({ country: 'South Africa', city: 'Durban', postalCode: '' })).toEqual({
      postalCode: 'postalCodeRequired',
    });
    expect(addressProblems({ country: 'Ghana', city: ' ', postalCode: '' })).toEqual({ city: 'cityRequired' });
  });

  it('never throws, whatever the text, and writes postal codes one way', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTRIES.map((c) => c.name)),
        fc.string(),
        fc.string(),
        fc.string(),
        (country, city, region, postalCode) => {
          const problems = addressProblems({ country, city, region, postalCode });
          const c = findCountry(country)!;
          if (normalizePostalCode(postalCode) === '' && c.postal !== 'required')
            expect(problems.postalCode).toBeUndefined();
          if (c.postal === 'none' && !c.postalPattern) expect(problems.postalCode).toBeUndefined();
        },
      ),
    );
    expect(normalizePostalCode('  ec1y   8sy ')).toBe('EC1Y 8SY');
  });
});

describe('the light list of names (country-names.ts)', () => {
  it('is the full list with only codes, names and continents, in the same order', () => {
    expect(COUNTRY_NAMES_LIST).toEqual(COUNTRIES.map(({ code, name, africa }) => ({ code, name, africa })));
  });

  it('finds the same country as the full list for names, aliases, codes and any other text', () => {
    const known = COUNTRIES.flatMap((c) => [c.name, c.code, c.code.toLowerCase(), ` ${c.name.toUpperCase()} `]);
    const aliases = ['Ivory Coast', 'cote d’ivoire', 'USA', 'UK', 'DRC', 'Swaziland', 'Cape Verde'];
    for (const text of [...known, ...aliases, '', 'Atlantis', 'XX']) {
      expect(findCountryName(text)?.code, text).toBe(findCountry(text)?.code);
    }
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(findCountryName(text)?.code).toBe(findCountry(text)?.code);
      }),
    );
  });
});
