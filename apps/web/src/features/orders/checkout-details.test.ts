import { describe, expect, it } from 'vitest';
import { initialDetails, isCheckoutFieldPath, newIdempotencyKey } from './checkout-details';

const profile = { name: 'Ada Buyer', email: 'ada@example.com', phone: '+1 555 0100', company: null, country: 'Canada' };

describe('checkout form defaults', () => {
  it('prefills contact details and a checkout country from the profile', () => {
    expect(initialDetails(profile, null)).toEqual({
      contact: { name: 'Ada Buyer', email: 'ada@example.com', phone: '+1 555 0100', company: '' },
      shipping: { address: '', city: '', region: '', country: 'Canada', postalCode: '' },
    });
  });

  it('ships to every country of the list, African ones included, and reads older spellings', () => {
    expect(initialDetails({ ...profile, country: 'Nigeria' }, null).shipping.country).toBe('Nigeria');
    expect(initialDetails({ ...profile, country: 'Ghana' }, null).shipping.country).toBe('Ghana');
    expect(initialDetails({ ...profile, country: 'Ivory Coast' }, null).shipping.country).toBe("Côte d'Ivoire");
    expect(initialDetails({ ...profile, country: 'Other' }, null).shipping.country).toBe('');
  });

  it('prefers a kept draft, ignoring blanks, unknown keys and unknown countries', () => {
    const d = initialDetails(profile, {
      contact: { name: '', email: 'other@example.com', phone: '', company: 'Acme' },
      shipping: { address: '1 Main St', city: 'Toronto', region: 'ON', country: 'Atlantis', postalCode: 'M5V' },
    });
    expect(d.contact).toEqual({ name: 'Ada Buyer', email: 'other@example.com', phone: '+1 555 0100', company: 'Acme' });
    expect(d.shipping).toEqual({
      address: '1 Main St',
      city: 'Toronto',
      region: 'ON',
      country: 'Canada',
      postalCode: 'M5V',
    });
  });

  it('knows the server field keys it can show inline', () => {
    expect(isCheckoutFieldPath('contact.phone')).toBe(true);
    expect(isCheckoutFieldPath('shipping.postalCode')).toBe(true);
    expect(isCheckoutFieldPath('idempotencyKey')).toBe(false);
  });

  it('makes a different idempotency key each time', () => {
    const a = newIdempotencyKey();
    expect(a.length).toBeGreaterThanOrEqual(8);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
