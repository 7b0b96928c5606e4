import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  profilesResponse,
  profilingStatsDto,
  reliabilityDto,
  vendorReliabilityDto,
  vendorReliabilityResponse,
} from '@app/shared/reliability';
import type { Deps } from '../../deps.ts';
import * as reliability from './reliability.service.ts';
import { contractMessage } from '@app/shared/error-messages';

const idParams = z.object({ id: z.uuid(contractMessage('common.notFound')) });

export function reliabilityRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reliability/vendors/:id',
      {
        config: { access: 'public' },
        schema: {
          summary: "Get a vendor's reliability",
          tags: ['reliability'],
          params: idParams,
          response: { 200: vendorReliabilityDto },
        },
      },
      async (req) => reliability.vendorReliability(deps, req.params.id),
    );

    app.get(
      '/reliability/vendors',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Get the reliability of several vendors',
          description: 'ids: up to 60 vendor ids, comma-separated.',
          tags: ['reliability'],
          querystring: z.object({
            ids: z
              .string()
              .max(60 * 37)
              .transform((s) => s.split(',').filter(Boolean))
              .pipe(z.array(z.uuid()).max(60)),
          }),
          response: { 200: vendorReliabilityResponse },
        },
      },
      async (req) => ({ items: await reliability.vendorsReliability(deps, req.query.ids) }),
    );

    app.get(
      '/reliability/stats',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Get reliability profiling statistics',
          tags: ['reliability'],
          response: { 200: profilingStatsDto },
        },
      },
      async () => reliability.profilingStats(deps),
    );

    app.get(
      '/admin/reliability/profiles',
      {
        config: { access: ['admin'] },
        schema: { summary: "List users' reliability profiles", tags: ['admin'], response: { 200: profilesResponse } },
      },
      async () => ({ items: await reliability.profiles(deps) }),
    );

    app.get(
      '/admin/reliability/users/:id',
      {
        config: { access: ['admin'] },
        schema: {
          summary: "Get a user's reliability profile",
          tags: ['admin'],
          params: idParams,
          response: { 200: reliabilityDto },
        },
      },
      async (req) => reliability.reliabilityOf(deps, req.params.id),
    );
  };
}
