/** The delivery address part of the checkout form: the shared country rules, with messages in the reader's language. */
import type { TFunction } from '../../i18n/translator';
import { z } from 'zod';
import { addressProblems, findCountry, isListedCountry, type Country } from '@app/shared/countries';
import { isolateLtr } from '../../lib/bidi';
import { countryName } from '../../lib/countries';

/** The label a country gives its regions ("State" in Nigeria, "County" in the UK...). */
export function regionLabel(t: TFunction, country: Country | undefined): string {
  const kind = country?.region !== 'none' ? (country?.regionName ?? 'region') : 'region';
  return t(`address:regionNames.${kind}`, { defaultValue: t('address:regionNames.region') });
}

export function postalLabel(t: TFunction, country: Country | undefined): string {
  return country?.postalName === 'zip' ? t('address:fields.zip') : t('address:fields.postalCode');
}

export function shippingAddressFormSchema(t: TFunction, lang: string) {
  return z
    .object({
      address: z.string().trim().min(1, t('validation.addressRequired')).max(200, t('validation.tooLong')),
      city: z.string().trim().max(100, t('validation.tooLong')),
      region: z.string().trim().max(100, t('validation.tooLong')),
      country: z.string().refine(isListedCountry, { message: t('address:validation.countryRequired') }),
      postalCode: z.string().trim().max(20, t('validation.tooLong')),
    })
    .superRefine((value, ctx) => {
      const country = findCountry(value.country);
      if (!country) return;
      const values = {
        country: countryName(country.code, lang),
        example: isolateLtr(country.postalExample),
        label: regionLabel(t, country),
      };
      for (const [field, problem] of Object.entries(addressProblems(value))) {
        ctx.addIssue({ code: 'custom', path: [field], message: t(`address:validation.${problem}`, values) });
      }
    });
}
