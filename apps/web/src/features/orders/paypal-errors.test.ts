import { describe, expect, it } from 'vitest';
import { HandledCheckoutError, errorText, isHandledCheckoutError, isPopupClosedError } from './paypal-errors';

describe('isPopupClosedError', () => {
  it('ignores closed popups and windows', () => {
    expect(isPopupClosedError({ name: 'popup-closed' })).toBe(true);
    expect(isPopupClosedError({ name: 'window-closed', message: '' })).toBe(true);
    expect(isPopupClosedError(new Error('Detected popup close'))).toBe(true);
    expect(isPopupClosedError('Window closed before response')).toBe(true);
  });
  it('keeps real errors', () => {
    expect(isPopupClosedError(new Error('INSTRUMENT_DECLINED'))).toBe(false);
    expect(isPopupClosedError(undefined)).toBe(false);
    expect(isPopupClosedError({})).toBe(false);
  });
});

describe('errorText', () => {
  it('reads errors, strings and objects with a message', () => {
    expect(errorText(new Error('boom'), 'x')).toBe('boom');
    expect(errorText('plain', 'x')).toBe('plain');
    expect(errorText({ message: 'obj' }, 'x')).toBe('obj');
    expect(errorText(42, 'fallback')).toBe('fallback');
  });
});

describe('isHandledCheckoutError', () => {
  it('recognises the marker even when PayPal re-wraps it', () => {
    expect(isHandledCheckoutError(new HandledCheckoutError())).toBe(true);
    expect(isHandledCheckoutError(new Error('Error: checkout-handled'))).toBe(true);
    expect(isHandledCheckoutError(new Error('other'))).toBe(false);
  });
});
