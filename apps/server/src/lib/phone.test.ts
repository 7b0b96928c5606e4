import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { phoneMatchesCountry, phoneWorksIn } from './phone.ts';

describe('phoneWorksIn', () => {
  it('reads a national number in the country of the form', () => {
    expect(phoneWorksIn('024 123 4567', 'Ghana')).toBe(true);
    expect(phoneWorksIn('024 123 4567', 'GH')).toBe(true);
    expect(phoneWorksIn('024 123 4567', 'Kenya')).toBe(false);
    expect(phoneWorksIn('12', 'Ghana')).toBe(false);
  });

  it('takes a valid international number whatever the country, and refuses an invalid one', () => {
    expect(phoneWorksIn('+233 24 123 4567', 'Kenya')).toBe(true);
    expect(phoneWorksIn('+233 24 123 4567', null)).toBe(true);
    expect(phoneWorksIn('+233 1', 'Ghana')).toBe(false);
    expect(phoneWorksIn('+999 123', null)).toBe(false);
  });

  it('leaves a national number to the contract when no known country reads it, and refuses an empty one', () => {
    expect(phoneWorksIn('024 123 4567', null)).toBe(true);
    expect(phoneWorksIn('024 123 4567', 'Narnia')).toBe(true);
    expect(phoneWorksIn('   ', 'Ghana')).toBe(false);
  });
});

describe('phoneMatchesCountry', () => {
  const schema = z
    .object({ contact: z.object({ phone: z.string() }), shipping: z.object({ country: z.string() }) })
    .superRefine(
      phoneMatchesCountry(['contact', 'phone'], ['shipping', 'country'], 'orders.form.phoneInvalidForCountry'),
    );

  it('puts the issue on the phone field, and lets an empty phone through', () => {
    const bad = schema.safeParse({ contact: { phone: '024 123 4567' }, shipping: { country: 'Kenya' } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path)).toEqual([['contact', 'phone']]);
    expect(schema.safeParse({ contact: { phone: '024 123 4567' }, shipping: { country: 'Ghana' } }).success).toBe(true);
    expect(schema.safeParse({ contact: { phone: '' }, shipping: { country: 'Kenya' } }).success).toBe(true);
  });
});
