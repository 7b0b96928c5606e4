import { describe, expect, it } from 'vitest';
import { formatMpesaPhone, mpesaMsisdn, mpesaPhoneProblem, mpesaPrefill } from './mpesa-phone';

describe('mpesaMsisdn', () => {
  it('takes the forms the server accepts, spaces and dashes aside', () => {
    expect(mpesaMsisdn('0712 345 678')).toBe('254712345678');
    expect(mpesaMsisdn('0112345678')).toBe('254112345678');
    expect(mpesaMsisdn('+254 712 345 678')).toBe('254712345678');
    expect(mpesaMsisdn('254712345678')).toBe('254712345678');
    expect(mpesaMsisdn(' (0712) 345-678 ')).toBe('254712345678');
    expect(mpesaMsisdn('+254 (0) 712')).toBeNull();
  });
  it('takes the nine digits after +254 when the buyer leaves the prefix out', () => {
    expect(mpesaMsisdn('712 345 678')).toBe('254712345678');
  });
  it('refuses numbers that are not Kenyan mobiles', () => {
    expect(mpesaMsisdn('')).toBeNull();
    expect(mpesaMsisdn('0212 345 678')).toBeNull(); // a landline prefix
    expect(mpesaMsisdn('071234567')).toBeNull(); // one digit short
    expect(mpesaMsisdn('07123456789')).toBeNull(); // one too many
    expect(mpesaMsisdn('+234 802 123 4567')).toBeNull(); // Nigerian
    expect(mpesaMsisdn('255712345678')).toBeNull(); // Tanzanian
    expect(mpesaMsisdn('07I2345678')).toBeNull();
  });
});

describe('mpesaPhoneProblem', () => {
  it('says what is wrong, or nothing', () => {
    expect(mpesaPhoneProblem('   ')).toBe('required');
    expect(mpesaPhoneProblem('12345')).toBe('invalid');
    expect(mpesaPhoneProblem('0712 345 678')).toBeNull();
  });
});

describe('formatMpesaPhone', () => {
  it('writes any accepted form the Kenyan way', () => {
    expect(formatMpesaPhone('254712345678')).toBe('0712 345 678');
    expect(formatMpesaPhone('+254712345678')).toBe('0712 345 678');
    expect(formatMpesaPhone('0110000001')).toBe('0110 000 001');
  });
  it('leaves other text as typed (trimmed)', () => {
    expect(formatMpesaPhone(' 12345 ')).toBe('12345');
  });
});

describe('mpesaPrefill', () => {
  it('starts from the contact phone when it is a Kenyan mobile', () => {
    expect(mpesaPrefill('+254 712 345 678')).toBe('0712 345 678');
    expect(mpesaPrefill('+234 802 123 4567')).toBe('');
    expect(mpesaPrefill(null)).toBe('');
    expect(mpesaPrefill(undefined)).toBe('');
  });
});
