import { z } from 'zod';
import { BUILD_ITEMS_MAX } from '../build-rules';
import { LIMITS } from '../lists';
import { messages } from '../messages';
import { dataResponse, idSchema, text } from './common';

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
    .max(BUILD_ITEMS_MAX, { message: messages.BUILD_TOO_MANY_PARTS }),
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

// Saved and shared builds (issue 24 items 5 and 6, docs/decisions/049): a
// registered customer keeps up to SAVED_BUILDS_MAX named builds, private to
// them; anyone shares one as a link that carries its parts.

export const SAVED_BUILDS_MAX = 50;
export const BUILD_NAME_MAX = 80;

const buildName = text(BUILD_NAME_MAX, messages.BUILD_NAME_REQUIRED);

/** POST /shop/builds: a name and the parts (1 to BUILD_ITEMS_MAX lines). */
export const savedBuildInputSchema = z.object({
  name: buildName,
  items: buildCheckRequestSchema.shape.items.min(1, { message: messages.BUILD_EMPTY }),
});
export type SavedBuildInput = z.input<typeof savedBuildInputSchema>;

/** PUT /shop/builds/{id}: a new name, and the parts when they change. */
export const savedBuildUpdateSchema = z.object({
  name: buildName,
  items: savedBuildInputSchema.shape.items.optional(),
});
export type SavedBuildUpdate = z.input<typeof savedBuildUpdateSchema>;

export const savedBuildSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The parts still in the catalogue (a deleted product leaves the build). */
  items: z.array(buildItemSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedBuild = z.infer<typeof savedBuildSchema>;

export const savedBuildResponseSchema = dataResponse(savedBuildSchema);
/** GET /shop/builds: the customer's builds, the last changed first. */
export const savedBuildListResponseSchema = z.object({ success: z.literal(true), data: z.array(savedBuildSchema) });

/** `parts` of a shared link (`/shop/build?parts=<id>:<qty>,…`): the items, each line as written. */
export function buildPartsParam(items: readonly BuildItem[]): string {
  return items.map((item) => `${item.productId}:${item.quantity}`).join(',');
}

/** The items of a shared link's `parts`; lines that are not `<id>:<qty>` are left out, at most BUILD_ITEMS_MAX. */
export function parseBuildPartsParam(param: string): BuildItem[] {
  return param
    .split(',')
    .map((line) => {
      const [productId = '', quantity = '1'] = line.trim().split(':');
      return buildItemSchema.safeParse({ productId, quantity: Number(quantity) });
    })
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
    .slice(0, BUILD_ITEMS_MAX);
}
