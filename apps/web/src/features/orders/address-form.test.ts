import type { TFunction } from '../../i18n/translator';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { shippingAddressFormSchema } from './address-form';

let en: TFunction;
let fr: TFunction;
beforeAll(() => {
  // every language is loaded by the test setup
  en = i18n.getFixedT('en', 'orders');
  fr = i18n.getFixedT('fr', 'orders');
});

const ghana = { address: '14 Independence Ave', city: 'Accra', region: '', country: 'Ghana', postalCode: '' };

function problems(t: TFunction, lang: string, value: object): Record<string, string> {
  const result = shippingAddressFormSchema(t, lang).safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the delivery address form', () => {
  it('takes a Ghanaian address without a postal code', () => {
    expect(problems(en, 'en', ghana)).toEqual({});
  });

  it('asks for what the country requires, naming the country, in the reader language', () => {
    const us = { address: '1 Main St', city: 'Austin', region: '', country: 'United States', postalCode: '' };
    expect(problems(en, 'en', us)).toEqual({
      postalCode: 'A postal code is required for this country (United States)',
      region: 'State is required for this country (United States)',
    });
    expect(problems(fr, 'fr', { ...us, region: 'TX', postalCode: 'ABC' })).toEqual({
      postalCode: "Ce code postal n'a pas le format de ce pays (États-Unis) ; par exemple \u206695014\u2069",
    });
  });

  it('refuses a country outside the list', () => {
    expect(problems(en, 'en', { ...ghana, country: 'Other' })).toEqual({ country: 'Choose a country' });
  });
});
