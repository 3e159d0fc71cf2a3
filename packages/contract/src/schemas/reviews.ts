import { z } from 'zod';
import { messages } from '../messages';
import { REVIEW_TEXT_MAX } from '../constants';
import { dataResponse, idSchema, pagedResponse, pagingQuery } from './common';

// Product reviews (issue 14 item 7, docs/decisions/036).

export const REVIEWS_PAGE_SIZE = 5;
export const ADMIN_REVIEWS_PAGE_SIZE = 20;

/** The average and count a product's JSON carries as `rating`, only when it has a visible review. */
export const productRatingSchema = z.object({ average: z.number(), count: z.number().int() });
export type ProductRating = z.infer<typeof productRatingSchema>;

/** POST (write or edit) /api/shop/products/{id}/review: stars and an optional plain text. */
export const reviewInputSchema = z.object({
  rating: z
    .number({ message: messages.REVIEW_RATING_INVALID })
    .int({ message: messages.REVIEW_RATING_INVALID })
    .min(1, { message: messages.REVIEW_RATING_INVALID })
    .max(5, { message: messages.REVIEW_RATING_INVALID }),
  text: z
    .string({ message: messages.FIELD_REQUIRED })
    .trim()
    .max(REVIEW_TEXT_MAX, { message: messages.REVIEW_TEXT_TOO_LONG })
    .default(''),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

/** A review as the shop shows it: the reviewer's first name only. */
export const reviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  text: z.string(),
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /api/shop/products/{id}/reviews: the summary and a page of the newest. */
export const reviewsQuerySchema = pagingQuery(REVIEWS_PAGE_SIZE);
export const reviewSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 is 1 star). */
  distribution: z.array(z.number().int()).length(5),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
export const reviewsResponseSchema = pagedResponse(reviewSchema).extend({ summary: reviewSummarySchema });
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

/** GET/POST /api/shop/products/{id}/review: the signed-in customer's own review, null if none yet. */
export const ownReviewSchema = reviewSchema.extend({ hidden: z.boolean() });
export type OwnReview = z.infer<typeof ownReviewSchema>;
export const ownReviewResponseSchema = dataResponse(ownReviewSchema.nullable());

/** The admin's list: GET /api/admin/reviews?hidden=true|false&product={id}. */
export const adminReviewsQuerySchema = pagingQuery(ADMIN_REVIEWS_PAGE_SIZE).extend({
  hidden: z.enum(['true', 'false']).optional(),
  product: idSchema.optional(),
});
export const adminReviewSchema = ownReviewSchema.extend({
  productId: z.string(),
  productTitle: z.string(),
  customerEmail: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewsResponseSchema = pagedResponse(adminReviewSchema);

export const adminReviewResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: adminReviewSchema });
