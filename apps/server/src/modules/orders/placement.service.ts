import { randomUUID } from 'node:crypto';
import {
  aedToFils,
  filsToAed,
  formatFils,
  type Language,
  type Order,
  type PlaceGuestOrderInput,
  type PlaceRegisteredOrderInput,
  type User,
} from '@store/contract';
import type { Config } from '#server/config';
import type { Db, Tx } from '#server/db/client';
import { pipelinedTransaction, settleInOrder, type Flight } from '#server/db/pipelined-transaction';
import { AppError, conflict, forbidden, unauthorized } from '#server/lib/app-error';
import { isUniqueViolation } from '#server/lib/db-errors';
import { type CatalogueChanged, stockChanged } from '#server/plugins/catalogue-changes';
import { paymentProviderFor } from '#server/modules/payments/index';
import { assertCouponUsable, couponBuyerKeys, customerKeyOf, loadCoupon, redeemCoupon } from '#server/modules/coupons/index';
import { guestOrderKeys } from './guest-order-limits';
import { lockGuestOrderKeys } from './guest-order-limits.repository';
import { mergeDuplicateLines, type OrderRecord, toOrder } from '#server/modules/order-model/index';
import { assertOrderable, priceRows, quoteDeliveryFrom, stockShortfall } from './order-pricing.service';
import { findOrderIdByIdempotencyKey, findOrderRecord } from './orders.repository';
import { insertPlacedOrder, lockAndTakeStock, lockCustomer, keepGenericPlans, type NewPlacedOrder } from './placement.repository';

// Placing an order (docs/store-rules.md#6-roles-and-security and #10-orders-stock-and-money): one transaction locks the
// products and takes their stock where all of it is there, prices them with
// the one pricing function, refuses a stale total or a shortfall, writes the
// order, its lines, its first status and its e-mail, and empties a customer's
// cart. Any refusal rolls all of it back. An order that takes a product's last
// unit changes what the catalogue shows ("out of stock"): once committed, every
// catalogue cache hears of it (plugins/catalogue-changes.ts); other orders do not.

export interface PlacementResult {
  order: Order;
  /** False when an Idempotency-Key retry returned the order placed before. */
  created: boolean;
}

type OrderInput = Pick<
  PlaceGuestOrderInput,
  'items' | 'totalPrice' | 'deliveryAddress' | 'paymentMethod' | 'language' | 'companyName' | 'companyTrn' | 'couponCode'
>;

type Buyer =
  | { type: 'registered'; userId: string }
  | { type: 'guest'; name: string; email: string; phone: string };

type PlacementConfig = Pick<Config, 'deliveryFeeAed' | 'codFeeAed' | 'storeName' | 'orderLimits' | 'notifications'>;

/** Where the request came from (`request.ip`): stored with the order, counted for guests. */
export interface PlacementRequest {
  idempotencyKey?: string | undefined;
  ip?: string | undefined;
  /** The order's signed tracking link, for its e-mail (docs/decisions/021). */
  trackLink?: ((orderId: string) => string) | undefined;
  /** The confirmation link of an account's address, for the first order of an account not yet confirmed (issue 26 item 2). */
  confirmLink?: ((user: { id: string; email: string }) => string) | undefined;
  /** The admin's orders page, for the new-order alert (ORDER_ALERT_EMAIL). */
  adminOrdersUrl?: string | undefined;
  /** The language of the answer's line titles (`?lang=`, as the catalogue's reads: docs/decisions/025); English by default. */
  lang?: Language | undefined;
}

/** The order an Idempotency-Key already made, when it is this buyer's; 409 when it is someone else's. */
async function findReplay(db: Db, key: string, buyer: Buyer, lang: Language | undefined): Promise<Order | null> {
  const id = await findOrderIdByIdempotencyKey(db, key);
  const record = id ? await findOrderRecord(db, id) : null;
  if (!record) return null;
  const { order } = record;
  const same =
    buyer.type === 'registered'
      ? order.type === 'registered' && order.userId === buyer.userId
      : order.type === 'guest' && order.email.toLowerCase() === buyer.email.toLowerCase();
  // Never reveal another customer's order: same answer whatever it holds.
  if (!same) throw conflict('IDEMPOTENCY_KEY_REUSED');
  return toOrder(record, 'customer', lang);
}

interface Contact {
  userId: string | null;
  name: string;
  email: string;
  phone: string;
  freeDelivery: boolean;
  /** The account's first order while its address is not confirmed: its e-mail asks to confirm (the rest wait). */
  asksConfirmation: boolean;
}

async function contactOf(tx: Tx, buyer: Buyer): Promise<Contact> {
  if (buyer.type === 'guest') return { userId: null, name: buyer.name, email: buyer.email, phone: buyer.phone, freeDelivery: false, asksConfirmation: false };
  // The row lock makes a customer's placements take turns, so two at once cannot both ship free.
  const user = await lockCustomer(tx, buyer.userId);
  if (!user) throw unauthorized('NOT_SIGNED_IN');
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    freeDelivery: !user.hasOrder,
    asksConfirmation: !user.emailConfirmed && !user.hasAnyOrder,
  };
}

/** Lines of an order in the order they are read back (orders.repository.ts): by title as the database sorts it, then by id. */
function byTitleThenId(ranks: Map<string, number>) {
  return (a: { productId: string | null; id: string }, b: { productId: string | null; id: string }) =>
    (ranks.get(a.productId ?? '') ?? 0) - (ranks.get(b.productId ?? '') ?? 0) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

interface Placed {
  order: Order;
  /** The products whose stock ran out with this order. */
  soldOut: string[];
}

/**
 * Two flights to PostgreSQL (db/pipelined-transaction.ts, docs/decisions/019):
 * BEGIN with the guest's advisory locks or the customer's row, the coupon and
 * the statement that locks the products and takes the stock; then the
 * statement that writes the order, its lines, its first status, its e-mails
 * and empties the cart, with COMMIT (a coupon's redemption goes between them).
 * The order is answered as written, not read back.
 */
async function placeInTransaction(
  tx: Tx,
  flight: Flight,
  config: PlacementConfig,
  buyer: Buyer,
  input: OrderInput,
  request: PlacementRequest,
): Promise<Placed> {
  const key = request.idempotencyKey;
  const ip = request.ip || null;
  const lines = mergeDuplicateLines(input.items);
  const guest = buyer.type === 'guest' ? { email: buyer.email, phone: buyer.phone, ip } : null;
  // The first flight, with BEGIN: a guest's advisory locks first (placements of the same guest take turns from
  // there, guest-order-limits.ts) or the customer's row, then the statement that takes the stock, counts the
  // guest's open orders and reads the delivery rates; PostgreSQL runs them in this order. The coupon's read
  // (a Drizzle query, sent once its turn comes) follows in the same wait.
  // The coupon's refusal comes after the guest's limit, as it always has: it is settled last.
  const couponLoad = input.couponCode ? loadCoupon(tx, input.couponCode) : Promise.resolve(null);
  couponLoad.catch(() => {});
  const [, , , contact, stock] = await settleInOrder([
    flight.begun,
    keepGenericPlans(tx),
    guest ? lockGuestOrderKeys(tx, guestOrderKeys(guest)) : Promise.resolve(),
    contactOf(tx, buyer),
    lockAndTakeStock(
      tx,
      lines,
      guest ? { ...guest, limits: config.orderLimits } : null,
      buyer.type === 'registered' ? { userId: buyer.userId, ip, limits: config.orderLimits } : null,
    ),
  ] as const);
  if (!stock.withinGuestLimits) {
    // An account whose address is not confirmed hears the guests' sentence; a confirmed one its own (issue 26 item 1).
    const { accountOpenOrders: orders, accountOpenUnitsPerProduct: units } = config.orderLimits;
    throw new AppError('GUEST_ORDER_LIMIT', 429, stock.guestLimits ? {} : { sentence: 'ACCOUNT_ORDER_LIMIT', params: { orders, units } });
  }
  const coupon = await couponLoad;
  const delivery = quoteDeliveryFrom(stock.delivery, config, input.deliveryAddress.emirate);
  const priced = priceRows(config, lines, stock.products, { freeDelivery: contact.freeDelivery, paymentMethod: input.paymentMethod, delivery, coupon });
  const { pricing } = priced;
  // The preview's checks on the locked rows (their stock as it was before this order took any): the units
  // per product and the total's ceiling (issue 15 item 8). A refusal rolls the stock taken back.
  assertOrderable(priced, config.orderLimits.maxUnitsPerProduct, request.lang);
  const customerKey = customerKeyOf(contact.userId ? { userId: contact.userId } : { email: contact.email });
  const customerKeys = coupon ? await couponBuyerKeys(tx, { userId: contact.userId, email: contact.email, phone: contact.phone }) : [];
  // The coupon's rules as the preview asked them; its uses are taken, race-safe, once the order is sure.
  if (coupon) await assertCouponUsable(tx, coupon, pricing, customerKeys, stock.now);

  if (aedToFils(input.totalPrice) !== pricing.totalFils) {
    throw conflict('ORDER_TOTAL_CHANGED', { total: formatFils(pricing.totalFils) }, { totalPrice: filsToAed(pricing.totalFils) });
  }
  if (!stock.taken || stock.orderNumber === null || stock.orderReference === null) {
    // Nothing was taken: the first line (in product-id order, as locked) short of stock is the answer.
    for (const line of lines.toSorted((a, b) => (a.productId < b.productId ? -1 : 1))) {
      const product = priced.products.get(line.productId);
      if (product && product.totalStock < line.quantity) throw stockShortfall(product, request.lang);
    }
    throw new Error('the stock was not taken, yet every line is in stock');
  }

  const ranks = new Map(stock.products.map((p) => [p.id, p.titleRank]));
  // The Arabic title is copied with the English one, from the same locked row (issue 12); an empty twin is none.
  const arabicTitles = new Map(stock.products.map((p) => [p.id, p.titleAr?.trim() ? p.titleAr : null]));
  const orderId = randomUUID();
  const record: OrderRecord = {
    order: {
      id: orderId,
      number: stock.orderNumber,
      reference: stock.orderReference,
      userId: contact.userId,
      type: buyer.type,
      status: 'pending',
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      deliveryAddress: input.deliveryAddress,
      paymentMethod: input.paymentMethod,
      language: input.language,
      subtotalFils: pricing.subtotalFils,
      deliveryFeeFils: pricing.deliveryFeeFils,
      codFeeFils: pricing.codFeeFils,
      discountFils: pricing.discountFils,
      couponCode: pricing.couponCode,
      vatFils: pricing.vatFils,
      totalFils: pricing.totalFils,
      idempotencyKey: key ?? null,
      placedIp: ip,
      companyName: input.companyName ?? null,
      companyTrn: input.companyTrn ?? null,
      courier: null,
      trackingNumber: null,
      trackLinksRevokedAt: null,
      createdAt: stock.now,
      updatedAt: stock.now,
    },
    items: pricing.lines
      .map((line) => ({
        id: randomUUID(),
        orderId,
        productId: line.productId,
        title: line.title,
        titleAr: arabicTitles.get(line.productId) ?? null,
        image: line.image,
        unitPriceFils: line.unitPriceFils,
        quantity: line.quantity,
        discountFils: line.discountFils,
      }))
      .toSorted(byTitleThenId(ranks)),
    history: [
      {
        id: randomUUID(),
        orderId,
        fromStatus: null,
        toStatus: 'pending',
        changedBy: contact.userId,
        changedAt: stock.now,
        actor: null,
        reason: null,
        byName: contact.userId ? contact.name : null,
      },
    ],
  };
  const order = toOrder(record, 'customer', request.lang);
  const trackUrl = request.trackLink?.(order._id) ?? null;
  // The e-mail speaks the order's language, whatever the answer's (issue 12 item 6).
  const mailed = toOrder(record, 'customer', order.language);
  const placed: NewPlacedOrder = {
    order: record.order,
    items: record.items,
    statusChangeId: record.history[0]?.id ?? randomUUID(),
    by: contact.userId,
    email: {
      to: order.email,
      payload: {
        template: 'order_placed',
        language: order.language,
        order: mailed,
        trackUrl,
        // Later order e-mails of an unconfirmed account wait in the outbox (migration 0037's trigger).
        confirmUrl: contact.asksConfirmation && contact.userId ? (request.confirmLink?.({ id: contact.userId, email: contact.email }) ?? null) : null,
      },
    },
    alert: {
      to: config.notifications.orderAlertEmails,
      payload: { template: 'order_alert', order: toOrder(record, 'admin'), adminUrl: request.adminOrdersUrl ?? null },
    },
  };
  if (coupon) {
    await insertPlacedOrder(tx, placed);
    // After the order row (the redemption refers to it); a refusal here rolls the whole order back.
    await redeemCoupon(tx, coupon, { orderId, customerKey, customerKeys, discountFils: pricing.discountFils });
  } else {
    // The last flight: the order leaves with COMMIT.
    flight.beforeCommit(() => insertPlacedOrder(tx, placed));
  }
  const quantities = new Map(lines.map((line) => [line.productId, line.quantity]));
  const soldOut = stock.products.filter((product) => product.totalStock === quantities.get(product.id)).map((product) => product.id);
  return { order, soldOut };
}

async function place(
  db: Db,
  config: PlacementConfig,
  buyer: Buyer,
  input: OrderInput,
  request: PlacementRequest,
  changed: CatalogueChanged,
): Promise<PlacementResult> {
  const key = request.idempotencyKey;
  try {
    const { order, soldOut } = await pipelinedTransaction(db, (tx, flight) => placeInTransaction(tx, flight, config, buyer, input, request));
    stockChanged(changed, soldOut);
    // The payment step (docs/decisions/029): on delivery today, so nothing to answer beyond the order.
    // An online provider's redirect joins the answer when one is added; none is faked.
    const payment = await paymentProviderFor(order.paymentMethod).start(order);
    if (payment.kind !== 'on_delivery') throw new Error(`payment step ${payment.kind} has no checkout yet`);
    return { order, created: true };
  } catch (error) {
    // A request with this key made an order already (a retry), or one committed
    // while this one ran: the unique key refused this one, or a refusal came
    // first (its stock was taken by it, its price moved since, the guest's room for
    // open orders went to it). Answer that order.
    // A first attempt, the usual case, costs no lookup of the key.
    if (key && (isUniqueViolation(error) || error instanceof AppError)) {
      const replay = await findReplay(db, key, buyer, request.lang);
      if (replay) return { order: replay, created: false };
    }
    throw error;
  }
}

/** POST /shop/order/place-registered-order: the body's userId must be the caller's own. */
export async function placeRegisteredOrder(
  db: Db,
  config: PlacementConfig,
  viewer: User,
  input: PlaceRegisteredOrderInput,
  request: PlacementRequest,
  changed: CatalogueChanged,
): Promise<PlacementResult> {
  if (input.userId !== viewer._id) throw forbidden('FORBIDDEN');
  return place(db, config, { type: 'registered', userId: viewer._id }, input, request, changed);
}

/** POST /shop/order/place-guest-order: anyone, a signed-in shopper too; the order is a guest order. */
export async function placeGuestOrder(
  db: Db,
  config: PlacementConfig,
  input: PlaceGuestOrderInput,
  request: PlacementRequest,
  changed: CatalogueChanged,
): Promise<PlacementResult> {
  return place(db, config, { type: 'guest', name: input.name, email: input.email, phone: input.phone }, input, request, changed);
}
