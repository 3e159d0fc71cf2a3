import {
  aedToFils,
  filsToAed,
  formatFils,
  type Order,
  type PlaceGuestOrderInput,
  type PlaceRegisteredOrderInput,
  type User,
} from '@store/contract';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { AppError, conflict, forbidden, unauthorized } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { CatalogueChanged } from '../../plugins/catalogue-changes';
import { deleteAllLines } from '../cart/cart.repository';
import { enqueueEmail } from '../notifications/outbox.repository';
import { orderPlacedEmail } from './order-emails';
import { toOrder } from './order-json';
import { assertGuestOrderRoom } from './guest-order-limits';
import { assertOrderable, priceLines, stockShortfall } from './order-pricing.service';
import { findOrderIdByIdempotencyKey, findOrderRecord, hasOpenOrPastOrder, insertOrder, lockUser, takeStock } from './orders.repository';

// Placing an order (DESIGN.md sections 4 and 5): one transaction reads and
// locks the products, prices them with the one pricing function, refuses a
// stale total, takes the stock with a conditional update, writes the order,
// its lines, its first status and its e-mail, and empties a customer's cart.
// Any refusal rolls all of it back. An order that takes a product's last unit
// changes what the catalogue shows ("out of stock"): once committed, every
// catalogue cache hears of it (plugins/catalogue-changes.ts); other orders do not.

export interface PlacementResult {
  order: Order;
  /** False when an Idempotency-Key retry returned the order placed before. */
  created: boolean;
}

type OrderInput = Pick<PlaceGuestOrderInput, 'items' | 'totalPrice' | 'deliveryAddress' | 'paymentMethod'>;

type Buyer =
  | { type: 'registered'; userId: string }
  | { type: 'guest'; name: string; email: string; phone: string };

type PlacementConfig = Pick<Config, 'deliveryFeeAed' | 'storeName' | 'orderLimits'>;

/** Where the request came from (`request.ip`): stored with the order, counted for guests. */
export interface PlacementRequest {
  idempotencyKey?: string | undefined;
  ip?: string | undefined;
  /** The order's signed tracking link, for its e-mail (docs/decisions/021). */
  trackLink?: ((orderId: string) => string) | undefined;
}

/** The order an Idempotency-Key already made, when it is this buyer's; 409 when it is someone else's. */
async function findReplay(db: Db, key: string, buyer: Buyer): Promise<Order | null> {
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
  return toOrder(record, 'customer');
}

async function contactOf(tx: Tx, buyer: Buyer) {
  if (buyer.type === 'guest') return { userId: null, name: buyer.name, email: buyer.email, phone: buyer.phone };
  // The row lock makes a customer's placements take turns, so two at once cannot both ship free.
  const user = await lockUser(tx, buyer.userId);
  if (!user) throw unauthorized('NOT_SIGNED_IN');
  return { userId: user.id, name: user.name, email: user.email, phone: user.phone };
}

interface Placed {
  order: Order;
  /** A product's stock ran out with this order. */
  soldOut: boolean;
}

async function placeInTransaction(tx: Tx, config: PlacementConfig, buyer: Buyer, input: OrderInput, request: PlacementRequest): Promise<Placed> {
  const key = request.idempotencyKey;
  const ip = request.ip || null;
  // First, before any product is locked: a guest over the open-orders limits waits for nothing else.
  if (buyer.type === 'guest') await assertGuestOrderRoom(tx, config.orderLimits, { email: buyer.email, phone: buyer.phone, ip });
  const contact = await contactOf(tx, buyer);
  const freeDelivery = contact.userId !== null && !(await hasOpenOrPastOrder(tx, contact.userId));
  const priced = await priceLines(tx, config, input.items, { freeDelivery, lock: true });
  const { pricing } = priced;
  // The preview's checks on the locked rows: the units per product and the total's ceiling (issue 15 item 8).
  assertOrderable(priced, config.orderLimits.maxUnitsPerProduct);

  if (aedToFils(input.totalPrice) !== pricing.totalFils) {
    throw conflict('ORDER_TOTAL_CHANGED', { total: formatFils(pricing.totalFils) }, { totalPrice: filsToAed(pricing.totalFils) });
  }

  // In product-id order, the order every placement locks in.
  let soldOut = false;
  for (const line of priced.lines.toSorted((a, b) => (a.productId < b.productId ? -1 : 1))) {
    const left = await takeStock(tx, line.productId, line.quantity);
    const product = priced.products.get(line.productId);
    if (left === null && product) throw stockShortfall(product);
    if (left === 0) soldOut = true;
  }

  const orderId = await insertOrder(
    tx,
    {
      userId: contact.userId,
      type: buyer.type,
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      deliveryAddress: input.deliveryAddress,
      paymentMethod: input.paymentMethod,
      subtotalFils: pricing.subtotalFils,
      deliveryFeeFils: pricing.deliveryFeeFils,
      vatFils: pricing.vatFils,
      totalFils: pricing.totalFils,
      idempotencyKey: key ?? null,
      placedIp: ip,
    },
    pricing.lines.map((line) => ({
      productId: line.productId,
      title: line.title,
      image: line.image,
      unitPriceFils: line.unitPriceFils,
      quantity: line.quantity,
    })),
    contact.userId,
  );
  if (contact.userId) await deleteAllLines(tx, contact.userId);

  const record = await findOrderRecord(tx, orderId);
  if (!record) throw new Error('the order just written is missing');
  const order = toOrder(record, 'customer');
  const trackUrl = request.trackLink?.(order._id);
  await enqueueEmail(tx, { kind: 'order_placed', ...orderPlacedEmail(order, config.storeName, trackUrl) });
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
  if (key) {
    const replay = await findReplay(db, key, buyer);
    if (replay) return { order: replay, created: false };
  }
  try {
    const { order, soldOut } = await db.transaction((tx) => placeInTransaction(tx, config, buyer, input, request));
    if (soldOut) changed();
    return { order, created: true };
  } catch (error) {
    // A request with the same key committed while this one ran: the unique
    // key refused this one (or its stock, or the guest's room for open orders,
    // was taken by it). Answer the first order.
    if (key && (isUniqueViolation(error) || (error instanceof AppError && (error.statusCode === 409 || error.code === 'GUEST_ORDER_LIMIT')))) {
      const replay = await findReplay(db, key, buyer);
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

/**
 * POST /shop/order/place-guest-order: anyone, a signed-in shopper too; the
 * order is a guest order, within the open-guest-orders limits.
 */
export async function placeGuestOrder(
  db: Db,
  config: PlacementConfig,
  input: PlaceGuestOrderInput,
  request: PlacementRequest,
  changed: CatalogueChanged,
): Promise<PlacementResult> {
  return place(db, config, { type: 'guest', name: input.name, email: input.email, phone: input.phone }, input, request, changed);
}
