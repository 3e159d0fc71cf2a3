import type { Order } from '@store/contract';
import type { TestProduct } from './catalog-factories';
import { ADDRESS, guestOrder } from './commerce-factories';
import type { TestApp } from './test-app';

// Licence products and their orders for the licence key tests (docs/decisions/030).

/** Marks the product as delivered by licence keys and adds `keys` to it. */
export async function licenceProduct(t: TestApp, adminCookie: string, product: TestProduct, keys: string[]): Promise<void> {
  const delivery = await t.call('PUT', `/api/admin/licences/${product.id}/delivery`, { cookie: adminCookie, payload: { delivery: 'licence_key' } });
  if (delivery.status !== 200) throw new Error(`delivery failed: ${delivery.status} ${delivery.raw}`);
  if (keys.length === 0) return;
  const added = await t.call('POST', `/api/admin/licences/${product.id}/keys`, { cookie: adminCookie, payload: { keys: keys.join('\n') } });
  if (added.status !== 200) throw new Error(`keys failed: ${added.status} ${added.raw}`);
}

/** A registered customer's order at the preview's total. */
export async function registeredOrder(t: TestApp, cookie: string, userId: string, items: { productId: string; quantity: number }[]): Promise<Order> {
  const preview = await t.call('POST', '/api/shop/order/preview', { cookie, payload: { items } });
  const totalPrice = (preview.body.data as { totalPrice: number }).totalPrice;
  const res = await t.call('POST', '/api/shop/order/place-registered-order', { cookie, payload: { userId, items, totalPrice, deliveryAddress: ADDRESS } });
  if (res.status !== 201) throw new Error(`registered order failed: ${res.status} ${res.raw}`);
  return res.body.order as Order;
}

let guestCounter = 0;
/** A guest order (each with its own e-mail and phone, clear of the open-guest-order limits). */
export async function guestLicenceOrder(t: TestApp, items: { productId: string; quantity: number }[]): Promise<Order> {
  guestCounter += 1;
  const email = `licence.guest${guestCounter}@example.ae`;
  const preview = await t.call('POST', '/api/shop/order/preview', { payload: { items } });
  const totalPrice = (preview.body.data as { totalPrice: number }).totalPrice;
  const phone = `0501${String(guestCounter).padStart(6, '0')}`;
  const res = await t.call('POST', '/api/shop/order/place-guest-order', {
    payload: guestOrder(items, totalPrice, { email, phone }),
    remoteAddress: `10.13.${Math.floor(guestCounter / 200)}.${guestCounter % 200}`,
  });
  if (res.status !== 201) throw new Error(`guest order failed: ${res.status} ${res.raw}`);
  return res.body.order as Order;
}
