import { messages } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { makeProduct } from '#web/test/products';
import { cartItemId, cartTotal, type CartContents } from './guest-cart';
import { addGuestItem, removeGuestItem, updateGuestItem } from './guest-cart-changes';

const empty: CartContents = { items: [], totalPrice: 0 };

function expectCart(change: ReturnType<typeof addGuestItem>): CartContents {
  if (!change.ok) throw new Error(`expected a cart, got "${change.message}"`);
  return change.cart;
}

describe('guest cart rules (docs/store-rules.md#cart-state and #5-validation)', () => {
  const mouse = makeProduct({ title: 'Gaming mouse', price: 199, salePrice: 149.5, totalStock: 3 });
  const display = makeProduct({ title: '27" display', price: 1099.9, salePrice: null, totalStock: 10 });

  it('adds a product as a line with the sale price, quantity 1 and its stock', () => {
    const cart = expectCart(addGuestItem(empty, mouse, 1));
    expect(cart.items).toEqual([
      { productId: mouse._id, title: 'Gaming mouse', price: 149.5, quantity: 1, image: mouse.image, totalStock: 3 },
    ]);
    expect(cart.totalPrice).toBe(149.5);
  });

  it('uses the price when there is no sale price, and adds up a product added again', () => {
    let cart = expectCart(addGuestItem(empty, display, 1));
    cart = expectCart(addGuestItem(cart, display, 2));
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ price: 1099.9, quantity: 3 });
    expect(cart.totalPrice).toBe(3299.7);
  });

  it("refuses more than the stock: 'Only {n} items available in stock'", () => {
    expect(addGuestItem(empty, mouse, 4)).toEqual({ ok: false, code: 'STOCK_LIMIT', message: 'Only 3 items available in stock' });
  });

  it('refuses when what the cart holds plus the new quantity is above the stock', () => {
    const cart = expectCart(addGuestItem(empty, mouse, 3));
    expect(addGuestItem(cart, mouse, 1)).toEqual({ ok: false, code: 'STOCK_LIMIT', message: 'Only 3 items available in stock' });
  });

  it('refuses more than the units one order may hold (10 by default), counting what the cart holds, when the stock has more', () => {
    const card = makeProduct({ title: 'Graphics card', price: 100, totalStock: 40 });
    const limit = { ok: false, code: 'QUANTITY_LIMIT', message: 'You can order at most 10 of each product per order' };
    expect(addGuestItem(empty, card, 40)).toEqual(limit);
    const cart = expectCart(addGuestItem(empty, card, 8));
    expect(addGuestItem(cart, card, 3)).toEqual(limit);
    expect(expectCart(addGuestItem(cart, card, 2)).items[0]?.quantity).toBe(10);
    expect(updateGuestItem(cart, card._id, 11)).toEqual(limit);
    expect(updateGuestItem(cart, card._id, 5, 4)).toEqual({ ok: false, code: 'QUANTITY_LIMIT', message: 'You can order at most 4 of each product per order' });
    // Where the stock is the smaller bound, the spec's stock sentence speaks.
    expect(addGuestItem(empty, mouse, 11)).toEqual({ ok: false, code: 'STOCK_LIMIT', message: 'Only 3 items available in stock' });
    // Above the stock, it speaks first even where the per-order limit is smaller (issue 26 item 18).
    expect(addGuestItem(empty, card, 41)).toEqual({ ok: false, code: 'STOCK_LIMIT', message: 'Only 40 items available in stock' });
    expect(addGuestItem(cart, card, 33)).toEqual({ ok: false, code: 'STOCK_LIMIT', message: 'Only 40 items available in stock' });
  });

  it('keeps the total as the sum of quantity times price, to the fils', () => {
    const a = makeProduct({ price: 0.1, totalStock: 10 });
    const b = makeProduct({ price: 0.2, totalStock: 10 });
    const cart = expectCart(addGuestItem(expectCart(addGuestItem(empty, a, 1)), b, 1));
    expect(cart.totalPrice).toBe(0.3);
  });

  it('updates a quantity and recomputes the total', () => {
    const cart = expectCart(addGuestItem(expectCart(addGuestItem(empty, mouse, 1)), display, 1));
    const updated = expectCart(updateGuestItem(cart, mouse._id, 3));
    expect(updated.items.map((item) => item.quantity)).toEqual([3, 1]);
    expect(updated.totalPrice).toBe(3 * 149.5 + 1099.9);
  });

  it("refuses a quantity below 1 with 'Quantity cannot be less than 1', and one above the stock", () => {
    const cart = expectCart(addGuestItem(empty, mouse, 1));
    expect(updateGuestItem(cart, mouse._id, 0)).toEqual({ ok: false, code: 'VALIDATION_FAILED', message: messages.QUANTITY_MIN });
    expect(updateGuestItem(cart, mouse._id, 4)).toEqual({ ok: false, code: 'STOCK_LIMIT', message: 'Only 3 items available in stock' });
  });

  it('removes a line and recomputes the total; a missing id is refused', () => {
    const cart = expectCart(addGuestItem(expectCart(addGuestItem(empty, mouse, 2)), display, 1));
    const removed = expectCart(removeGuestItem(cart, mouse._id));
    expect(removed.items.map(cartItemId)).toEqual([display._id]);
    expect(removed.totalPrice).toBe(1099.9);
    expect(removeGuestItem(cart, '')).toEqual({ ok: false, code: 'VALIDATION_FAILED', message: messages.PRODUCT_ID_MISSING });
  });

  it('leaves lines marked unavailable out of the total', () => {
    expect(
      cartTotal([
        { productId: 'a', title: 'A', price: 10, quantity: 2, image: null, totalStock: 5 },
        { productId: 'b', title: 'B', price: 99, quantity: 3, image: null, totalStock: 1, available: false },
      ]),
    ).toBe(20);
  });

  it('reads the id of a guest line and of a populated server line', () => {
    expect(cartItemId({ productId: 'plain-id' })).toBe('plain-id');
    expect(cartItemId({ productId: mouse })).toBe(mouse._id);
  });
});
