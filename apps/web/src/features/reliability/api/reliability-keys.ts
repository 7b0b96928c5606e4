export const reliabilityKeys = {
  all: ['reliability'] as const,
  vendor: (id: string) => ['reliability', 'vendor', id] as const,
  stats: ['reliability', 'stats'] as const,
  profiles: ['reliability', 'admin', 'profiles'] as const,
};
