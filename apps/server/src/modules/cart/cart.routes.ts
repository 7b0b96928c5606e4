import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartDto, cartItemInput, cartItemsInput } from '@app/shared/cart';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import * as cart from './cart.service.ts';
import { contractMessage } from '@app/shared/error-messages';

const productParams = z.object({ productId: z.uuid(contractMessage('catalog.notFound')) });
const signedIn = { access: 'user' as const };

export function cartRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/',
      { config: signedIn, schema: { summary: 'Get my cart', tags: ['cart'], response: { 200: cartDto } } },
      async (req) => cart.getCart(deps, requireAuth(req)),
    );

    app.post(
      '/items',
      {
        config: signedIn,
        schema: {
          summary: 'Add a product to my cart',
          tags: ['cart'],
          body: cartItemInput,
          response: { 200: cartDto },
        },
      },
      async (req) => cart.addItem(deps, requireAuth(req), req.body.productId, req.body.quantity),
    );

    app.put(
      '/items/:productId',
      {
        config: signedIn,
        schema: {
          summary: 'Set the quantity of a product in my cart',
          tags: ['cart'],
          params: productParams,
          body: z.object({ quantity: cartItemInput.shape.quantity }),
          response: { 200: cartDto },
        },
      },
      async (req) => cart.setQuantity(deps, requireAuth(req), req.params.productId, req.body.quantity),
    );

    app.delete(
      '/items/:productId',
      {
        config: signedIn,
        schema: {
          summary: 'Remove a product from my cart',
          tags: ['cart'],
          params: productParams,
          response: { 200: cartDto },
        },
      },
      async (req) => cart.removeItem(deps, requireAuth(req), req.params.productId),
    );

    app.post(
      '/merge',
      {
        config: signedIn,
        schema: {
          summary: 'Merge a guest cart into my cart',
          description: 'After sign-in: adds the items of the cart kept in the browser while signed out.',
          tags: ['cart'],
          body: cartItemsInput,
          response: { 200: cartDto },
        },
      },
      async (req) => cart.mergeGuestCart(deps, requireAuth(req), req.body.items),
    );

    /** Prices a guest's browser cart (no account needed): the same figures the checkout will use. */
    app.post(
      '/quote',
      {
        config: { access: 'public' },
        schema: {
          summary: 'Price a guest cart',
          description: 'Prices a cart kept in the browser, without an account: the same figures the checkout will use.',
          tags: ['cart'],
          body: cartItemsInput,
          response: { 200: cartDto },
        },
      },
      async (req) =>
        cart.priceItems(
          deps.db,
          req.body.items.filter((i) => i.quantity > 0),
        ),
    );
  };
}
