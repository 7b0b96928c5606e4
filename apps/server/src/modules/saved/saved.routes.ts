import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { savedIdsResponse, savedProductsResponse, suppliersResponse } from '@app/shared/saved';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import * as saved from './saved.service.ts';
import { contractMessage } from '@app/shared/error-messages';

const ok = z.object({ ok: z.literal(true) });
const productParams = z.object({ productId: z.uuid(contractMessage('catalog.notFound')) });
const vendorParams = z.object({ vendorId: z.uuid(contractMessage('saved.supplierNotFound')) });
const signedIn = { access: 'user' as const, rateLimit: { max: 120, timeWindow: '1 minute' } };

/** Saved products and followed suppliers: private to the signed-in user (the caller's id, never a parameter). */
export function savedRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/saved/ids',
      {
        config: { access: 'user' },
        schema: {
          summary: 'List the ids of my saved products and followed suppliers',
          tags: ['saved'],
          response: { 200: savedIdsResponse },
        },
      },
      async (req) => saved.savedIds(deps, requireAuth(req)),
    );

    app.get(
      '/saved/products',
      {
        config: { access: 'user' },
        schema: { summary: 'List my saved products', tags: ['saved'], response: { 200: savedProductsResponse } },
      },
      async (req) => ({
        items: await saved.listSavedProducts(deps, requireAuth(req)),
      }),
    );

    app.put(
      '/saved/products/:productId',
      {
        config: signedIn,
        schema: { summary: 'Save a product', tags: ['saved'], params: productParams, response: { 200: ok } },
      },
      async (req) => {
        await saved.saveProduct(deps, requireAuth(req), req.params.productId);
        return { ok: true as const };
      },
    );

    app.delete(
      '/saved/products/:productId',
      {
        config: signedIn,
        schema: {
          summary: 'Remove a product from my saved products',
          tags: ['saved'],
          params: productParams,
          response: { 200: ok },
        },
      },
      async (req) => {
        await saved.unsaveProduct(deps, requireAuth(req), req.params.productId);
        return { ok: true as const };
      },
    );

    app.get(
      '/suppliers',
      {
        config: { access: 'user' },
        schema: { summary: 'List the suppliers I follow', tags: ['saved'], response: { 200: suppliersResponse } },
      },
      async (req) => ({
        items: await saved.listSuppliers(deps, requireAuth(req)),
      }),
    );

    app.put(
      '/suppliers/:vendorId/follow',
      {
        config: signedIn,
        schema: { summary: 'Follow a supplier', tags: ['saved'], params: vendorParams, response: { 200: ok } },
      },
      async (req) => {
        await saved.followVendor(deps, requireAuth(req), req.params.vendorId);
        return { ok: true as const };
      },
    );

    app.delete(
      '/suppliers/:vendorId/follow',
      {
        config: signedIn,
        schema: { summary: 'Stop following a supplier', tags: ['saved'], params: vendorParams, response: { 200: ok } },
      },
      async (req) => {
        await saved.unfollowVendor(deps, requireAuth(req), req.params.vendorId);
        return { ok: true as const };
      },
    );
  };
}
