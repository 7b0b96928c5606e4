import { PRODUCT_IMAGE_VARIANTS } from './use-cases/product-image-file.ts';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  browseQuery,
  productCardDto,
  productDto,
  productInput,
  productPage,
  uploadedImagesResponse,
  vendorStatsDto,
} from '@app/shared/catalog';
import { LIMITS } from '@app/shared/constants';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import { AppError } from '../../lib/errors.ts';
import * as catalog from './catalog.service.ts';
import { vendorPendingOrders } from '../orders/orders.service.ts';
import { contractMessage, msg } from '@app/shared/error-messages';

const VISITOR_COOKIE = 'vid';
const idParams = z.object({ id: z.uuid(contractMessage('catalog.notFound')) });
const vendorOnly = { access: ['vendor'] as const };

export function catalogRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    // Other processes' catalogue writes drop this process's cached browse pages (catalogVersion).
    let stopListening: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopListening = catalog.followCatalogWrites(deps.database, deps.logger);
    });
    app.addHook('onClose', async () => {
      await stopListening?.();
    });
    app.get(
      '/products',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Browse and search products',
          description: 'Filters, sort and pages as in the query; only active listings.',
          tags: ['catalog'],
          querystring: browseQuery,
          response: { 200: productPage },
        },
      },
      async (req) => catalog.browseProducts(deps, req.query),
    );

    app.get(
      '/products/featured',
      {
        config: { access: 'public' },
        schema: {
          summary: 'List featured products',
          tags: ['catalog'],
          response: { 200: z.object({ items: z.array(productCardDto) }) },
        },
      },
      async () => ({
        items: await catalog.featuredProducts(deps),
      }),
    );

    app.get(
      '/products/:id',
      {
        config: { access: 'public' },
        schema: { summary: 'Get a product', tags: ['catalog'], params: idParams, response: { 200: productDto } },
      },
      async (req, reply) => {
        let visitorId = req.cookies[VISITOR_COOKIE];
        if (!visitorId || !/^[0-9a-f-]{36}$/.test(visitorId)) {
          visitorId = randomUUID();
          reply.setCookie(VISITOR_COOKIE, visitorId, {
            httpOnly: true,
            sameSite: 'lax',
            secure: deps.config.cookieSecure,
            path: '/',
            maxAge: 365 * 24 * 3600,
          });
        }
        return catalog.viewProduct(deps, req.params.id, { auth: req.auth, visitorId });
      },
    );

    app.get(
      '/vendor/products',
      {
        config: vendorOnly,
        schema: {
          summary: 'List my products',
          tags: ['vendor'],
          response: { 200: z.object({ items: z.array(productDto) }) },
        },
      },
      async (req) => ({
        items: await catalog.listVendorProducts(deps, requireAuth(req)),
      }),
    );

    app.get(
      '/vendor/stats',
      {
        config: vendorOnly,
        schema: { summary: 'Get my store statistics', tags: ['vendor'], response: { 200: vendorStatsDto } },
      },
      async (req) => {
        const auth = requireAuth(req);
        return {
          ...(await catalog.vendorStats(deps, auth)),
          pendingOrders: await vendorPendingOrders(deps.db, auth.user.id),
        };
      },
    );

    app.post(
      '/vendor/products',
      {
        config: vendorOnly,
        schema: {
          summary: 'Create a product listing',
          description: 'Images are uploaded first (POST /api/vendor/product-images) and referenced by id.',
          tags: ['vendor'],
          body: productInput,
          response: { 201: productDto },
        },
      },
      async (req, reply) => reply.code(201).send(await catalog.createProduct(deps, requireAuth(req), req.body)),
    );

    app.get(
      '/vendor/products/:id',
      {
        config: vendorOnly,
        schema: {
          summary: 'Get one of my products for editing',
          tags: ['vendor'],
          params: idParams,
          response: { 200: productDto },
        },
      },
      async (req) => catalog.getProductForEdit(deps, requireAuth(req), req.params.id),
    );

    app.put(
      '/vendor/products/:id',
      {
        config: vendorOnly,
        schema: {
          summary: 'Update one of my products',
          tags: ['vendor'],
          params: idParams,
          body: productInput,
          response: { 200: productDto },
        },
      },
      async (req) => catalog.updateProduct(deps, requireAuth(req), req.params.id, req.body),
    );

    app.delete(
      '/vendor/products/:id',
      {
        config: vendorOnly,
        schema: {
          summary: 'Delete one of my products',
          tags: ['vendor'],
          params: idParams,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (req) => {
        await catalog.deleteProduct(deps, requireAuth(req), req.params.id);
        return { ok: true as const };
      },
    );

    // Any signed-in user: a buyer becoming a vendor uploads the first product's images during onboarding.
    app.post(
      '/vendor/product-images',
      {
        config: { access: 'user', rateLimit: { max: 60, timeWindow: '10 minutes' } },
        schema: {
          summary: 'Upload product images',
          description:
            'multipart/form-data with one or more images (5 MB each); answers their ids for a product listing.',
          tags: ['vendor'],
          consumes: ['multipart/form-data'],
          response: { 201: uploadedImagesResponse },
        },
      },
      async (req, reply) => {
        const auth = requireAuth(req);
        if (!req.isMultipart())
          throw new AppError('VALIDATION_ERROR', msg('catalog.sendMultipart'), {
            fields: { images: msg('catalog.noFiles') },
          });
        const uploads: catalog.UploadFile[] = [];
        try {
          for await (const part of req.files({
            limits: { fileSize: LIMITS.maxImageBytes, files: LIMITS.maxProductImages, fields: 5 },
          })) {
            uploads.push({ filename: part.filename, data: await part.toBuffer() });
          }
        } catch (err) {
          const code = (err as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') {
            throw new AppError('VALIDATION_ERROR', msg('catalog.imageTooLarge'), {
              fields: { images: msg('catalog.imageTooLarge') },
            });
          }
          if (code === 'FST_FILES_LIMIT') {
            throw catalog.tooManyImages();
          }
          throw err;
        }
        const images = await catalog.uploadProductImages(deps, deps.files, auth, uploads);
        return reply.code(201).send({ images });
      },
    );
  };
}

/** Product images, public and immutable (a new upload gets a new id). */
export function mediaRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/product-images/:id/:variant',
      {
        config: { access: 'public', session: false },
        schema: {
          summary: 'Get a product image',
          description:
            'thumb (400 px), medium (800 px) or display (1200 px), in WebP or AVIF; public and immutable (cacheable ' +
            'for a year).',
          params: z.object({ id: z.uuid(), variant: z.enum(PRODUCT_IMAGE_VARIANTS) }),
        },
      },
      async (req, reply) => {
        const { data, mime } = await catalog.productImageFile(deps, req.params.id, req.params.variant);
        return reply.header('cache-control', 'public, max-age=31536000, immutable').type(mime).send(data);
      },
    );
  };
}
