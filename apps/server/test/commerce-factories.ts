import { count, eq } from 'drizzle-orm';
import type { DeliveryAddressInput } from '@store/contract';
import type { DbOrTx } from '#server/db/client';
import { orders, outbox, products } from '#server/db/schema/index';
import { createBrand, createCategory, createProduct, type ProductOptions, type TestProduct } from './catalog-factories';

// Factories for cart and order tests: products with a given price and stock,
// a delivery address, and quick reads of what placement changes.

export interface TestShelf {
  brandId: string;
  categoryId: string;
}

/** A brand and a category to hang products on. */
export async function createShelf(db: DbOrTx): Promise<TestShelf> {
  const [brand, category] = [await createBrand(db), await createCategory(db)];
  return { brandId: brand.id, categoryId: category.id };
}

export function stockedProduct(
  db: DbOrTx,
  shelf: TestShelf,
  options: Omit<ProductOptions, 'brandId' | 'categoryId'> = {},
): Promise<TestProduct> {
  return createProduct(db, { ...shelf, ...options });
}

export const ADDRESS: DeliveryAddressInput = {
  emirate: 'Dubai',
  city: 'Dubai',
  area: 'Al Barsha',
  street: 'Al Barsha Road 12',
  building: 'Falcon Tower',
  apartment: '1204',
};

export async function stockOf(db: DbOrTx, productId: string): Promise<number> {
  const [row] = await db.select({ n: products.totalStock }).from(products).where(eq(products.id, productId));
  if (!row) throw new Error(`no product ${productId}`);
  return row.n;
}

export async function countOrders(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders);
  return row?.n ?? 0;
}

export async function countOutbox(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outbox);
  return row?.n ?? 0;
}

/** A guest order body for the given lines. */
export function guestOrder(items: { productId: string; quantity: number }[], totalPrice: number, extra: Record<string, unknown> = {}) {
  return {
    name: 'Guest Shopper',
    email: 'guest.shopper@example.ae',
    phone: '050 123 4567',
    items,
    totalPrice,
    deliveryAddress: ADDRESS,
    paymentMethod: 'cash_on_delivery',
    ...extra,
  };
}
