import type { UserDto } from '@app/shared/auth';

/** Main navigation entries (labels are keys of the common namespace). */
export const NAV_LINKS = [
  { to: '/products', label: 'nav.browseProducts' },
  { to: '/vendor/onboarding', label: 'nav.sellProducts' },
  { to: '/ai', label: 'nav.aiFeatures' },
  { to: '/about', label: 'nav.about' },
  { to: '/faq', label: 'nav.faq' },
  { to: '/contact', label: 'nav.contact' },
] as const;

/** Where "Buying requests" leads in the account menus: a buyer's own list, a vendor's tab of open ones; else none. */
export function buyingRequestsPath(user: Pick<UserDto, 'activeRole'>): string | null {
  if (user.activeRole === 'buyer') return '/rfqs';
  if (user.activeRole === 'vendor') return '/vendor/dashboard?tab=rfqs';
  return null;
}
