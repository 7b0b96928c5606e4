import { describe, expect, it } from 'vitest';
import { notificationLink } from './notification-text';

describe('notificationLink', () => {
  it('follows paths inside the app', () => {
    expect(notificationLink({ data: { link: '/order-confirmation/abc' } })).toBe('/order-confirmation/abc');
    expect(notificationLink({ data: { link: '/vendor/dashboard?tab=orders' } })).toBe('/vendor/dashboard?tab=orders');
  });
  it('never leads elsewhere', () => {
    for (const link of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example', 'orders', '/a b', 42, null]) {
      expect(notificationLink({ data: { link } })).toBeNull();
    }
    expect(notificationLink({ data: {} })).toBeNull();
  });
});
