import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsQuery, vendorAnalyticsDto } from '@app/shared/analytics';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import { vendorAnalytics } from './analytics.service.ts';

export function analyticsRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/vendor/analytics', { config: { access: ['vendor'] }, schema: { tags: ['vendor'], querystring: analyticsQuery, response: { 200: vendorAnalyticsDto } } }, async (req) =>
      vendorAnalytics(deps, requireAuth(req), req.query),
    );
  };
}
