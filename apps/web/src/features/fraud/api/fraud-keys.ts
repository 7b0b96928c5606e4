export const fraudKeys = {
  all: ['fraud'] as const,
  stats: ['fraud', 'stats'] as const,
  recent: ['fraud', 'recent'] as const,
  alerts: (status: string) => ['fraud', 'admin', 'alerts', status] as const,
};
