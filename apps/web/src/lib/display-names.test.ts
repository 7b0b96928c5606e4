import { describe, expect, it } from 'vitest';
import { currencyName, regionName } from './display-names';

describe('names from the browser', () => {
  it('names countries and currencies in the language asked for', () => {
    expect(regionName('GH', 'en')).toBe('Ghana');
    expect(regionName('CI', 'fr')).toBe('Côte d’Ivoire');
    expect(currencyName('NGN', 'en')).toBe('Nigerian Naira');
    expect(currencyName('XOF', 'fr')).toBe('franc CFA (BCEAO)');
  });

  it('answers undefined for what it does not know, or a malformed code or language, instead of throwing', () => {
    expect(regionName('QQ', 'en')).toBeUndefined();
    expect(currencyName('QQQ', 'en')).toBeUndefined();
    expect(currencyName('not a code', 'en')).toBeUndefined();
    expect(regionName('GH', 'not a language tag!')).toBeUndefined();
  });
});
