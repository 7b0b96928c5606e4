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
        schema: { tags: ['reviews'], params: idParams, response: { 200: productReviewsResponse } },
      },
      async (req) => reviews.productReviews(deps, req.auth ?? null, req.params.id),
    );

    app.get(
      '/reviews/mine',
      { config: { access: ['buyer'] }, schema: { tags: ['reviews'], response: { 200: myReviewedResponse } } },
      async (req) => reviews.myReviewed(deps, requireAuth(req)),
    );

    app.get(
      '/reviews/vendor-orders/:id',
      {
        config: { access: ['buyer'] },
        schema: { tags: ['reviews'], params: idParams, response: { 200: reviewOptionsDto } },
      },
      async (req) => reviews.reviewOptions(deps, requireAuth(req), req.params.id),
    );

    app.post(
      '/reviews',
      {
        config: { access: ['buyer'], rateLimit: { max: 30, timeWindow: '10 minutes' } },
        schema: {
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
        schema: { tags: ['reviews'], params: idParams, body: replyRequest, response: { 200: reviewDto } },
      },
      async (req) => reviews.replyToReview(deps, requireAuth(req), req.params.id, req.body.body),
    );

    app.get(
      '/vendor/reviews',
      { config: { access: ['vendor'] }, schema: { tags: ['reviews'], response: { 200: vendorReviewsResponse } } },
      async (req) => {
        const auth = requireAuth(req);
        return reviews.vendorReviews(deps, auth, auth.user.id);
      },
    );
  };
}
