import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { userStats } from '../auth/auth.service.ts';
import { pendingCount } from '../verification/verification.service.ts';

export function adminRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/overview', {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        response: {
          200: z.object({
            users: z.object({ total: z.number(), buyers: z.number(), vendors: z.number(), admins: z.number(), suspended: z.number() }),
            pendingVerifications: z.number(),
          }),
        },
      },
    }, async () => {
      const users = await userStats(deps);
      return { users, pendingVerifications: await pendingCount(deps.db) };
    });
  };
}
