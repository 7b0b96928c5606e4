/**
 * Phone numbers by each country's own numbering plan (Google's libphonenumber metadata): a number written with "+" and
 * a country code must be valid in that country; a number written the national way is read as a number of the country
 * the form is about (the delivery country at checkout, the profile's country in settings).
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { countryCode } from '@app/shared/countries';
import { contractMessage, type ErrorMessageKey } from '@app/shared/error-messages';
import type { z } from 'zod';

export function phoneWorksIn(phone: string, country: string | null | undefined): boolean {
  const text = phone.trim();
  if (text === '') return false;
  if (text.startsWith('+')) return parsePhoneNumberFromString(text)?.isValid() ?? false;
  const code = countryCode(country) as CountryCode | undefined;
  // a national number with no known country to read it in: the shape check of the contract is all we can do
  if (!code) return true;
  return parsePhoneNumberFromString(text, code)?.isValid() ?? false;
}

/** A zod refinement: the phone at `phonePath` must work in the country at `countryPath` (see phoneWorksIn). */
export function phoneMatchesCountry<T>(
  phonePath: readonly string[],
  countryPath: readonly string[],
  message: ErrorMessageKey,
) {
  const at = (value: unknown, path: readonly string[]): unknown =>
    path.reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      value,
    );
  return (value: T, ctx: z.RefinementCtx): void => {
    const phone = at(value, phonePath);
    const country = at(value, countryPath);
    if (typeof phone !== 'string' || phone.trim() === '') return;
    if (!phoneWorksIn(phone, typeof country === 'string' ? country : null)) {
      ctx.addIssue({ code: 'custom', path: [...phonePath], ...contractMessage(message) });
    }
  };
}
