import { z } from 'zod';
import { EMIRATES, LIMITS, ORDER_STATUSES, ORDER_TYPES, PAGE_SIZES, PAYMENT_METHODS } from '../lists';
import { LANGUAGES } from '../languages';
import { messages } from '../messages';
import { hasAtMostTwoDecimals } from '../money';
import { dataResponse, emailSchema, idSchema, line, numberInput, optionalLine, optionalText, pagedResponse, pagingQuery } from './common';
import { phoneSchema } from './phone';

export const orderStatusSchema = z.enum(ORDER_STATUSES, { message: messages.ORDER_STATUS_INVALID });
export const orderTypeSchema = z.enum(ORDER_TYPES);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS, { message: messages.FIELD_REQUIRED });
/** The language of an order's e-mails (issue 12 item 6); English when a client sends none. */
export const languageSchema = z.enum(LANGUAGES, { message: messages.FIELD_REQUIRED });

/** docs/store-rules.md#delivery-address. */
export const deliveryAddressSchema = z.object(
  {
    emirate: z.enum(EMIRATES, { message: messages.EMIRATE_INVALID }),
    city: line(100),
    area: line(100),
    street: line(200),
    building: line(100),
    apartment: optionalLine(50),
    landmark: optionalLine(200),
    phone: phoneSchema.optional(),
  },
  { message: messages.DELIVERY_ADDRESS_REQUIRED },
);
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;
export type DeliveryAddressInput = z.input<typeof deliveryAddressSchema>;
/** The address as responses show it: the stored, already normalised form (no transforms, so it can be serialised). */
export const storedDeliveryAddressSchema = z.object({
  emirate: z.enum(EMIRATES),
  city: z.string(),
  area: z.string(),
  street: z.string(),
  building: z.string(),
  apartment: z.string().optional(),
  landmark: z.string().optional(),
  phone: z.string().optional(),
});

export const orderLineInputSchema = z.object({
  productId: idSchema,
  quantity: z.coerce.number({ message: messages.QUANTITY_MIN }).int().min(1, { message: messages.QUANTITY_MIN }).max(LIMITS.stockMax),
});
const orderItemsSchema = z
  .array(orderLineInputSchema, { message: messages.ORDER_ITEMS_REQUIRED })
  .min(1, { message: messages.ORDER_ITEMS_REQUIRED })
  .max(100);

/**
 * A coupon code as the shopper types it (docs/decisions/033): trimmed, upper
 * case, letters, digits and dashes; empty means none.
 */
export const couponCodeSchema = z
  .string({ message: messages.COUPON_CODE_INVALID })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => v === '' || /^[A-Z0-9-]{1,40}$/.test(v), { message: messages.COUPON_CODE_INVALID })
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** The payment method prices the order too (COD_FEE_AED); the placement's default when none is sent. */
export const previewRequestSchema = z.object({
  items: orderItemsSchema,
  paymentMethod: paymentMethodSchema.default('cash_on_delivery'),
  /** The emirate picked so far: its delivery fee (docs/decisions/032); none yet, DELIVERY_FEE_AED. */
  emirate: z.enum(EMIRATES, { message: messages.EMIRATE_INVALID }).optional(),
  couponCode: couponCodeSchema,
});
export type PreviewRequest = z.infer<typeof previewRequestSchema>;

/** One line of a preview: the server's price (AED) for the quantity asked. */
export const previewLineSchema = z.object({
  productId: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
  available: z.boolean(),
  totalStock: z.number().int(),
});
/**
 * An order's figures in AED, the same in the checkout's preview, the order and
 * the tracked order: what the one order summary draws (docs/decisions/044).
 */
export const orderFiguresShape = {
  subtotal: z.number(),
  deliveryFee: z.number(),
  /** Cash on delivery's fee (COD_FEE_AED), part of totalPrice; 0 for card on delivery or when the store charges none. */
  codFee: z.number(),
  /** The coupon's discount (VAT-inclusive), taken off totalPrice; 0 without a coupon. */
  discount: z.number(),
  /** The coupon code applied, upper case; null without one. */
  couponCode: z.string().nullable(),
  vat: z.number(),
  totalPrice: z.number(),
};
/** POST /shop/order/preview: the figures the checkout shows and placement checks (docs/store-rules.md#order-calls). */
export const orderPreviewSchema = z.object({
  items: z.array(previewLineSchema),
  ...orderFiguresShape,
  freeDelivery: z.boolean(),
  /** The admin's free-delivery threshold (AED, on the items after the discount); null: none (docs/decisions/032). */
  freeDeliveryThreshold: z.number().nullable(),
  /** AED the items must still add to reach it, priced by the server (the checkout's "Add AED X more"); 0 once reached; null without a threshold. */
  freeDeliveryRemaining: z.number().nullable(),
});
export type OrderPreview = z.infer<typeof orderPreviewSchema>;
export const previewResponseSchema = z.object({ success: z.literal(true), data: orderPreviewSchema });

/**
 * The total a placement confirms: its own ceiling (LIMITS.orderTotalMaxAed),
 * not a product price's, so that every total a preview can show can be placed
 * (issue 15 item 8); a total above it is refused by the preview too.
 */
export const orderTotalSchema = numberInput(messages.ORDER_TOTAL_INVALID).pipe(
  z
    .number()
    .min(0, { message: messages.ORDER_TOTAL_INVALID })
    .max(LIMITS.orderTotalMaxAed, { message: messages.ORDER_TOTAL_INVALID })
    .refine(hasAtMostTwoDecimals, { message: messages.ORDER_TOTAL_INVALID }),
);

/** `Idempotency-Key` of a placement (docs/store-rules.md#idempotency): a retry with the same key returns the first order. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(1, { message: messages.IDEMPOTENCY_KEY_INVALID })
  .max(200, { message: messages.IDEMPOTENCY_KEY_INVALID });

/**
 * A business buyer's UAE Tax Registration Number: 15 digits (spaces and
 * dashes as typed are dropped); empty means none. It goes on the tax invoice.
 */
export const companyTrnSchema = z
  .string({ message: messages.COMPANY_TRN_INVALID })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => v === '' || /^\d{15}$/.test(v), { message: messages.COMPANY_TRN_INVALID })
  .transform((v) => (v === '' ? undefined : v))
  .optional();
/** Optional at checkout: a company name and TRN for the tax invoice (issue 13 item 4). */
const businessBuyerFields = {
  companyName: optionalLine(LIMITS.nameMax),
  companyTrn: companyTrnSchema,
};

/** What every placement sends after who is buying: the lines, the total the buyer saw, where and how to pay. */
const placementFields = {
  items: orderItemsSchema,
  totalPrice: orderTotalSchema,
  deliveryAddress: deliveryAddressSchema,
  paymentMethod: paymentMethodSchema.default('cash_on_delivery'),
  language: languageSchema.default('en'),
  ...businessBuyerFields,
  couponCode: couponCodeSchema,
};

export const placeRegisteredOrderSchema = z.object({ userId: idSchema, ...placementFields });
export const placeGuestOrderSchema = z.object({
  name: line(LIMITS.nameMax, messages.NAME_REQUIRED),
  email: emailSchema,
  phone: phoneSchema,
  ...placementFields,
});

export type PlaceRegisteredOrderInput = z.infer<typeof placeRegisteredOrderSchema>;
export type PlaceGuestOrderInput = z.infer<typeof placeGuestOrderSchema>;

export const orderItemSchema = z.object({
  productId: z.string().nullable(),
  title: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
});
/** Who made a status change: the shopper placing the order, or the store (a staff member) afterwards. */
export const STATUS_ACTORS = ['customer', 'store'] as const;
export type StatusActor = (typeof STATUS_ACTORS)[number];

export const statusChangeSchema = z.object({
  from: orderStatusSchema.nullable(),
  to: orderStatusSchema,
  actor: z.enum(STATUS_ACTORS),
  /**
   * The id of who made the change: the customer, an admin, or null for a
   * guest. A customer's own orders never show a staff member's id: null there.
   */
  by: z.string().nullable(),
  /**
   * Their name as it is now (null for a guest, or a user deleted since). A
   * customer's own orders say "the store" (messages.ORDER_CHANGED_BY_STORE) instead of a staff member's name.
   */
  byName: z.string().nullable(),
  at: z.string(),
});

/** The courier and tracking number of a shipped order (docs/decisions/030); `trackingUrl` is null for "Other". */
/** A licence key as its buyer sees it, once the order is confirmed. */
export const orderLicenceKeySchema = z.object({ productId: z.string().nullable(), title: z.string(), key: z.string() });
export type OrderLicenceKey = z.infer<typeof orderLicenceKeySchema>;

export const shipmentSchema = z.object({
  courier: z.string(),
  courierName: z.string(),
  /** Null when the courier gave none ("Other", such as the store's own van). */
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** docs/store-rules.md#3-records-and-their-fields "Order", with the totals of docs/store-rules.md#10-orders-stock-and-money. */
export const orderSchema = z.object({
  _id: z.string(),
  orderNumber: z.string(),
  userId: z.string().nullable(),
  type: orderTypeSchema,
  status: orderStatusSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  items: z.array(orderItemSchema),
  deliveryAddress: storedDeliveryAddressSchema,
  paymentMethod: paymentMethodSchema,
  /** The language it was placed in: its e-mails speak it. */
  language: languageSchema,
  ...orderFiguresShape,
  history: z.array(statusChangeSchema),
  createdAt: z.string(),
  /** A business buyer's company and TRN (null for a private buyer). */
  companyName: z.string().nullable(),
  companyTrn: z.string().nullable(),
  /** The invoice issued when the order was confirmed ("INV-000001", or "RCT-000001" without a store TRN); null before. */
  invoiceNumber: z.string().nullable(),
  /** The credit note issued when an invoiced order was cancelled; null otherwise. */
  creditNoteNumber: z.string().nullable(),
  /** Given when the order was marked shipped with a courier (docs/decisions/030). */
  shipment: shipmentSchema.nullable().optional(),
  /** The licence keys of its units: only in the buyer's own views, once confirmed (docs/decisions/030). */
  licenceKeys: z.array(orderLicenceKeySchema).optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), order: orderSchema });

export const allOrdersQuerySchema = pagingQuery(PAGE_SIZES.orders).extend({
  status: z.union([orderStatusSchema, z.literal('all')]).default('all'),
  userType: z.union([orderTypeSchema, z.literal('all')]).default('all'),
  search: optionalText(LIMITS.searchMax),
});
export type AllOrdersQuery = z.output<typeof allOrdersQuerySchema>;
export const orderTypeParamsSchema = z.object({ orderId: idSchema, orderType: orderTypeSchema });
export const userOrdersParamsSchema = z.object({ userId: idSchema });
export const ordersPageResponseSchema = pagedResponse(orderSchema);
export const userOrdersResponseSchema = z.object({ success: z.literal(true), data: z.array(orderSchema) });
export const orderDeletedResponseSchema = dataResponse(z.object({ _id: z.string() }));
