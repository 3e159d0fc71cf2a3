import {
  messageIn,
  LICENCE_KEYS_PER_BATCH,
  maskLicenceKey,
  type MessageCode,
  parseLicenceKeys,
  type Language,
  type LicenceStock,
  type Order,
  type OrderLicenceKey,
  type ProductDelivery,
  type User,
} from '@store/contract';
import type { Db, DbOrTx } from '#server/db/client';
import { AppError, notFound, type FieldError } from '#server/lib/app-error';
import { recordAudit } from '#server/modules/audit/index';
import { localized } from '#server/modules/catalog/index';
import type { KeySealer, OpenSealer } from '#server/lib/secrets/key-sealer';
import {
  assignKeys,
  countKeys,
  findLicenceProduct,
  insertKeys,
  keysOfOrders,
  lockLicenceLines,
  recentKeys,
  setProductDelivery,
  storedKeyHashes,
} from './licences.repository';

// Software licence keys (issue 13 item 8, docs/decisions/030).

const LISTED_KEYS = 50;
const LISTED_ERRORS = 20;

/** What the admin's key screen shows: counts and the newest keys, masked. */
export async function getLicenceStock(db: DbOrTx, sealer: OpenSealer | KeySealer, productId: string): Promise<LicenceStock> {
  const product = await findLicenceProduct(db, productId);
  if (!product) throw notFound('PRODUCT_NOT_FOUND');
  // The secret is read (or made, once) only for a product that exists: a refused read writes nothing.
  const { secretId } = 'ready' in sealer ? await sealer.ready() : sealer;
  const [counts, keys] = await Promise.all([countKeys(db, productId, secretId), recentKeys(db, productId, LISTED_KEYS)]);
  return {
    productId: product.id,
    title: product.title,
    delivery: product.delivery,
    ...counts,
    keys: keys.map((key) => ({
      _id: key.id,
      masked: maskLicenceKey(key.tail),
      addedAt: key.createdAt.toISOString(),
      orderNumber: key.orderNumber,
      assignedAt: key.assignedAt ? key.assignedAt.toISOString() : null,
    })),
  };
}

function refused(errors: FieldError[]): AppError {
  return new AppError('VALIDATION_FAILED', 400, {
    sentence: 'LICENCE_KEYS_REFUSED',
    errors: errors.slice(0, LISTED_ERRORS),
  });
}

const lineError = (code: MessageCode, line: number): FieldError => ({ path: 'keys', message: messageIn('en', code, { line }) });

/**
 * Adds a pasted list (or a CSV file's text) of keys, all or none: a bad line,
 * a key twice in the list, or a key already stored refuses the whole batch
 * with the lines to fix. Keys are sealed before they reach the database.
 */
export async function addLicenceKeys(db: Db, sealer: OpenSealer, admin: User, productId: string, text: string): Promise<{ added: number; stock: LicenceStock }> {
  const parsed = parseLicenceKeys(text);
  const errors = [
    ...parsed.invalidLines.map((line) => lineError('LICENCE_KEY_INVALID', line)),
    ...parsed.repeatedLines.map((line) => lineError('LICENCE_KEY_REPEATED', line)),
  ];
  if (errors.length > 0) throw refused(errors.toSorted((a, b) => a.message.localeCompare(b.message, 'en', { numeric: true })));
  if (parsed.keys.length === 0) throw new AppError('VALIDATION_FAILED', 400, { sentence: 'LICENCE_KEYS_REQUIRED' });
  if (parsed.keys.length > LICENCE_KEYS_PER_BATCH) throw new AppError('VALIDATION_FAILED', 400, { sentence: 'LICENCE_KEYS_TOO_MANY' });

  const sealed = parsed.keys.map(({ line, key }) => ({ line, ...sealer.seal(key) }));
  return db.transaction(async (tx) => {
    const product = await findLicenceProduct(tx, productId);
    if (!product) throw notFound('PRODUCT_NOT_FOUND');
    const stored = await storedKeyHashes(tx, sealed.map((key) => key.keyHash));
    if (stored.size > 0) throw refused(sealed.filter((key) => stored.has(key.keyHash)).map((key) => lineError('LICENCE_KEY_DUPLICATE', key.line)));
    const added = await insertKeys(
      tx,
      sealed.map(({ sealed: box, keyHash, tail }) => ({ productId, keyHash, sealed: box, secretId: sealer.secretId, tail, addedBy: admin._id })),
    );
    // Another admin stored one of these keys since the check: nothing of this batch stays.
    if (added < sealed.length) {
      const now = await storedKeyHashes(tx, sealed.map((key) => key.keyHash));
      throw refused(sealed.filter((key) => now.has(key.keyHash)).map((key) => lineError('LICENCE_KEY_DUPLICATE', key.line)));
    }
    await recordAudit(tx, {
      actor: admin,
      action: 'product.licence_keys',
      entityType: 'product',
      entityId: productId,
      summary: `Added ${added} licence keys to ${product.title}`,
      before: null,
      // The audit trail never holds a key: only how many and their masked ends.
      after: { added, keys: sealed.map((key) => maskLicenceKey(key.tail)) },
    });
    return { added, stock: await getLicenceStock(tx, sealer, productId) };
  });
}

/**
 * The sealing functions for a change to a product's keys or delivery, once the
 * product is known to exist: the secret is read (or made, once) only then, so
 * a refused change writes nothing (the safety suite checks it).
 */
export async function sealerForProduct(db: Db, sealer: KeySealer, productId: string): Promise<OpenSealer> {
  if (!(await findLicenceProduct(db, productId))) throw notFound('PRODUCT_NOT_FOUND');
  return sealer.ready();
}

/** Whether the product is delivered as a parcel or as licence keys. */
export async function changeProductDelivery(db: Db, sealer: OpenSealer, admin: User, productId: string, delivery: ProductDelivery): Promise<LicenceStock> {
  return db.transaction(async (tx) => {
    const product = await findLicenceProduct(tx, productId);
    if (!product) throw notFound('PRODUCT_NOT_FOUND');
    await setProductDelivery(tx, productId, delivery);
    await recordAudit(tx, {
      actor: admin,
      action: 'product.delivery',
      entityType: 'product',
      entityId: productId,
      summary: `Set the delivery of ${product.title} to ${delivery === 'licence_key' ? 'licence keys' : 'shipped'}`,
      before: { delivery: product.delivery },
      after: { delivery },
    });
    return getLicenceStock(tx, sealer, productId);
  });
}

/**
 * Inside the transaction that confirms an order: every unit of its licence
 * lines gets a key of its own. Too few keys for a product refuses the
 * confirmation (409, naming the product), and the transaction keeps nothing.
 * Answers how many keys it gave.
 */
export async function assignLicenceKeys(tx: DbOrTx, sealer: OpenSealer, orderId: string): Promise<number> {
  const lines = await lockLicenceLines(tx, orderId);
  // A product on several lines (it cannot be today: placement merges them) is counted whole.
  const needByProduct = new Map<string, number>();
  for (const line of lines) needByProduct.set(line.productId, (needByProduct.get(line.productId) ?? 0) + line.quantity - line.held);
  for (const line of lines) {
    const needed = needByProduct.get(line.productId) ?? 0;
    if (needed <= 0) continue;
    const { available } = await countKeys(tx, line.productId, sealer.secretId);
    if (available < needed) {
      throw new AppError('STOCK_LIMIT', 409, {
        sentence: 'LICENCE_KEYS_SHORT',
        params: { title: line.title, needed, available },
        extra: { productId: line.productId },
      });
    }
  }
  let given = 0;
  for (const line of lines) {
    const missing = line.quantity - line.held;
    if (missing <= 0) continue;
    const got = await assignKeys(tx, { orderId, itemId: line.itemId, productId: line.productId }, line.held + 1, missing, sealer.secretId);
    if (got < missing) throw new AppError('STOCK_LIMIT', 409, { sentence: 'LICENCE_KEYS_SHORT', params: { title: line.title, needed: missing, available: got } });
    given += got;
  }
  return given;
}

/** An order shows its keys to its buyer while it stands; a cancelled order's keys are withdrawn (spent, never resold). */
const showsKeys = (status: Order['status']) => status !== 'pending' && status !== 'cancelled';

/** The keys of each order, opened, by order id. */
export async function openOrderKeys(
  db: DbOrTx,
  sealer: OpenSealer,
  orders: Pick<Order, '_id' | 'status'>[],
  lang: Language = 'en',
): Promise<Map<string, OrderLicenceKey[]>> {
  return openKeyRows(await keysOfOrders(db, keyedOrderIds(orders)), sealer, lang);
}

const keyedOrderIds = (orders: Pick<Order, '_id' | 'status'>[]) => orders.filter((order) => showsKeys(order.status)).map((order) => order._id);

/** The keys opened, each named by its line's title in `lang` (the Arabic captured at placement, else the English). */
function openKeyRows(rows: Awaited<ReturnType<typeof keysOfOrders>>, sealer: OpenSealer, lang: Language): Map<string, OrderLicenceKey[]> {
  const byOrder = new Map<string, OrderLicenceKey[]>();
  for (const row of rows) {
    const key = sealer.open(row.sealed);
    if (key === null) continue; // sealed under a secret the store no longer has (decision 030)
    const list = byOrder.get(row.orderId) ?? [];
    list.push({ productId: row.productId, title: localized(row.title, row.titleAr, lang), key });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/**
 * The buyer's own view of their orders: each with its keys. The secret is
 * read only when some order holds keys, so a read never makes one (a GET
 * writes nothing: the safety suite checks it).
 */
export async function withLicenceKeys<T extends Pick<Order, '_id' | 'status'>>(
  db: DbOrTx,
  sealer: KeySealer,
  orders: T[],
  lang: Language = 'en',
): Promise<(T & { licenceKeys?: OrderLicenceKey[] })[]> {
  const rows = await keysOfOrders(db, keyedOrderIds(orders));
  if (rows.length === 0) return orders;
  const keys = openKeyRows(rows, await sealer.ready(), lang);
  return orders.map((order) => {
    const list = keys.get(order._id);
    return list ? { ...order, licenceKeys: list } : order;
  });
}
