/** Invoices and statements (issue 17): routes under /api. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';

export function billingRoutes(_deps: Deps): FastifyPluginAsyncZod {
  return async () => {};
}
