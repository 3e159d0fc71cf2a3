import { z } from 'zod';
import { messages } from '../messages';

// The admin's hiding of a review. Apart from reviews.ts so that a product page, which shows
// reviews, never downloads the admin's sentences this names (docs/decisions/040).

/** PUT /api/admin/reviews/{id}/visibility: hide or show, with the reason kept in the audit trail. */
export const reviewVisibilityInputSchema = z.object({
  hidden: z.boolean({ message: messages.FIELD_REQUIRED }),
  reason: z
    .string({ message: messages.REVIEW_REASON_REQUIRED })
    .trim()
    .min(1, { message: messages.REVIEW_REASON_REQUIRED })
    .max(500),
});
