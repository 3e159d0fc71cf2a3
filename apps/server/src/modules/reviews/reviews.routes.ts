import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminReviewResponseSchema,
  adminReviewsQuerySchema,
  adminReviewsResponseSchema,
  idParamsSchema,
  messages,
  ownReviewResponseSchema,
  reviewInputSchema,
  reviewsQuerySchema,
  reviewsResponseSchema,
  reviewVisibilityInputSchema,
} from '@store/contract';
import type { FastifyRequest, FastifyReply } from 'fastify';
import type { Db } from '#server/db/client';
import { AppError } from '#server/lib/app-error';
import type { AttemptLimiter } from '#server/lib/throttles/login-limiter';
import { currentUser, requireAdmin, requireUser } from '#server/plugins/auth';
import { editReview, getOwnReview, listAdminReviews, listProductReviews, setReviewVisibility, writeReview } from './reviews.service';

export interface ReviewRoutesOptions {
  db: Db;
  /** Reviews written or edited per account (REVIEW_EDITS_PER_HOUR); the admin's routes have none. */
  edits?: AttemptLimiter;
}

/**
 * REVIEW_EDITS_PER_HOUR per account (issue 26 item 6): each save clears the answers and pages that show
 * the product on every instance, so a customer saving again and again cannot keep them empty.
 */
function reviewEditLimit(edits: AttemptLimiter | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!edits) return;
    const result = await edits.take(`user:${currentUser(request)._id}`);
    if (result.allowed) return;
    reply.header('retry-after', String(result.retryAfterSeconds));
    throw new AppError('TOO_MANY_REQUESTS', 429, {
      sentence: 'TOO_MANY_REVIEW_EDITS',
      params: { minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) },
    });
  };
}

/**
 * A product's reviews, under /api/shop/reviews/{productId} (docs/decisions/036):
 * read by anyone, written by a customer whose order holding it was delivered.
 * The list is outside the catalogue's response cache; a write clears the catalogue's
 * answers and pages that show the product (its stars, its JSON-LD and its rendered page show the review).
 */
export const reviewRoutes: FastifyPluginAsyncZod<ReviewRoutesOptions> = async (app, { db, edits }) => {
  app.get('/:id', { schema: { params: idParamsSchema, querystring: reviewsQuerySchema, response: { 200: reviewsResponseSchema } } }, async (request) => ({
    success: true as const,
    ...(await listProductReviews(db, request.params.id, request.query)),
  }));

  const own = { params: idParamsSchema, response: { 200: ownReviewResponseSchema, 201: ownReviewResponseSchema } };
  app.get('/:id/mine', { schema: own, onRequest: requireUser }, async (request) => ({
    success: true as const,
    data: await getOwnReview(db, currentUser(request), request.params.id),
  }));

  const limited = reviewEditLimit(edits);
  app.post('/:id', { schema: { ...own, body: reviewInputSchema }, onRequest: requireUser, preHandler: limited }, async (request, reply) => {
    const data = await writeReview(db, currentUser(request), request.params.id, request.body, app.catalogueChanged);
    return reply.code(201).send({ success: true as const, message: messages.REVIEW_SAVED, data });
  });

  app.put('/:id', { schema: { ...own, body: reviewInputSchema }, onRequest: requireUser, preHandler: limited }, async (request) => ({
    success: true as const,
    message: messages.REVIEW_SAVED,
    data: await editReview(db, currentUser(request), request.params.id, request.body, app.catalogueChanged),
  }));
};

/** The admin's moderation, under /api/admin/reviews. */
export const adminReviewRoutes: FastifyPluginAsyncZod<ReviewRoutesOptions> = async (app, { db }) => {
  app.addHook('onRequest', requireAdmin);

  app.get('/', { schema: { querystring: adminReviewsQuerySchema, response: { 200: adminReviewsResponseSchema } } }, async (request) => ({
    success: true as const,
    ...(await listAdminReviews(db, request.query)),
  }));

  app.put(
    '/:id/visibility',
    { schema: { params: idParamsSchema, body: reviewVisibilityInputSchema, response: { 200: adminReviewResponseSchema } } },
    async (request) => {
      const { review, message } = await setReviewVisibility(db, currentUser(request), request.params.id, request.body, app.catalogueChanged);
      return { success: true as const, message, data: review };
    },
  );
};
