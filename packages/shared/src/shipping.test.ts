import { describe, expect, it } from 'vitest';
import { addressFrom, addressTo, postalCodeRequired } from './shipping.ts';

/** A shipment address asks for a postal code by its country's rule, not always. */
describe('shipment address postal code', () => {
  const base = { name: 'Ama Mensah', street1: '12 Liberation Road', city: 'Accra' };
  const zipIssue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.find((i) => i.path.join('.') === 'zip')?.message;

  it('knows which countries need one', () => {
    expect(postalCodeRequired('GH')).toBe(false); // none
    expect(postalCodeRequired('NG')).toBe(false); // optional
    expect(postalCodeRequired('FR')).toBe(true);
    expect(postalCodeRequired('US')).toBe(true);
    expect(postalCodeRequired('')).toBe(true); // not known: asked for
  });

  it('takes a Ghana or Nigeria address without a postal code', () => {
    const to = addressTo.safeParse({ ...base, country: 'GH' });
    expect(to.success).toBe(true);
    expect(to.data?.zip).toBe('');
    expect(addressFrom.safeParse({ ...base, city: 'Lagos', country: 'NG' }).success).toBe(true);
  });

  it('refuses a blank postal code where the country requires one, with the field message', () => {
    expect(zipIssue(addressTo.safeParse({ ...base, city: 'Paris', zip: ' ', country: 'FR' }))).toBe(
      'shipping.form.recipientZipRequired',
    );
    expect(zipIssue(addressFrom.safeParse({ ...base, city: 'Houston', country: 'US' }))).toBe(
      'shipping.form.senderZipRequired',
    );
    expect(addressTo.safeParse({ ...base, city: 'Paris', zip: '75002', country: 'FR' }).success).toBe(true);
  });

  it('leaves the check to the server when the country is left out (it is the order’s or the profile’s)', () => {
    expect(addressTo.safeParse(base).success).toBe(true);
  });
});
