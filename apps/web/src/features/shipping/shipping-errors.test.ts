import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../i18n/translator';
import { ApiError } from '../../lib/api-client';
import { shippingErrorMessage, trackingPageErrorMessage } from './shipping-errors';

const EN: Record<string, string> = {
  'shipping:errors.createFailed': 'Failed to create shipment: {{message}}',
  'shipping:errors.createFallback': 'Failed to create shipment',
  'shipping:errors.buyFailed': 'Failed to buy label: {{message}}',
  'shipping:errors.buyFallback': 'Failed to buy label',
  'shipping:errors.trackFailed': 'Failed to track shipment: {{message}}',
  'shipping:errors.unknown': 'Unknown error',
  'shipping:tracking.fetchFailed': 'Failed to fetch tracking data',
  'shipping:tracking.loadFailed': 'Failed to load tracking information',
  'common:errors.network': 'Network error.',
};
const t = ((key: string, vars?: Record<string, string>) =>
  (EN[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars?.[name] ?? '')) as unknown as TFunction;

const api = (message: string, code = 'VALIDATION_ERROR', status = 400) =>
  new ApiError({ code: code as 'VALIDATION_ERROR', status, message });

describe('shipping error messages (spec 8)', () => {
  it('prefixes the server message', () => {
    expect(shippingErrorMessage(t, 'create', api('Sender name is required'))).toBe(
      'Failed to create shipment: Sender name is required',
    );
    expect(shippingErrorMessage(t, 'buy', api('A label was already bought', 'CONFLICT', 409))).toBe(
      'Failed to buy label: A label was already bought',
    );
    expect(shippingErrorMessage(t, 'track', api('Shipment not found', 'NOT_FOUND', 404))).toBe(
      'Failed to track shipment: Shipment not found',
    );
  });

  it('falls back to the action text, then to "Unknown error"', () => {
    expect(shippingErrorMessage(t, 'create', api(''))).toBe('Failed to create shipment: Failed to create shipment');
    expect(shippingErrorMessage(t, 'buy', new Error(''))).toBe('Failed to buy label: Failed to buy label');
    expect(shippingErrorMessage(t, 'create', 'boom')).toBe('Failed to create shipment: Unknown error');
    expect(shippingErrorMessage(t, 'track', undefined)).toBe('Failed to track shipment: Unknown error');
  });

  it('explains a missing answer as a network problem', () => {
    expect(shippingErrorMessage(t, 'create', api('x', 'NETWORK', 0))).toBe('Failed to create shipment: Network error.');
  });

  it('shows the tracking page error from the server or a fallback', () => {
    expect(trackingPageErrorMessage(t, api('No order with this number', 'NOT_FOUND', 404))).toBe(
      'No order with this number',
    );
    expect(trackingPageErrorMessage(t, api('Request failed (500)', 'HTTP_ERROR', 500))).toBe(
      'Failed to fetch tracking data',
    );
    expect(trackingPageErrorMessage(t, api('', 'NETWORK', 0))).toBe('Failed to load tracking information');
    expect(trackingPageErrorMessage(t, new TypeError('x'))).toBe('Failed to load tracking information');
  });
});
