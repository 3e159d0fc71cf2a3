import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import type { EmailPayload } from '#server/lib/outbox/email-payload';
import { preparedStatement } from '#server/db/prepared';
import type { OrderLimitsConfig } from '#server/config';
import { cartItems, carts, orderItems, orders, orderStatusChanges, outbox, products, storeSettings, users } from '#server/db/schema/index';
import type { DeliverySettingsRow } from '#server/modules/settings/index';
import type { OrderItemRow, OrderRow, PricingProductRow } from '#server/modules/order-model/index';

// The statements of placing an order (placement.service.ts), each a prepared
// statement run in the placement's transaction (docs/decisions/019): a guest
// order is BEGIN, its advisory locks, two statements and COMMIT, where it used
// to be fourteen round trips (docs/decisions/007 for the rules they keep).

/**
 * The placement's statements keep one plan per connection (docs/decisions/019,
 * session 8 addendum): PostgreSQL planned the stock statement afresh on every
 * order (an array's length is known once it is bound), and planning it cost
 * more than running it: 0.9 ms of PostgreSQL's CPU per order of 2.1, measured
 * one order after another on the bench's catalogue. For this transaction only.
 */
const genericPlansStatement = preparedStatement<never, Record<string, never>>(
  'order_generic_plans',
  sql`set local plan_cache_mode = force_generic_plan`,
);

export function keepGenericPlans(db: DbOrTx): Promise<unknown> {
  return genericPlansStatement.run(db, {});
}

/** A customer placing an order: the row locked until the transaction ends, and whether the first order is behind them. */
export interface LockedCustomer {
  id: string;
  name: string;
  email: string;
  phone: string;
  /** An order that was not cancelled exists: this one does not ship free. */
  hasOrder: boolean;
  /** Any order exists, cancelled or not: this one is not the account's first (its e-mail confirmation, issue 26 item 2). */
  hasAnyOrder: boolean;
  /** The address was confirmed by its link. */
  emailConfirmed: boolean;
}

const lockCustomerStatement = preparedStatement<LockedCustomer, { userId: string }>(
  'order_lock_customer',
  sql`select u.id, u.name, u.email, u.phone,
        exists (select 1 from ${orders} o where o.user_id = u.id and o.status <> 'cancelled') as "hasOrder",
        exists (select 1 from ${orders} o where o.user_id = u.id) as "hasAnyOrder",
        u.email_confirmed_at is not null as "emailConfirmed"
      from ${users} u where u.id = ${sql.placeholder('userId')}::uuid
      for update of u`,
);

/** Locks the customer's row (their placements take turns, so two "first orders" cannot both ship free). */
export async function lockCustomer(db: DbOrTx, userId: string): Promise<LockedCustomer | null> {
  const [row] = await lockCustomerStatement.run(db, { userId });
  return row ?? null;
}

/** A product of the order as the lock read it: its stock before this order, and whether this order took its lines. */
export interface LockedProduct extends PricingProductRow {
  /** 1 for the first title in the database's own order, ties equal: the order the lines of an order are read in. */
  titleRank: number;
}

export interface StockTake {
  products: LockedProduct[];
  /** Every line's stock was there and has been taken; false: nothing was taken. */
  taken: boolean;
  /** The new order's number (its place in the sequence, internal), drawn only when the stock was taken. */
  orderNumber: number | null;
  /** The new order's public reference (docs/decisions/021), drawn with the number. */
  orderReference: string | null;
  /** The transaction's time: the order's created_at and its first status change's. */
  now: Date;
  /** The store's delivery settings as this statement read them (null: the store has none saved). */
  delivery: DeliverySettingsRow;
  /** False when a guest or a customer already has as many open orders as allowed (nothing was taken then). */
  withinGuestLimits: boolean;
  /** The guests' limits applied (a guest, or an account whose address is not confirmed); false: the account's. */
  guestLimits: boolean;
}

type StockTakeRow = { [K in keyof LockedProduct]: LockedProduct[K] | null } & {
  taken: boolean;
  orderNumber: string | null;
  orderReference: string | null;
  now: Date;
  feesFils: DeliverySettingsRow['feesFils'] | null;
  freeDeliveryThresholdFils: number | null;
  withinGuestLimits: boolean;
  guestLimits: boolean;
};

/** A guest's contact and the open-orders limits (guest-order-limits.ts), counted in the same statement. */
export interface GuestRoom {
  email: string;
  phone: string;
  ip: string | null;
  limits: OrderLimitsConfig;
}

type StockTakeValues = {
  ids: string[];
  quantities: number[];
  userId?: string;
  maxOrders?: number;
  maxUnits?: number;
  email?: string;
  phone?: string;
  ip?: string | null;
  hours?: number;
  maxEmail?: number;
  maxPhone?: number;
  maxIp?: number;
};

/**
 * A guest's room for one more open order (pending or confirmed, made in the
 * last `hours`) under the limits per e-mail, phone and IP: one bitmap of
 * three indexes. Its snapshot is the statement's, taken after the advisory
 * locks of the statement before (guest-order-limits.ts), so it sees every
 * order whose placement held one of them. A registered order has no such limit.
 */
const guestRoomSql = sql`select count(*) filter (where lower(o.email) = ${sql.placeholder('email')}::text) < ${sql.placeholder('maxEmail')}::int
        and count(*) filter (where o.phone = ${sql.placeholder('phone')}::text) < ${sql.placeholder('maxPhone')}::int
        and (${sql.placeholder('ip')}::text is null or count(*) filter (where o.placed_ip = ${sql.placeholder('ip')}::text) < ${sql.placeholder('maxIp')}::int) as ok
      from ${orders} o
     where o.type = 'guest'
       and o.status in ('pending', 'confirmed')
       and o.created_at > now() - make_interval(hours => ${sql.placeholder('hours')}::int)
       and (lower(o.email) = ${sql.placeholder('email')}::text or o.phone = ${sql.placeholder('phone')}::text or o.placed_ip = ${sql.placeholder('ip')}::text)`;

/**
 * A customer's room (issue 26 item 1, docs/decisions/016's addendum), read with their row locked by the
 * statement before (lockCustomer), so the customer's placements take turns and each counts what the
 * one before committed. An account whose address is not confirmed is held to the guests' limits, its
 * own open orders counted with the guest orders of its e-mail, phone and address; a confirmed one may
 * hold `maxOrders` open orders and `maxUnits` units of one product across them, this order's included.
 */
const accountRoomSql = sql`select case when u.email_confirmed_at is null then (
        select count(*) filter (where lower(o.email) = lower(u.email)) < ${sql.placeholder('maxEmail')}::int
           and count(*) filter (where o.phone = u.phone) < ${sql.placeholder('maxPhone')}::int
           and (${sql.placeholder('ip')}::text is null or count(*) filter (where o.placed_ip = ${sql.placeholder('ip')}::text) < ${sql.placeholder('maxIp')}::int)
          from ${orders} o
         where (o.type = 'guest' or o.user_id = u.id)
           and o.status in ('pending', 'confirmed')
           and o.created_at > now() - make_interval(hours => ${sql.placeholder('hours')}::int)
           and (lower(o.email) = lower(u.email) or o.phone = u.phone or o.placed_ip = ${sql.placeholder('ip')}::text)
      ) else (
        select count(*) < ${sql.placeholder('maxOrders')}::int from ${orders} o where o.user_id = u.id and o.status in ('pending', 'confirmed')
      ) and not exists (
        select 1 from wanted w
         where w.quantity + coalesce((select sum(i.quantity) from ${orderItems} i join ${orders} o on o.id = i.order_id
                                       where o.user_id = u.id and o.status in ('pending', 'confirmed') and i.product_id = w.id), 0)
               > ${sql.placeholder('maxUnits')}::int
      ) end as ok,
      u.email_confirmed_at is null as unconfirmed
    from ${users} u where u.id = ${sql.placeholder('userId')}::uuid`;

/**
 * Locks the order's products in id order (every placement locks in that
 * order, so two orders never wait on each other in a circle), and when every
 * line's stock is there (and a guest has room for one more open order), takes
 * it: all lines or none, in the same statement.
 * The stock check reads the locked rows, which are the latest; the update
 * then finds them as committed (PostgreSQL re-reads a row changed since the
 * statement began). The order's number (the sequence) and its public reference are drawn here,
 * so the e-mail can be written before the order is. The store's delivery
 * settings and a guest's open orders are read in the same round trip
 * (issue 15 item 6): one row comes back even when no product was found.
 */
function lockAndTakeStatement(guest: boolean) {
  return preparedStatement<StockTakeRow, StockTakeValues>(
    guest ? 'order_lock_and_take_guest' : 'order_lock_and_take',
    sql`with wanted as (
      select w.id, w.quantity from unnest(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('quantities')}::int[]) as w(id, quantity)
    ), room as (
      ${guest ? sql`select ok, true as unconfirmed from (${guestRoomSql}) g` : accountRoomSql}
    ), locked as materialized (
      select p.id, p.title, p.title_ar, p.image, p.price_fils, p.sale_price_fils, p.total_stock, p.category_id, p.brand_id
        from ${products} p where p.id in (select id from wanted)
       order by p.id
         for update of p
    ), enough as (
      select coalesce((select ok from room), true) and count(*) = (select count(*) from wanted) and coalesce(bool_and(l.total_stock >= w.quantity), false) as ok
        from locked l join wanted w on w.id = l.id
    ), taken as (
      update ${products} p set total_stock = p.total_stock - w.quantity
        from wanted w
       where p.id = w.id and (select ok from enough)
      returning p.id
    ), ranked as (
      select l.*, (dense_rank() over (order by l.title))::int as title_rank from locked l
    )
    select l.id, l.title, l.title_ar as "titleAr", l.image, l.price_fils as "priceFils", l.sale_price_fils as "salePriceFils",
           l.total_stock as "totalStock", l.category_id as "categoryId", l.brand_id as "brandId", l.title_rank as "titleRank",
           (select ok from enough) and exists (select 1 from taken) as taken,
           (select case when e.ok then nextval(pg_get_serial_sequence('orders', 'number')) end from enough e)::text as "orderNumber",
           (select case when e.ok then new_order_reference() end from enough e) as "orderReference",
           now() as now,
           s.delivery_fees_fils as "feesFils", s.free_delivery_threshold_fils as "freeDeliveryThresholdFils",
           coalesce((select ok from room), true) as "withinGuestLimits",
           coalesce((select unconfirmed from room), true) as "guestLimits"
      from (select 1) one
      left join ranked l on true
      left join ${storeSettings} s on s.id = 1
     order by l.id`,
  );
}

const lockAndTakeRegistered = lockAndTakeStatement(false);
const lockAndTakeGuest = lockAndTakeStatement(true);

/**
 * The products of `lines` locked, and their stock taken when all of it is
 * there (see the statement); with `guest`, only when the guest has room for
 * one more open order.
 */
export async function lockAndTakeStock(
  db: DbOrTx,
  lines: readonly { productId: string; quantity: number }[],
  guest: GuestRoom | null,
  account: { userId: string; ip: string | null; limits: OrderLimitsConfig } | null = null,
): Promise<StockTake> {
  const ids = lines.map((l) => l.productId);
  const quantities = lines.map((l) => l.quantity);
  const rows = guest
    ? await lockAndTakeGuest.run(db, {
        ids,
        quantities,
        email: guest.email.toLowerCase(),
        phone: guest.phone,
        ip: guest.ip,
        hours: guest.limits.guestWindowHours,
        maxEmail: guest.limits.guestOpenOrdersPerEmail,
        maxPhone: guest.limits.guestOpenOrdersPerPhone,
        maxIp: guest.limits.guestOpenOrdersPerIp,
      })
    : await lockAndTakeRegistered.run(db, {
        ids,
        quantities,
        userId: account?.userId ?? '00000000-0000-0000-0000-000000000000',
        ip: account?.ip ?? null,
        hours: account?.limits.guestWindowHours ?? 24,
        maxEmail: account?.limits.guestOpenOrdersPerEmail ?? 0,
        maxPhone: account?.limits.guestOpenOrdersPerPhone ?? 0,
        maxIp: account?.limits.guestOpenOrdersPerIp ?? 0,
        maxOrders: account?.limits.accountOpenOrders ?? 0,
        maxUnits: account?.limits.accountOpenUnitsPerProduct ?? 0,
      });
  const first = rows[0];
  const locked: LockedProduct[] = [];
  for (const row of rows) {
    const { taken: _taken, orderNumber: _number, orderReference: _reference, now: _now, feesFils: _fees, freeDeliveryThresholdFils: _free, withinGuestLimits: _room, guestLimits: _rules, ...product } = row;
    if (product.id !== null) locked.push(product as LockedProduct);
  }
  return {
    products: locked,
    taken: first?.taken ?? false,
    orderNumber: first?.orderNumber ? Number(first.orderNumber) : null,
    orderReference: first?.orderReference ?? null,
    now: first?.now ?? new Date(),
    delivery: { feesFils: first?.feesFils ?? {}, freeDeliveryThresholdFils: first?.freeDeliveryThresholdFils ?? null },
    withinGuestLimits: first?.withinGuestLimits ?? true,
    guestLimits: first?.guestLimits ?? true,
  };
}

export interface NewPlacedOrder {
  order: Omit<OrderRow, 'createdAt' | 'updatedAt' | 'status'>;
  items: Omit<OrderItemRow, 'orderId'>[];
  statusChangeId: string;
  /** Who placed it (the customer), null for a guest. */
  by: string | null;
  /** The buyer's e-mail (docs/decisions/028: rendered when sent). */
  email: { to: string; payload: EmailPayload };
  /** The new-order alert to each address of ORDER_ALERT_EMAIL (none: no row). */
  alert: { to: string[]; payload: EmailPayload };
}

/**
 * The order, its lines, its first status change, its e-mail and the store's
 * new-order alerts in one statement; a customer's server cart is emptied in it too. Foreign keys are
 * checked at the end of the statement, when the order row is there.
 */
const insertPlacedStatement = preparedStatement<never>(
  'order_insert_placed',
  sql`with placed as (
      insert into ${orders} (id, number, reference, user_id, type, name, email, phone, delivery_address, payment_method, language,
          subtotal_fils, delivery_fee_fils, cod_fee_fils, discount_fils, coupon_code, vat_fils, total_fils, idempotency_key, placed_ip, company_name, company_trn)
      values (${sql.placeholder('id')}::uuid, ${sql.placeholder('number')}::bigint, ${sql.placeholder('reference')}::text, ${sql.placeholder('userId')}::uuid,
          ${sql.placeholder('type')}, ${sql.placeholder('name')}, ${sql.placeholder('email')}, ${sql.placeholder('phone')},
          ${sql.placeholder('address')}::jsonb, ${sql.placeholder('payment')}, ${sql.placeholder('language')}, ${sql.placeholder('subtotal')}::bigint,
          ${sql.placeholder('fee')}::bigint, ${sql.placeholder('codFee')}::bigint, ${sql.placeholder('discount')}::bigint, ${sql.placeholder('couponCode')}::text, ${sql.placeholder('vat')}::bigint, ${sql.placeholder('total')}::bigint,
          ${sql.placeholder('key')}::text, ${sql.placeholder('ip')}::text, ${sql.placeholder('companyName')}::text,
          ${sql.placeholder('companyTrn')}::text)
    ), lines as (
      insert into ${orderItems} (id, order_id, product_id, title, title_ar, image, unit_price_fils, quantity, discount_fils)
      select i.id, ${sql.placeholder('id')}::uuid, i.product_id, i.title, i.title_ar, i.image, i.price, i.quantity, i.discount
        from unnest(${sql.placeholder('itemIds')}::uuid[], ${sql.placeholder('productIds')}::uuid[],
          ${sql.placeholder('titles')}::text[], ${sql.placeholder('titlesAr')}::text[], ${sql.placeholder('images')}::text[], ${sql.placeholder('prices')}::int[],
          ${sql.placeholder('quantities')}::int[], ${sql.placeholder('discounts')}::int[]) as i(id, product_id, title, title_ar, image, price, quantity, discount)
    ), history as (
      insert into ${orderStatusChanges} (id, order_id, from_status, to_status, changed_by)
      values (${sql.placeholder('statusChangeId')}::uuid, ${sql.placeholder('id')}::uuid, null, 'pending', ${sql.placeholder('by')}::uuid)
    ), mail as (
      insert into ${outbox} (kind, to_address, payload)
      values ('order_placed', ${sql.placeholder('mailTo')}, ${sql.placeholder('mailPayload')}::jsonb)
    ), alerts as (
      insert into ${outbox} (kind, to_address, payload)
      select 'order_alert', a.address, ${sql.placeholder('alertPayload')}::jsonb
        from unnest(${sql.placeholder('alertTo')}::text[]) as a(address)
    ), emptied as (
      delete from ${cartItems}
       where ${sql.placeholder('by')}::uuid is not null
         and cart_id in (select c.id from ${carts} c where c.user_id = ${sql.placeholder('by')}::uuid)
    )
    select 1`,
);

export async function insertPlacedOrder(db: DbOrTx, placed: NewPlacedOrder): Promise<void> {
  const { order, items, email, alert } = placed;
  await insertPlacedStatement.run(db, {
    id: order.id,
    number: order.number,
    reference: order.reference,
    userId: order.userId,
    type: order.type,
    name: order.name,
    email: order.email,
    phone: order.phone,
    address: JSON.stringify(order.deliveryAddress),
    payment: order.paymentMethod,
    language: order.language,
    subtotal: order.subtotalFils,
    fee: order.deliveryFeeFils,
    codFee: order.codFeeFils,
    discount: order.discountFils,
    couponCode: order.couponCode,
    vat: order.vatFils,
    total: order.totalFils,
    key: order.idempotencyKey,
    ip: order.placedIp,
    companyName: order.companyName,
    companyTrn: order.companyTrn,
    itemIds: items.map((i) => i.id),
    productIds: items.map((i) => i.productId),
    titles: items.map((i) => i.title),
    titlesAr: items.map((i) => i.titleAr),
    images: items.map((i) => i.image),
    prices: items.map((i) => i.unitPriceFils),
    quantities: items.map((i) => i.quantity),
    discounts: items.map((i) => i.discountFils),
    statusChangeId: placed.statusChangeId,
    by: placed.by,
    mailTo: email.to,
    mailPayload: JSON.stringify(email.payload),
    alertTo: alert.to,
    alertPayload: JSON.stringify(alert.payload),
  });
}
