/** Query keys of the catalog feature; everything lives under ['catalog'] so one invalidation refreshes it all. */
export const catalogKeys = {
  all: ['catalog'] as const,
  browse: (filters: { q: string; category: string; country: string }) => ['catalog', 'browse', filters] as const,
  featured: ['catalog', 'featured'] as const,
  product: (id: string) => ['catalog', 'product', id] as const,
  vendorProducts: ['catalog', 'vendor', 'products'] as const,
  vendorProduct: (id: string) => ['catalog', 'vendor', 'product', id] as const,
  vendorStats: ['catalog', 'vendor', 'stats'] as const,
};
