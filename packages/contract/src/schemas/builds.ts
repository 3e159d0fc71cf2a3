import { z } from 'zod';
import { BUILD_ITEMS_MAX } from '../build-rules';
import { LIMITS } from '../lists';
import { fillMessage, messages } from '../messages';
import { idSchema } from './common';

// The PC builder's API (issue 24 item 6, docs/decisions/049): the server runs the
// contract's rules (../build-rules.ts) on the parts with the database's figures.

export const buildItemSchema = z.object({
  productId: idSchema,
  quantity: z
    .number({ message: messages.QUANTITY_MIN })
    .int({ message: messages.QUANTITY_MIN })
    .min(1, { message: messages.QUANTITY_MIN })
    .max(LIMITS.stockMax, { message: messages.QUANTITY_MIN }),
});
export type BuildItem = z.infer<typeof buildItemSchema>;

/** POST /shop/builds/check: the chosen parts, at most BUILD_ITEMS_MAX lines. */
export const buildCheckRequestSchema = z.object({
  items: z
    .array(buildItemSchema, { message: messages.FIELD_REQUIRED })
    .max(BUILD_ITEMS_MAX, { message: fillMessage(messages.BUILD_TOO_MANY_PARTS, { n: BUILD_ITEMS_MAX }) }),
});
export type BuildCheckRequest = z.input<typeof buildCheckRequestSchema>;

export const buildProblemSchema = z.object({
  severity: z.enum(['block', 'warning', 'note']),
  code: z.string().describe('A code of message-texts/builds.ts: BUILD_SOCKET_MISMATCH, BUILD_PSU_TOO_WEAK, BUILD_POWER_NOT_CHECKED…'),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The sentence in the request's `lang`, with its numbers. */
  message: z.string(),
  productIds: z.array(z.string()),
});
export type BuildProblemJson = z.infer<typeof buildProblemSchema>;

export const buildCheckResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    problems: z.array(buildProblemSchema),
    /** Watts: the processor's tdp_w, the graphics card's board_power_w and 100 for the rest. */
    estimatedWatts: z.number(),
    /** AED, VAT included: each part's price (its sale price when it has one) times its quantity. */
    totalPrice: z.number(),
  }),
});
export type BuildCheckAnswer = z.infer<typeof buildCheckResponseSchema>['data'];
