import { describe, expect, it } from 'vitest';
import { carrierTrackingUrl, knownCarrier } from './carrier-links';

describe('carrierTrackingUrl', () => {
  it('links FedEx, UPS, DHL and USPS to their own tracking pages', () => {
    expect(carrierTrackingUrl('FedEx', '123456789012')).toBe('https://www.fedex.com/fedextrack/?trknbr=123456789012');
    expect(carrierTrackingUrl('UPS', '1Z999AA10123456784')).toBe(
      'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    );
    expect(carrierTrackingUrl('DHL', '1234567890')).toBe('https://www.dhl.com/en/express/tracking.html?AWB=1234567890');
    expect(carrierTrackingUrl('USPS', '9400111899223197428490')).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490',
    );
  });

  it('recognises carriers however they are spelt', () => {
    expect(knownCarrier('fedex')).toBe('fedex');
    expect(knownCarrier('FedEx Express')).toBe('fedex');
    expect(knownCarrier('DHL Express')).toBe('dhl');
    expect(knownCarrier('ups')).toBe('ups');
    expect(knownCarrier('U.S.P.S.')).toBe('usps');
    expect(knownCarrier('United States Postal Service')).toBe('usps');
    expect(knownCarrier('Aramex')).toBeNull();
    expect(knownCarrier(null)).toBeNull();
  });

  it('sends any other carrier to a web search for the tracking number', () => {
    expect(carrierTrackingUrl('Aramex', 'AFB 123/45')).toBe('https://www.google.com/search?q=AFB%20123%2F45');
    expect(carrierTrackingUrl(null, 'AFB12345678901')).toBe('https://www.google.com/search?q=AFB12345678901');
  });

  it('has no link without a tracking number, and encodes the number', () => {
    expect(carrierTrackingUrl('FedEx', null)).toBeNull();
    expect(carrierTrackingUrl('FedEx', '   ')).toBeNull();
    expect(carrierTrackingUrl('UPS', ' 1Z&x ')).toBe('https://www.ups.com/track?tracknum=1Z%26x');
  });
});
