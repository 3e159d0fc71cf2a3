import { z } from 'zod';
import { messages } from '../messages';
import { hasAtMostTwoDecimals } from '../money';
import { dataResponse, idSchema, numberInput } from './common';

// Coupon codes in the admin (issue 14 item 2, docs/decisions/033). Start and
// end are the store's wall-clock time (Asia/Dubai) as a form's
// datetime-local gives them: "2026-12-01T09:00".

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

const storeTime = z
  .string({ message: messages.FIELD_INVALID })
  .trim()
  .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(v), { message: messages.FIELD_INVALID })
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .default(null);

const aedAmount = numberInput(messages.FIELD_INVALID).pipe(
  z.number().positive({ message: messages.FIELD_INVALID }).max(1_000_000, { message: messages.FIELD_INVALID }).refine(hasAtMostTwoDecimals, { message: messages.FIELD_INVALID }),
);
const optionalAed = z.union([z.null(), z.literal(''), aedAmount]).transform((v) => (v === '' ? null : v)).default(null);
const optionalCount = z
  .union([z.null(), z.literal(''), numberInput(messages.FIELD_INVALID).pipe(z.number().int({ message: messages.FIELD_INVALID }).min(1, { message: messages.FIELD_INVALID }).max(1_000_000_000))])
  .transform((v) => (v === '' ? null : v))
  .default(null);

export const couponInputSchema = z
  .object({
    code: z
      .string({ message: messages.COUPON_CODE_INVALID })
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9-]{1,40}$/, { message: messages.COUPON_CODE_INVALID })),
    kind: z.enum(COUPON_KINDS, { message: messages.FIELD_REQUIRED }),
    /** A percentage (1 to 100) or an AED amount, by kind. */
    value: aedAmount,
    minSpend: optionalAed,
    startsAt: storeTime,
    endsAt: storeTime,
    totalLimit: optionalCount,
    perCustomerLimit: optionalCount,
    categoryIds: z.array(idSchema).max(100).default([]),
    brandIds: z.array(idSchema).max(100).default([]),
    active: z.boolean({ message: messages.FIELD_INVALID }).default(true),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'percent' && (!Number.isInteger(c.value) || c.value > 100)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: messages.COUPON_PERCENT_INVALID });
    }
    if (c.startsAt && c.endsAt && c.endsAt <= c.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: messages.COUPON_DATES_INVALID });
    }
  });
export type CouponInput = z.output<typeof couponInputSchema>;
export type CouponFormInput = z.input<typeof couponInputSchema>;

export const couponSchema = z.object({
  _id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  minSpend: z.number().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  totalLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  categoryIds: z.array(z.string()),
  brandIds: z.array(z.string()),
  active: z.boolean(),
  /** Orders holding it now (a cancelled order gave its use back). */
  usedCount: z.number().int(),
  /** The discount those orders took, AED. */
  discountTotal: z.number(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponListResponseSchema = z.object({ success: z.literal(true), data: z.array(couponSchema) });
export const couponResponseSchema = dataResponse(couponSchema);
export const couponParamsSchema = z.object({ id: idSchema });
