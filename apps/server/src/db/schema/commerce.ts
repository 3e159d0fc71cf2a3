import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { users } from './users';
import { cascadeRef, stampedNow, uuidPrimaryKey } from './columns';

export const carts = pgTable('carts', {
  id: uuidPrimaryKey(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  updatedAt: stampedNow('updated_at'),
});

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: cascadeRef('cart_id', () => carts.id),
    productId: cascadeRef('product_id', () => products.id),
    quantity: integer('quantity').notNull(),
    addedAt: stampedNow('added_at'),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.productId] }), check('cart_items_quantity_ck', sql`${t.quantity} >= 1`)],
);

export type DeliveryAddressJson = {
  emirate: string;
  city: string;
  area: string;
  street: string;
  building: string;
  apartment?: string | undefined;
  landmark?: string | undefined;
  phone?: string | undefined;
};

export const orders = pgTable(
  'orders',
  {
    id: uuidPrimaryKey(),
    /** The order of placement, internal: never shown, since it told a guesser the orders near theirs (issue 26 item 5). */
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    /** The public order reference, FC-7K3M-9QXD (random; an order placed before migration 0042 keeps FC-000123): docs/decisions/021. */
    reference: text('reference').notNull().unique().default(sql`new_order_reference()`),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type', { enum: ['registered', 'guest'] }).notNull(),
    status: text('status', {
      enum: ['pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled'],
    })
      .notNull()
      .default('pending'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<DeliveryAddressJson>().notNull(),
    paymentMethod: text('payment_method', { enum: ['cash_on_delivery', 'card_on_delivery'] }).notNull(),
    /** The language it was placed in: its e-mails speak it (issue 12 item 6). */
    language: text('language', { enum: ['en', 'ar'] }).notNull().default('en'),
    subtotalFils: bigint('subtotal_fils', { mode: 'number' }).notNull(),
    deliveryFeeFils: bigint('delivery_fee_fils', { mode: 'number' }).notNull(),
    /** Cash on delivery's fee (COD_FEE_AED when placed), part of total_fils; docs/decisions/029. */
    codFeeFils: bigint('cod_fee_fils', { mode: 'number' }).notNull().default(0),
    /** A coupon's discount (VAT-inclusive), taken off total_fils; docs/decisions/033. */
    discountFils: bigint('discount_fils', { mode: 'number' }).notNull().default(0),
    /** The coupon code as applied (kept when the coupon is deleted). */
    couponCode: text('coupon_code'),
    vatFils: bigint('vat_fils', { mode: 'number' }).notNull(),
    totalFils: bigint('total_fils', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    /** The address the order was placed from (as Fastify reads it, TRUST_PROXY included): open guest orders are limited per IP. */
    placedIp: text('placed_ip'),
    /** A business buyer's company name and TRN, shown on the tax invoice (issue 13 item 4). */
    companyName: text('company_name'),
    companyTrn: text('company_trn'),
    /** The courier and its tracking number, given when the order is marked shipped (docs/decisions/030). */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    /** Tracking links issued before this moment no longer open the order (docs/decisions/021, issue 26 item 3). */
    trackLinksRevokedAt: timestamp('track_links_revoked_at', { withTimezone: true }),
    createdAt: stampedNow('created_at'),
    updatedAt: stampedNow('updated_at'),
  },
  (t) => [
    check('orders_type_ck', sql`${t.type} in ('registered', 'guest')`),
    check(
      'orders_status_ck',
      sql`${t.status} in ('pending', 'confirmed', 'processing', 'shipped', 'delivered', 'cancelled')`,
    ),
    check('orders_payment_ck', sql`${t.paymentMethod} in ('cash_on_delivery', 'card_on_delivery')`),
    check('orders_language_ck', sql`${t.language} in ('en', 'ar')`),
    check('orders_cod_fee_ck', sql`${t.codFeeFils} >= 0`),
    check('orders_discount_ck', sql`${t.discountFils} >= 0`),
    check(
      'orders_money_ck',
      sql`${t.subtotalFils} >= 0 and ${t.deliveryFeeFils} >= 0 and ${t.vatFils} >= 0 and ${t.totalFils} >= 0`,
    ),
    index('orders_created_at_idx').on(t.createdAt.desc()),
    index('orders_status_created_idx').on(t.status, t.createdAt.desc()),
    index('orders_type_created_idx').on(t.type, t.createdAt.desc()),
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('orders_email_idx').on(sql`lower(${t.email})`),
    // The open-guest-orders limits (modules/orders/guest-order-limits.ts): per phone and per IP in a window.
    index('orders_guest_phone_idx').on(t.phone, t.createdAt).where(sql`${t.type} = 'guest'`),
    index('orders_guest_ip_idx').on(t.placedIp, t.createdAt).where(sql`${t.type} = 'guest'`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuidPrimaryKey(),
    orderId: cascadeRef('order_id', () => orders.id),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** The product's Arabic title when the order was placed (issue 12): Arabic pages and e-mails show it, the English where none. */
    titleAr: text('title_ar'),
    image: text('image'),
    unitPriceFils: integer('unit_price_fils').notNull(),
    quantity: integer('quantity').notNull(),
    /** This line's share of the order's coupon discount (fils, VAT-inclusive): the invoice's taxable amount is reduced by it. */
    discountFils: integer('discount_fils').notNull().default(0),
  },
  (t) => [
    check('order_items_quantity_ck', sql`${t.quantity} >= 1`),
    check('order_items_price_ck', sql`${t.unitPriceFils} >= 0`),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
  ],
);

/** Every status change of an order: who and when (docs/store-rules.md#order-statuses). */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: uuidPrimaryKey(),
    orderId: cascadeRef('order_id', () => orders.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: stampedNow('changed_at'),
    /**
     * Who made the change when it was not the usual party: 'customer' for a
     * customer's own cancellation (docs/decisions/021). Null: the placement is
     * the customer's, every later change the store's (order-json.ts statusActor).
     */
    actor: text('actor', { enum: ['customer', 'store'] }),
    /** The reason a customer gave for cancelling (at most 300 characters). */
    reason: text('reason'),
  },
  (t) => [
    index('order_status_changes_order_idx').on(t.orderId, t.changedAt),
    check('order_status_changes_actor_ck', sql`${t.actor} is null or ${t.actor} in ('customer', 'store')`),
  ],
);

/** Hero slides of the home page (/admin/features). */
export const features = pgTable(
  'features',
  {
    id: uuidPrimaryKey(),
    image: text('image'),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    /** Arabic twins of title and subtitle; null: Arabic pages show the English (docs/decisions/025). */
    titleAr: text('title_ar'),
    subtitleAr: text('subtitle_ar'),
    link: text('link').notNull().default('/shop/listing'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: stampedNow('created_at'),
  },
  (t) => [index('features_order_idx').on(t.active, t.sortOrder)],
);

/** Get Quote requests of products with isQuoteAvailable. */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: uuidPrimaryKey(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productTitle: text('product_title').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    quantity: integer('quantity').notNull(),
    message: text('message').notNull().default(''),
    handled: boolean('handled').notNull().default(false),
    createdAt: stampedNow('created_at'),
  },
  (t) => [
    check('quote_requests_quantity_ck', sql`${t.quantity} >= 1`),
    index('quote_requests_created_idx').on(t.handled, t.createdAt.desc()),
  ],
);

/** A registered customer's saved products (issue 14 item 6, docs/decisions/035): one row per product, newest first. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: cascadeRef('user_id', () => users.id),
    productId: cascadeRef('product_id', () => products.id),
    addedAt: stampedNow('added_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('wishlist_items_product_idx').on(t.productId)],
);
