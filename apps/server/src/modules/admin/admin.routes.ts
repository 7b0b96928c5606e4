import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { userStats } from '../auth/auth.service.ts';

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
      // Verification applications arrive with the onboarding work; until then none can be pending.
      return { users, pendingVerifications: 0 };
    });
  };
}
