import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  myReviewedResponse,
  productReviewsResponse,
  replyRequest,
  reviewDto,
  reviewOptionsDto,
  submitReviewsRequest,
  vendorReviewsResponse,
} from '@app/shared/reviews';
import type { Deps } from '../../deps.ts';
import { requireAuth } from '../../http/access.ts';
import * as reviews from './reviews.service.ts';
import { contractMessage } from '@app/shared/error-messages';

const idParams = z.object({ id: z.uuid(contractMessage('common.notFound')) });

export function reviewRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/products/:id/reviews',
      {
        config: { access: 'public' },
        schema: {
          summary: "List a product's reviews",
          tags: ['reviews'],
          params: idParams,
          response: { 200: productReviewsResponse },
        },
      },
      async (req) => reviews.productReviews(deps, req.auth ?? null, req.params.id),
    );

    app.get(
      '/reviews/mine',
      {
        config: { access: ['buyer'] },
        schema: {
          summary: 'List the orders I have reviewed',
          description: 'Buyer: per vendor order, how many reviews were written.',
          tags: ['reviews'],
          response: { 200: myReviewedResponse },
        },
      },
      async (req) => reviews.myReviewed(deps, requireAuth(req)),
    );

    app.get(
      '/reviews/vendor-orders/:id',
      {
        config: { access: ['buyer'] },
        schema: {
          summary: 'Get what I can review on an order',
          description:
            'Buyer: the supplier and products of one of my vendor orders, whether they can be reviewed yet and ' +
            'any reviews already written.',
          tags: ['reviews'],
          params: idParams,
          response: { 200: reviewOptionsDto },
        },
      },
      async (req) => reviews.reviewOptions(deps, requireAuth(req), req.params.id),
    );

    app.post(
      '/reviews',
      {
        config: { access: ['buyer'], rateLimit: { max: 30, timeWindow: '10 minutes' } },
        schema: {
          summary: "Review an order's supplier and products",
          description: 'Buyer, once the order is delivered: one review of the supplier and one per product.',
          tags: ['reviews'],
          body: submitReviewsRequest,
          response: { 201: z.object({ items: z.array(reviewDto) }) },
        },
      },
      async (req, reply) =>
        reply.code(201).send({ items: await reviews.submitReviews(deps, requireAuth(req), req.body) }),
    );

    app.post(
      '/reviews/:id/reply',
      {
        config: { access: ['vendor'] },
        schema: {
          summary: 'Reply to a review of my products',
          tags: ['reviews'],
          params: idParams,
          body: replyRequest,
          response: { 200: reviewDto },
        },
      },
      async (req) => reviews.replyToReview(deps, requireAuth(req), req.params.id, req.body.body),
    );

    app.get(
      '/vendor/reviews',
      {
        config: { access: ['vendor'] },
        schema: {
          summary: 'List the reviews of my products',
          tags: ['reviews'],
          response: { 200: vendorReviewsResponse },
        },
      },
      async (req) => {
        const auth = requireAuth(req);
        return reviews.vendorReviews(deps, auth, auth.user.id);
      },
    );
  };
}
