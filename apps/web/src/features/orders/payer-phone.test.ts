import { describe, expect, it } from 'vitest';
import {
  formatPayerPhone,
  payerMsisdn,
  payerPhoneProblem,
  payerPrefill,
  phoneExample,
  phoneMarketOf,
  type PhoneMarket,
} from './payer-phone';

const kenya = phoneMarketOf('mpesa', 'KES')!;
const ghana = phoneMarketOf('momo', 'GHS')!;
const uganda = phoneMarketOf('momo', 'UGX')!;
const ivoryCoast = phoneMarketOf('momo', 'XOF')!;
const msisdn = (market: PhoneMarket) => (input: string) => payerMsisdn(input, market);

describe('phoneMarketOf', () => {
  it('prompts Kenya for M-Pesa and the currency country for MoMo', () => {
    expect(kenya.country).toBe('KE');
    expect(phoneMarketOf('mpesa', 'XOF')?.country).toBe('KE');
    expect(ghana.country).toBe('GH');
    expect(uganda.country).toBe('UG');
    expect(ivoryCoast.country).toBe('CI');
  });
  it('has none for a currency MoMo does not collect in, nor for a rail without a number', () => {
    expect(phoneMarketOf('momo', 'KES')).toBeNull();
    expect(phoneMarketOf('paystack', 'GHS')).toBeNull();
  });
});

describe('M-Pesa numbers (Kenya)', () => {
  const m = msisdn(kenya);
  it('takes the forms the server accepts, spaces and dashes aside', () => {
    expect(m('0712 345 678')).toBe('254712345678');
    expect(m('0112345678')).toBe('254112345678');
    expect(m('+254 712 345 678')).toBe('254712345678');
    expect(m('254712345678')).toBe('254712345678');
    expect(m(' (0712) 345-678 ')).toBe('254712345678');
    expect(m('+254 (0) 712')).toBeNull();
  });
  it('takes the nine digits after +254 when the buyer leaves the prefix out', () => {
    expect(m('712 345 678')).toBe('254712345678');
  });
  it('refuses numbers that are not Kenyan mobiles', () => {
    expect(m('')).toBeNull();
    expect(m('0212 345 678')).toBeNull(); // a landline prefix
    expect(m('071234567')).toBeNull(); // one digit short
    expect(m('07123456789')).toBeNull(); // one too many
    expect(m('+234 802 123 4567')).toBeNull(); // Nigerian
    expect(m('255712345678')).toBeNull(); // Tanzanian
    expect(m('07I2345678')).toBeNull();
  });
});

describe('MoMo numbers, by the currency charged', () => {
  it('Ghana (GHS): 024 412 3456, +233 24 412 3456', () => {
    const m = msisdn(ghana);
    expect(m('024 412 3456')).toBe('233244123456');
    expect(m('+233 24 412 3456')).toBe('233244123456');
    expect(m('233244123456')).toBe('233244123456');
    expect(m('+254 712 345 678')).toBeNull(); // Kenyan
    expect(m('024 412 345')).toBeNull();
  });
  it('Uganda (UGX): 0772 123 456, +256 772 123 456', () => {
    const m = msisdn(uganda);
    expect(m('0772 123 456')).toBe('256772123456');
    expect(m('+256 772 123 456')).toBe('256772123456');
    expect(m('+233 24 412 3456')).toBeNull(); // Ghanaian
  });
  it("Côte d'Ivoire (XOF): ten digits that keep their leading 0", () => {
    const m = msisdn(ivoryCoast);
    expect(m('07 07 12 34 56')).toBe('2250707123456');
    expect(m('+225 07 07 12 34 56')).toBe('2250707123456');
    expect(m('7 07 12 34 56')).toBeNull();
    expect(m('+233 24 412 3456')).toBeNull(); // Ghanaian
  });
});

describe('payerPhoneProblem', () => {
  it('says what is wrong, or nothing', () => {
    expect(payerPhoneProblem('   ', kenya)).toBe('required');
    expect(payerPhoneProblem('12345', kenya)).toBe('invalid');
    expect(payerPhoneProblem('0712 345 678', kenya)).toBeNull();
    expect(payerPhoneProblem('+254 712 345 678', ghana)).toBe('invalid');
    expect(payerPhoneProblem('024 412 3456', ghana)).toBeNull();
  });
});

describe('formatPayerPhone and phoneExample', () => {
  it('writes any accepted form the way the country writes it', () => {
    expect(formatPayerPhone('254712345678', kenya)).toBe('0712 345 678');
    expect(formatPayerPhone('+254712345678', kenya)).toBe('0712 345 678');
    expect(formatPayerPhone('0110000001', kenya)).toBe('0110 000 001');
    expect(formatPayerPhone('+233244123456', ghana)).toBe('024 412 3456');
    expect(formatPayerPhone('256772123456', uganda)).toBe('0772 123 456');
    expect(formatPayerPhone('+2250707123456', ivoryCoast)).toBe('07 07 12 34 56');
  });
  it('leaves other text as typed (trimmed)', () => {
    expect(formatPayerPhone(' 12345 ', kenya)).toBe('12345');
  });
  it("gives each market's example", () => {
    expect(phoneExample(kenya)).toBe('0712 345 678');
    expect(phoneExample(ghana)).toBe('024 412 3456');
    expect(phoneExample(uganda)).toBe('0772 123 456');
    expect(phoneExample(ivoryCoast)).toBe('07 07 12 34 56');
  });
});

describe('payerPrefill', () => {
  it('starts from the contact phone when it is a number of the market', () => {
    expect(payerPrefill('+254 712 345 678', kenya)).toBe('0712 345 678');
    expect(payerPrefill('+234 802 123 4567', kenya)).toBe('');
    expect(payerPrefill('+233 24 412 3456', ghana)).toBe('024 412 3456');
    expect(payerPrefill('+233 24 412 3456', ivoryCoast)).toBe('');
    expect(payerPrefill(null, kenya)).toBe('');
    expect(payerPrefill(undefined, ghana)).toBe('');
  });
});
