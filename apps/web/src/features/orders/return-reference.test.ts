import { describe, expect, it } from 'vitest';
import { returnReference } from './return-reference';

describe('returnReference', () => {
  it("reads PayPal's ?token=", () => {
    expect(returnReference(new URLSearchParams('token=5O190127TN364715T&PayerID=X'))).toEqual({
      token: '5O190127TN364715T',
      provider: 'paypal',
    });
  });
  it("reads Paystack's ?reference=, or ?trxref= alone", () => {
    expect(returnReference(new URLSearchParams('trxref=ref-1&reference=ref-1'))).toEqual({
      token: 'ref-1',
      provider: 'paystack',
    });
    expect(returnReference(new URLSearchParams('trxref=ref-2'))).toEqual({ token: 'ref-2', provider: 'paystack' });
  });
  it('has no reference when the address carries none', () => {
    expect(returnReference(new URLSearchParams(''))).toEqual({ token: '', provider: 'paypal' });
    expect(returnReference(new URLSearchParams('token=&reference=%20'))).toEqual({ token: '', provider: 'paypal' });
  });
});
