import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FRAUD_ALERT_STATUSES,
  FRAUD_RULES,
  FRAUD_SUBJECTS,
  fraudActionRequest,
  fraudAlertDto,
  fraudAlertsResponse,
  fraudStatsDto,
} from '@app/shared/fraud';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import * as fraud from './fraud.service.ts';
import { contractMessage } from '@app/shared/error-messages';

const idParams = z.object({ id: z.uuid(contractMessage('fraud.notFound')) });

export function fraudRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/fraud/stats',
      {
        config: { access: 'public' },
        schema: { summary: 'Get fraud screening statistics', tags: ['fraud'], response: { 200: fraudStatsDto } },
      },
      async () => fraud.fraudStats(deps),
    );

    app.get(
      '/fraud/recent',
      {
        config: { access: 'public' },
        schema: {
          summary: 'List recent fraud alerts, anonymised',
          description: 'Public: no names, only the subject type, score, rules and status.',
          tags: ['fraud'],
          response: {
            200: z.object({
              items: z.array(
                z.object({
                  id: z.string(),
                  subjectType: z.enum(FRAUD_SUBJECTS),
                  score: z.number().int(),
                  rules: z.array(z.enum(FRAUD_RULES)),
                  status: z.enum(FRAUD_ALERT_STATUSES),
                  createdAt: z.string(),
                }),
              ),
            }),
          },
        },
      },
      async () => ({ items: await fraud.anonymousRecent(deps) }),
    );

    app.get(
      '/admin/fraud/alerts',
      {
        config: { access: ['admin'] },
        schema: {
          summary: 'List fraud alerts',
          tags: ['admin'],
          querystring: z.object({ status: z.enum(FRAUD_ALERT_STATUSES).optional() }),
          response: { 200: fraudAlertsResponse },
        },
      },
      async (req) => ({
        items: await fraud.listAlerts(deps, req.query.status),
      }),
    );

    app.post(
      '/admin/fraud/alerts/:id/action',
      {
        config: { access: ['admin'] },
        schema: {
          summary: 'Act on a fraud alert',
          tags: ['admin'],
          params: idParams,
          body: fraudActionRequest,
          response: { 200: fraudAlertDto },
        },
      },
      async (req) => fraud.actOnAlert(deps, requireAuth(req), req.params.id, req.body.action, req.body.note),
    );

    app.post(
      '/admin/fraud/scan',
      {
        config: { access: ['admin'] },
        schema: {
          summary: 'Scan all accounts for fraud signals',
          tags: ['admin'],
          response: { 200: z.object({ scanned: z.number().int(), alerts: z.number().int() }) },
        },
      },
      async () => fraud.scanAccounts(deps),
    );
  };
}
