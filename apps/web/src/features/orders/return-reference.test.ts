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
  it("reads Flutterwave's ?tx_ref=, whatever its status says", () => {
    expect(returnReference(new URLSearchParams('status=successful&tx_ref=ab12-cd34&transaction_id=1234567'))).toEqual({
      token: 'ab12-cd34',
      provider: 'flutterwave',
    });
    expect(returnReference(new URLSearchParams('status=cancelled&tx_ref=%20ab12%20'))).toEqual({
      token: 'ab12',
      provider: 'flutterwave',
    });
  });
  it('has no reference when the address carries none', () => {
    expect(returnReference(new URLSearchParams(''))).toEqual({ token: '', provider: 'paypal' });
    expect(returnReference(new URLSearchParams('token=&reference=%20'))).toEqual({ token: '', provider: 'paypal' });
    expect(returnReference(new URLSearchParams('status=cancelled&tx_ref='))).toEqual({ token: '', provider: 'paypal' });
  });
});
