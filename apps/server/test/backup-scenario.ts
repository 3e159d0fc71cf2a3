import { spawn } from 'node:child_process';
import { asc, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { buildApp, type AppInstance } from '#server/app';
import { loadConfig } from '#server/config';
import type { Database, DbOrTx } from '#server/db/client';
import { orderItems, orders, products } from '#server/db/schema/index';
import { BUILT_BACKUP_CLI, SERVER_DIR } from './built-server';
import { createShelf, guestOrder, stockedProduct } from './commerce-factories';

// The backup tests (src/ops/backup.*.test.ts): a store with orders placed
// through the API, `npm run backup` and `npm run restore` as an operator
// runs them (the CLI in a child process), and what a restored store holds.

export interface StoreSnapshot {
  orders: { number: number; email: string; totalFils: number; status: string; lines: number }[];
  stock: number;
}

async function appOver(database: Database): Promise<AppInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', CATALOGUE_CACHE_SECONDS: '0', PAGE_CACHE_SECONDS: '0' });
  const app = await buildApp(config, { database });
  await app.ready();
  return app;
}

/** Places a guest order for `quantity` units of the product (price 100 AED, fee 25) through the API. */
async function placeOrder(app: AppInstance, productId: string, quantity: number, email: string): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/shop/order/place-guest-order',
    payload: guestOrder([{ productId, quantity }], 100 * quantity + 25, { email }),
  });
  if (res.statusCode !== 201) throw new Error(`order refused: ${res.statusCode} ${res.body}`);
}

/** A product with 10 units and two orders for 3 of them; the product's id. */
export async function storeWithOrders(database: Database): Promise<string> {
  const app = await appOver(database);
  try {
    const product = await stockedProduct(database.db, await createShelf(database.db), { price: 100, totalStock: 10 });
    await placeOrder(app, product.id, 1, 'first.buyer@example.ae');
    await placeOrder(app, product.id, 2, 'second.buyer@example.ae');
    return product.id;
  } finally {
    await app.close();
  }
}

/** The orders (with their line counts) and the product's stock, as the database holds them. */
export async function snapshot(db: DbOrTx, productId: string): Promise<StoreSnapshot> {
  const rows = await db
    .select({ id: orders.id, number: orders.number, email: orders.email, totalFils: orders.totalFils, status: orders.status })
    .from(orders)
    .orderBy(asc(orders.number));
  const withLines = await Promise.all(
    rows.map(async ({ id, ...order }) => {
      const [lines] = await db.select({ n: count() }).from(orderItems).where(eq(orderItems.orderId, id));
      return { ...order, lines: lines?.n ?? 0 };
    }),
  );
  const [product] = await db.select({ stock: products.totalStock }).from(products).where(eq(products.id, productId));
  return { orders: withLines, stock: product?.stock ?? -1 };
}

/** What storeWithOrders leaves, as a snapshot reads it: two orders of one line each, 7 of the 10 units left. */
export function expectStoreWithOrders(store: StoreSnapshot): void {
  expect(store.orders.map((o) => [o.email, o.totalFils, o.lines])).toEqual([
    ['first.buyer@example.ae', 12_500, 1],
    ['second.buyer@example.ae', 22_500, 1],
  ]);
  expect(store.stock).toBe(7);
}

/**
 * The restored store takes a new order where the backup left off (sequences,
 * triggers and indexes came back too): the third order, numbered next, one
 * more unit taken. Closes `restored`.
 */
export async function expectOrdersGoOn(restored: Database, productId: string, before: StoreSnapshot): Promise<void> {
  try {
    const app = await appOver(restored);
    try {
      await placeOrder(app, productId, 1, 'after.restore@example.ae');
    } finally {
      await app.close();
    }
    const after = await snapshot(restored.db, productId);
    expect(after.orders).toHaveLength(3);
    expect(after.orders[2]?.number).toBe((before.orders[1]?.number ?? 0) + 1);
    expect(after.stock).toBe(6);
  } finally {
    await restored.close();
  }
}

/** `npm run backup` / `npm run restore` as apps/server/package.json runs them, with `env` as the store's settings. */
export function runBackupCli(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BUILT_BACKUP_CLI, ...args], {
      cwd: SERVER_DIR,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}
