import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse, type HealthResponse } from '@app/shared/auth';
import { pingDatabase } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/db-errors.ts';
import { jobsReport } from '../jobs/jobs.service.ts';
import { mailQueueStats } from '../mail/mail.service.ts';

export async function healthReport(deps: Deps): Promise<HealthResponse> {
  let dbOk = true;
  let latencyMs = 0;
  try {
    latencyMs = Math.round((await pingDatabase(deps.db)) * 100) / 100;
  } catch {
    dbOk = false;
  }
  const now = deps.clock.now();
  const queue = dbOk
    ? await mailQueueStats(deps.db, new Date(now.getTime() - 3_600_000))
    : { pending: 0, failed: 0, sentLastHour: 0 };
  const jobs = dbOk ? await jobsReport(deps) : { runner: 'off' as const, list: [] };
  const jobFailing = jobs.list.some((j) => j.lastRun?.ok === false);
  const mem = process.memoryUsage();
  return {
    status: dbOk && queue.failed === 0 && !jobFailing ? 'ok' : 'degraded',
    uptimeSeconds: Math.round(process.uptime()),
    startedAt: deps.startedAt.toISOString(),
    version: process.env.npm_package_version ?? '0.1.0',
    database: { ok: dbOk, driver: deps.database.driver, latencyMs },
    mailQueue: { ...queue, transport: deps.mailer.transportKind },
    memory: { rssMb: Math.round(mem.rss / 1048576), heapUsedMb: Math.round(mem.heapUsed / 1048576) },
    jobs,
  };
}

export function healthRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Check that the service is up',
          description:
            "200 { status: 'ok' } when the database answers, else 503 { status: 'unavailable' } with " +
            'Retry-After. For load balancers and uptime checks.',
          tags: ['health'],
          response: { 200: z.object({ status: z.string() }), 503: z.object({ status: z.string() }) },
        },
      },
      async (_req, reply) => {
        try {
          await pingDatabase(deps.db);
          return { status: 'ok' };
        } catch {
          reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
          return reply.code(503).send({ status: 'unavailable' });
        }
      },
    );
    app.get(
      '/admin/monitor',
      {
        config: { access: ['admin'] },
        schema: {
          summary: 'Get the service health report',
          description: "Database, mail queue, memory, uptime, and each periodic job's last run and failures.",
          tags: ['admin'],
          response: { 200: healthResponse },
        },
      },
      async () => healthReport(deps),
    );
  };
}
