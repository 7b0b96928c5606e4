/** Query keys of the saved lists; everything under ['saved'] is refreshed after a change. */
export const savedKeys = {
  all: ['saved'] as const,
  ids: (userId: string) => ['saved', 'ids', userId] as const,
  products: (userId: string) => ['saved', 'products', userId] as const,
  suppliers: (userId: string) => ['saved', 'suppliers', userId] as const,
};
