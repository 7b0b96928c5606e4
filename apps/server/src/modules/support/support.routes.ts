import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRequest, contactResponse } from '@app/shared/auth';
import type { Deps } from '../../deps.ts';
import { createContactTicket } from './support.service.ts';

export function supportRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/contact',
      {
        config: { access: 'public', rateLimit: { max: 5, timeWindow: '10 minutes' } },
        schema: {
          summary: 'Send a message to support',
          description: 'Opens a support ticket, signed in or not; answers its reference.',
          tags: ['support'],
          body: contactRequest,
          response: { 201: contactResponse },
        },
      },
      async (req, reply) => {
        const result = await createContactTicket(deps, req.body, req.auth?.user.id ?? null);
        return reply.code(201).send(result);
      },
    );
  };
}
