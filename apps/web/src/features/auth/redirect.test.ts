import { describe, expect, it } from 'vitest';
import { afterLoginPath, dashboardPathFor, safeNextPath } from './redirect';

describe('dashboardPathFor', () => {
  it('sends admins to the admin dashboard', () => {
    expect(dashboardPathFor({ activeRole: 'buyer', isAdmin: true })).toBe('/admin/dashboard');
    expect(dashboardPathFor({ activeRole: 'admin', isAdmin: false })).toBe('/admin/dashboard');
  });
  it('sends others to their active role dashboard', () => {
    expect(dashboardPathFor({ activeRole: 'vendor', isAdmin: false })).toBe('/vendor/dashboard');
    expect(dashboardPathFor({ activeRole: 'buyer', isAdmin: false })).toBe('/buyer/dashboard');
  });
});

describe('safeNextPath', () => {
  it('keeps relative paths', () => {
    expect(safeNextPath('/settings?tab=security')).toBe('/settings?tab=security');
  });
  it('refuses absolute and protocol-relative urls', () => {
    expect(safeNextPath('https://evil.example')).toBeNull();
    expect(safeNextPath('//evil.example')).toBeNull();
    expect(safeNextPath('/\\evil.example')).toBeNull();
    expect(safeNextPath('javascript:alert(1)')).toBeNull();
    expect(safeNextPath('')).toBeNull();
    expect(safeNextPath(null)).toBeNull();
  });
  it('refuses auth pages', () => {
    expect(safeNextPath('/login')).toBeNull();
    expect(safeNextPath('/register?x=1')).toBeNull();
  });
});

describe('afterLoginPath', () => {
  it('prefers a safe next', () => {
    expect(afterLoginPath({ activeRole: 'buyer', isAdmin: false }, '/cart')).toBe('/cart');
    expect(afterLoginPath({ activeRole: 'buyer', isAdmin: false }, '//x')).toBe('/buyer/dashboard');
  });
});
