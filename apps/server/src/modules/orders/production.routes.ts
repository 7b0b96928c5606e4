/**
 * "Production started, with photos" (issue 18, decision 022): the vendor's report with its photos, and the photos to
 * the order's parties. Thin routes: each parses its input, calls one use case (use-cases/start-production.ts).
 */
import { LIMITS } from '@app/shared/constants';
import { contractMessage, msg } from '@app/shared/error-messages';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import { AppError } from '../../lib/errors.ts';
import {
  assertProductionOwner,
  MAX_PRODUCTION_PHOTOS,
  productionPhoto,
  startProduction,
} from './use-cases/start-production.ts';

const idParams = z.object({ id: z.uuid(contractMessage('orders.notFound')) });

export function productionRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/orders/vendor-orders/:id/production-started',
      {
        config: { access: ['vendor'], rateLimit: { max: 20, timeWindow: '10 minutes' } },
        schema: {
          summary: 'Show production started on an order I received, with photos: the deposit is released',
          description:
            'Vendor (or admin), deposit plans (30-70, 50-50) before the goods ship: multipart/form-data with 1 to 5 ' +
            'photos (JPG, PNG or WebP, 5 MB each, checked by their bytes and re-encoded). The deposit is released ' +
            'to the vendor (nothing more at shipment), the buyer is told and sees the photos. 409 without a deposit ' +
            'to release, after shipping, while frozen, or a second time; 404 for anyone else.',
          tags: ['vendor'],
          consumes: ['multipart/form-data'],
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        const auth = requireAuth(req);
        const photosError = () =>
          new AppError('VALIDATION_ERROR', msg('orders.production.photos', { max: MAX_PRODUCTION_PHOTOS }), {
            fields: { photos: msg('orders.production.photos', { max: MAX_PRODUCTION_PHOTOS }) },
          });
        // whose order it is, before reading what was sent
        await assertProductionOwner(deps, auth, req.params.id);
        if (!req.isMultipart()) throw photosError();
        const files: { filename: string; data: Buffer }[] = [];
        try {
          for await (const part of req.files({
            limits: { fileSize: LIMITS.maxImageBytes, files: MAX_PRODUCTION_PHOTOS, fields: 2 },
          }))
            files.push({ filename: part.filename, data: await part.toBuffer() });
        } catch (err) {
          const code = (err as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT') throw photosError();
          throw err;
        }
        await startProduction(deps, auth, req.params.id, files);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/orders/vendor-orders/:id/production-photos/:photoId',
      {
        config: { access: 'user' },
        schema: {
          summary: 'Get a production photo of an order',
          description: "WebP (size thumb or display), to the order's buyer, its vendor and admins; 404 to anyone else.",
          tags: ['orders'],
          params: z.object({
            id: z.uuid(contractMessage('orders.notFound')),
            photoId: z.uuid(contractMessage('common.fileNotFound')),
          }),
          querystring: z.object({ size: z.enum(['thumb', 'display']).default('display') }),
        },
      },
      async (req, reply) => {
        const data = await productionPhoto(deps, requireAuth(req), req.params.id, req.params.photoId, req.query.size);
        return reply
          .type('image/webp')
          .header('cache-control', 'private, max-age=86400')
          .header('x-content-type-options', 'nosniff')
          .send(data);
      },
    );
  };
}
