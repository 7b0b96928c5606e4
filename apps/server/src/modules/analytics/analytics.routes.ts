import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuery, vendorAnalyticsDto } from '@app/shared/analytics';
import { platformStatsDto } from '@app/shared/platform-stats';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import { vendorAnalytics } from './analytics.service.ts';
import { platformStats } from './use-cases/platform-stats.ts';

export function analyticsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/vendor/analytics',
      {
        config: { access: ['vendor'] },
        schema: {
          summary: 'Get my sales analytics',
          description: 'Vendor: sales, orders and product figures of the signed-in vendor over the chosen period.',
          tags: ['vendor'],
          querystring: analyticsQuery,
          response: { 200: vendorAnalyticsDto },
        },
      },
      async (req) => vendorAnalytics(deps, requireAuth(req), req.query),
    );

    // Public, the same for everyone: shared caches may keep it for five minutes.
    app.get(
      '/platform/stats',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Get marketplace statistics',
          description: 'Public figures, the same for everyone (cacheable for five minutes).',
          tags: ['analytics'],
          response: { 200: platformStatsDto },
        },
      },
      async (_req, reply) => {
        void reply.header('cache-control', 'public, max-age=300, stale-while-revalidate=600');
        return platformStats(deps);
      },
    );
  };
}
