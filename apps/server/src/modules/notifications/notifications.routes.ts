import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notificationListResponse } from '@app/shared/auth';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import * as service from './notifications.service.ts';

const ok = z.object({ ok: z.literal(true) });

export function notificationRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      {
        config: { access: 'user' },
        schema: {
          summary: 'List my notifications',
          tags: ['notifications'],
          querystring: z.object({
            cursor: z.string().max(100).optional(),
            limit: z.coerce.number().int().min(1).max(50).default(10),
          }),
          response: { 200: notificationListResponse },
        },
      },
      async (req) => service.listNotifications(deps, requireAuth(req).user.id, req.query),
    );

    app.post(
      '/read-all',
      {
        config: { access: 'user' },
        schema: { summary: 'Mark all my notifications read', tags: ['notifications'], response: { 200: ok } },
      },
      async (req) => {
        await service.markAllNotificationsRead(deps, requireAuth(req).user.id);
        return { ok: true as const };
      },
    );

    app.post(
      '/:id/read',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Mark one of my notifications read',
          tags: ['notifications'],
          params: z.object({ id: z.uuid() }),
          response: { 200: ok },
        },
      },
      async (req) => {
        await service.markNotificationRead(deps, requireAuth(req).user.id, req.params.id);
        return { ok: true as const };
      },
    );
  };
}
