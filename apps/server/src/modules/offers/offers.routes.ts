import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { counterInput } from '@app/shared/messaging';
import { offerDto, offerInput, offerListDto } from '@app/shared/offers';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import * as offers from './offers.service.ts';
import { contractMessage } from '@app/shared/error-messages';

const conversationParams = z.object({ id: z.uuid(contractMessage('messaging.conversationNotFound')) });
const offerParams = z.object({ offerId: z.uuid(contractMessage('offers.notFound')) });
const signedIn = { access: 'user' as const };

export function offerRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/messaging/conversations/:id/offers',
      {
        config: signedIn,
        schema: {
          summary: 'List the offers in my conversation',
          tags: ['offers'],
          params: conversationParams,
          response: { 200: offerListDto },
        },
      },
      async (req) => ({
        items: await offers.listOffers(deps, requireAuth(req), req.params.id),
      }),
    );

    app.post(
      '/messaging/conversations/:id/offers',
      {
        config: { access: ['vendor'] as const, rateLimit: { max: 30, timeWindow: '10 minutes' } },
        schema: {
          summary: 'Send an offer in a conversation',
          description: 'Vendor: a unit price and quantity for the buyer of this conversation.',
          tags: ['offers'],
          params: conversationParams,
          body: offerInput,
          response: { 201: offerDto },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await offers.sendOffer(deps, requireAuth(req), req.params.id, req.body)),
    );

    app.get(
      '/offers/:offerId',
      {
        config: signedIn,
        schema: { summary: 'Get an offer', tags: ['offers'], params: offerParams, response: { 200: offerDto } },
      },
      async (req) => offers.getOffer(deps, requireAuth(req), req.params.offerId),
    );

    app.post(
      '/offers/:offerId/accept',
      {
        config: signedIn,
        schema: {
          summary: 'Accept an offer',
          description: '409 OFFER_EXPIRED when it has expired.',
          tags: ['offers'],
          params: offerParams,
          response: { 200: offerDto },
        },
      },
      async (req) => offers.acceptOffer(deps, requireAuth(req), req.params.offerId),
    );

    app.post(
      '/offers/:offerId/reject',
      {
        config: signedIn,
        schema: { summary: 'Reject an offer', tags: ['offers'], params: offerParams, response: { 200: offerDto } },
      },
      async (req) => offers.rejectOffer(deps, requireAuth(req), req.params.offerId),
    );

    app.post(
      '/offers/:offerId/counter',
      {
        config: signedIn,
        schema: {
          summary: 'Counter an offer',
          description: 'Answers the id of the message carrying the counter-proposal.',
          tags: ['offers'],
          params: offerParams,
          body: counterInput,
          response: { 201: z.object({ messageId: z.string() }) },
        },
      },
      async (req, reply) =>
        reply.code(201).send(await offers.counterOffer(deps, requireAuth(req), req.params.offerId, req.body)),
    );

    app.post(
      '/offers/:offerId/cart',
      {
        config: signedIn,
        schema: {
          summary: 'Add an accepted offer to my cart',
          description: "At the offer's price.",
          tags: ['offers'],
          params: offerParams,
          response: { 200: offerDto },
        },
      },
      async (req) => offers.addOfferToCart(deps, requireAuth(req), req.params.offerId),
    );
  };
}
