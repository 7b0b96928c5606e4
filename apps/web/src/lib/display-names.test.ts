import { describe, expect, it } from 'vitest';
import { currencyName, regionName } from './display-names';

describe('names from the browser', () => {
  it('names countries and currencies in the language asked for', () => {
    expect(regionName('GH', 'fr')).toBe('Ghana');
    expect(regionName('EG', 'ar')).toBe('مصر');
    expect(regionName('CI', 'fr')).toBe('Côte d’Ivoire');
    expect(currencyName('NGN', 'en')).toBe('Nigerian Naira');
    expect(currencyName('XOF', 'fr')).toBe('franc CFA (BCEAO)');
  });

  it('leaves English to the stored names: no list of names loaded for an English reader', () => {
    expect(regionName('GH', 'en')).toBeUndefined();
    expect(regionName('CD', 'en-GB')).toBeUndefined();
  });

  it('answers undefined for what it does not know, or a malformed code or language, instead of throwing', () => {
    expect(regionName('QQ', 'fr')).toBeUndefined();
    expect(currencyName('QQQ', 'en')).toBeUndefined();
    expect(currencyName('not a code', 'en')).toBeUndefined();
    expect(regionName('GH', 'not a language tag!')).toBeUndefined();
  });
});
