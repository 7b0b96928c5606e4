/** Main navigation entries (labels are keys of the common namespace). */
export const NAV_LINKS = [
  { to: '/products', label: 'nav.browseProducts' },
  { to: '/vendor/onboarding', label: 'nav.sellProducts' },
  { to: '/ai', label: 'nav.aiFeatures' },
  { to: '/about', label: 'nav.about' },
  { to: '/faq', label: 'nav.faq' },
  { to: '/contact', label: 'nav.contact' },
] as const;
