import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { listRecent } from './mail.repository.ts';

/** The development mailbox: every e-mail the product wrote. Not registered in production. */
export function devMailboxRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/mailbox',
      {
        config: { access: 'public' },
        schema: {
          summary: 'List the e-mails in the development mailbox',
          description:
            'Development only (never registered in production): the last 200 e-mails the product wrote, ' +
            'optionally for one recipient.',
          tags: ['dev'],
          querystring: z.object({ to: z.string().optional() }),
          response: {
            200: z.object({
              items: z.array(
                z.object({
                  id: z.string(),
                  to: z.string(),
                  subject: z.string(),
                  text: z.string(),
                  html: z.string().nullable(),
                  kind: z.string(),
                  status: z.string(),
                  createdAt: z.string(),
                }),
              ),
            }),
          },
        },
      },
      async (req) => {
        const rows = await listRecent(deps.db, 200);
        const to = req.query.to?.toLowerCase();
        return {
          items: rows
            .filter((r) => !to || r.toAddress.toLowerCase() === to)
            .map((r) => ({
              id: r.id,
              to: r.toAddress,
              subject: r.subject,
              text: r.textBody,
              html: r.htmlBody,
              kind: r.kind,
              status: r.status,
              createdAt: r.createdAt.toISOString(),
            })),
        };
      },
    );
  };
}
