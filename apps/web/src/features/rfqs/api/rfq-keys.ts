/** Query keys of buying requests; everything under ['rfqs'] is refreshed after a change. */
export const rfqKeys = {
  all: ['rfqs'] as const,
  mine: (userId: string) => ['rfqs', 'mine', userId] as const,
  open: (userId: string) => ['rfqs', 'open', userId] as const,
  detail: (id: string) => ['rfqs', 'detail', id] as const,
  figures: (userId: string) => ['rfqs', 'figures', userId] as const,
};
