import { describe, expect, it } from 'vitest';
import { proformaUrl, quoteStage } from './quote-status';

describe('quoteStage', () => {
  it('waits for the fee while the quote is requested', () => {
    expect(quoteStage({ status: 'QUOTE_REQUESTED', orderId: null })).toBe('waiting');
  });
  it('asks for the bank transfer once the fee is set', () => {
    expect(quoteStage({ status: 'AWAITING_TRANSFER', orderId: null })).toBe('transfer');
  });
  it('is placed when an order exists, whatever the status says', () => {
    expect(quoteStage({ status: 'PLACED', orderId: 'o1' })).toBe('placed');
    expect(quoteStage({ status: 'CAPTURED', orderId: null })).toBe('placed');
    expect(quoteStage({ status: 'AWAITING_TRANSFER', orderId: 'o1' })).toBe('placed');
  });
  it('treats unknown statuses as closed', () => {
    expect(quoteStage({ status: 'EXPIRED', orderId: null })).toBe('closed');
  });
});

describe('proformaUrl', () => {
  it('points at the checkout pro-forma invoice', () => {
    expect(proformaUrl('abc-1')).toBe('/api/checkout/abc-1/proforma.pdf');
    expect(proformaUrl('a/b')).toBe('/api/checkout/a%2Fb/proforma.pdf');
  });
});
