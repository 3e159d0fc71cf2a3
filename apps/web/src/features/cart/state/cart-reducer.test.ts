import { GUEST_CART_KEY, GUEST_ID_KEY, messages, type Cart } from '@store/contract';
import { describe, expect, it } from 'vitest';
import type { SessionEvent } from '#web/lib/session-events';
import { cartStateWith, guestLine } from '#web/test/cart-state';
import { mockFetch } from '#web/test/fetch-mock';
import { makeProduct } from '#web/test/products';
import { admin, customer } from '#web/test/users';
import { addToCart, removeFromCart, updateQuantity } from './cart-changes';
import { clearCart, fetchCart, followSession, type CartStore } from './cart-flows';
import { cartCount, cartReducer, checkoutLines, initialCartState, type CartState } from './cart-reducer';
import { loadGuestCart } from './guest-cart-storage';

/** A cart store outside React (the provider's is lib/reducer-store.tsx's). */
function cartStore(initial: CartState): CartStore {
  let state = initial;
  return { getState: () => state, dispatch: (action) => void (state = cartReducer(state, action)) };
}
const started = (user: typeof customer): SessionEvent => ({ type: 'sessionStarted', user });
const serverCart: Cart = {
  items: [{ productId: makeProduct({ title: 'Server display' }), title: 'Server display', price: 999, quantity: 2, image: null, totalStock: 4, available: true }],
  totalPrice: 1998,
};
const customerCart = (overrides: Partial<CartState> = {}) => cartStateWith([], { userId: customer._id, ...overrides });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cart reducer: transitions (docs/store-rules.md#cart-state)', () => {
  it("loads the guest cart from 'guest_cart' at start and keeps a guest id under 'guestId'", () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ items: [guestLine({ quantity: 2 })], totalPrice: 398 }));
    const state = initialCartState();
    expect(state).toMatchObject({ items: [guestLine({ quantity: 2 })], totalPrice: 398, userId: null, isLoading: false, error: null });
    expect(state.guestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem(GUEST_ID_KEY)).toBe(state.guestId);
    expect(initialCartState().guestId).toBe(state.guestId);
  });

  it('remembers whose server cart it is when a session starts; an admin has none', () => {
    expect(cartReducer(cartStateWith([]), started(customer)).userId).toBe(customer._id);
    expect(cartReducer(cartStateWith([]), started(admin)).userId).toBeNull();
  });

  it('is loading while the cart is fetched or merged', () => {
    expect(cartReducer(customerCart(), { type: 'cartLoading' })).toMatchObject({ isLoading: true, error: null });
  });

  it('takes the fetched or merged cart', () => {
    const fetched = cartReducer(customerCart({ isLoading: true }), { type: 'cartReceived', cart: serverCart });
    expect(fetched).toMatchObject({ items: serverCart.items, totalPrice: 1998, isLoading: false });
  });

  it("records a failed fetch with the server's message, else 'Failed to fetch cart'", () => {
    const withMessage = cartReducer(customerCart({ isLoading: true }), { type: 'cartFailed', call: 'fetch', message: 'Please log in to continue' });
    expect(withMessage).toMatchObject({ isLoading: false, error: 'Please log in to continue' });
    expect(cartReducer(customerCart(), { type: 'cartFailed', call: 'fetch' }).error).toBe(messages.FETCH_CART_FAILED);
  });

  it('takes the cart after an add or a removal', () => {
    const cart = { items: [guestLine()], totalPrice: 199 };
    expect(cartReducer(cartStateWith([]), { type: 'cartReceived', cart })).toMatchObject(cart);
    expect(cartReducer(cartStateWith([guestLine()]), { type: 'cartReceived', cart: { items: [], totalPrice: 0 } })).toMatchObject({
      items: [],
      totalPrice: 0,
    });
  });

  it('recomputes the total from the items after a quantity update', () => {
    const items = [guestLine({ quantity: 3 }), guestLine({ productId: 'p-2', price: 10, quantity: 2 })];
    const state = cartReducer(cartStateWith([guestLine()], { totalPrice: 12345 }), { type: 'quantityUpdated', items });
    expect(state.totalPrice).toBe(3 * 199 + 20);
  });

  it('keeps the fallback of each failed change (docs/store-rules.md#fallbacks)', () => {
    expect(cartReducer(cartStateWith([]), { type: 'cartFailed', call: 'add' }).error).toBe(messages.ADD_TO_CART_FAILED);
    expect(cartReducer(cartStateWith([]), { type: 'cartFailed', call: 'update' }).error).toBe(messages.UPDATE_QUANTITY_FAILED);
    expect(cartReducer(cartStateWith([]), { type: 'cartFailed', call: 'remove' }).error).toBe(messages.REMOVE_ITEM_FAILED);
    expect(cartReducer(cartStateWith([]), { type: 'cartFailed', call: 'add', message: 'Only 2 items available in stock' }).error).toBe(
      'Only 2 items available in stock',
    );
  });

  it('empties the items and resets the total when cleared', () => {
    expect(cartReducer(cartStateWith([guestLine({ quantity: 2 })]), { type: 'cartCleared' })).toMatchObject({ items: [], totalPrice: 0 });
  });

  it('clears the cart and forgets the customer at logout', () => {
    const state = cartReducer(customerCart({ items: serverCart.items, totalPrice: 1998 }), { type: 'sessionEnded' });
    expect(state).toMatchObject({ items: [], totalPrice: 0, userId: null, isLoading: false });
  });

  it('counts every unit, and hands checkout the available lines by id', () => {
    const items = [guestLine({ quantity: 2 }), guestLine({ productId: 'p-2', title: 'Pad', quantity: 1, available: false })];
    expect(cartCount(items)).toBe(3);
    expect(checkoutLines(items)).toEqual([{ productId: 'p-1', quantity: 2, title: 'Gaming mouse' }]);
    // The same state when nothing changes, so the cart's readers (and the checkout's lines) do not re-render for nothing.
    const empty = cartStateWith([]);
    expect(cartReducer(empty, { type: 'cartCleared' })).toBe(empty);
    expect(cartReducer(empty, { type: 'profileUpdated', user: customer })).toBe(empty);
  });
});

describe('cart flows for a guest: local storage', () => {
  it('adds with quantity 1, writes guest_cart with the total, and refuses more than the stock', async () => {
    const fetchMock = mockFetch(() => undefined);
    const store = cartStore(cartStateWith([]));
    const product = makeProduct({ price: 250, salePrice: 199, totalStock: 1 });

    await addToCart(store, product);
    expect(store.getState()).toMatchObject({ totalPrice: 199, items: [{ productId: product._id, quantity: 1, price: 199 }] });
    expect(loadGuestCart()).toEqual({ items: store.getState().items, totalPrice: 199 });

    const again = await addToCart(store, product);
    expect(!again.ok && again.problem.message).toBe('Only 1 items available in stock');
    expect(store.getState().items[0]?.quantity).toBe(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('updates and removes in storage; a quantity below 1 is refused without a change', async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ items: [guestLine()], totalPrice: 199 }));
    const store = cartStore(cartStateWith([guestLine()]));
    await updateQuantity(store, 'p-1', 3);
    expect(loadGuestCart()).toMatchObject({ totalPrice: 597, items: [{ quantity: 3 }] });

    const zero = await updateQuantity(store, 'p-1', 0);
    expect(!zero.ok && zero.problem.message).toBe(messages.QUANTITY_MIN);
    expect(store.getState().items[0]?.quantity).toBe(3);

    await removeFromCart(store, 'p-1');
    expect(store.getState()).toMatchObject({ items: [], totalPrice: 0 });
    expect(loadGuestCart()).toEqual({ items: [], totalPrice: 0 });
  });

  it('clearCart empties the cart and removes guest_cart', () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ items: [guestLine()], totalPrice: 199 }));
    const store = cartStore(cartStateWith([guestLine()]));
    clearCart(store);
    expect(store.getState()).toMatchObject({ items: [], totalPrice: 0 });
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });
});

describe('cart flows for a customer: the server cart', () => {
  it('adds on the server, then refetches the cart', async () => {
    const calls: string[] = [];
    const fetchMock = mockFetch(({ url, method }) => {
      calls.push(`${method} ${url}`);
      if (url === '/api/shop/cart/add') return { body: { success: true, message: messages.CART_ADDED, data: { items: [], totalPrice: 0 } } };
      if (url === `/api/shop/cart/${customer._id}`) return { body: { success: true, data: serverCart } };
      return undefined;
    });
    const store = cartStore(customerCart());
    const product = makeProduct();
    await addToCart(store, product);
    expect(calls).toEqual(['POST /api/shop/cart/add', `GET /api/shop/cart/${customer._id}`]);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ userId: customer._id, productId: product._id, quantity: 1 });
    expect(store.getState()).toMatchObject({ items: serverCart.items, totalPrice: 1998 });
  });

  it("keeps the server's stock message when an add is refused", async () => {
    mockFetch(() => ({ status: 409, body: { success: false, code: 'STOCK_LIMIT', message: 'Only 2 items available in stock' } }));
    const store = cartStore(customerCart());
    const result = await addToCart(store, makeProduct());
    expect(!result.ok && result.problem.message).toBe('Only 2 items available in stock');
  });

  it('updates (PATCH) and removes (DELETE with the query), each followed by a refetch', async () => {
    const calls: string[] = [];
    mockFetch(({ url, method }) => {
      calls.push(`${method} ${url}`);
      return { body: { success: true, data: serverCart } };
    });
    const store = cartStore(customerCart({ items: serverCart.items }));
    await updateQuantity(store, 'p-9', 2);
    await removeFromCart(store, 'p-9');
    expect(calls).toEqual([
      'PATCH /api/shop/cart/update',
      `GET /api/shop/cart/${customer._id}`,
      `DELETE /api/shop/cart/remove?userId=${customer._id}&productId=p-9`,
      `GET /api/shop/cart/${customer._id}`,
    ]);
  });

  it("falls back to 'Failed to fetch cart' when the server gives no message", async () => {
    mockFetch(() => ({ status: 500, body: {} }));
    const store = cartStore(customerCart());
    await fetchCart(store);
    expect(store.getState()).toMatchObject({ isLoading: false, error: messages.FETCH_CART_FAILED });
  });
});

describe('after login or a session check', () => {
  it('fetches the server cart when there is no guest cart', async () => {
    mockFetch(({ url }) => (url === `/api/shop/cart/${customer._id}` ? { body: { success: true, data: serverCart } } : undefined));
    const store = cartStore(cartStateWith([]));
    followSession(store, started(customer));
    await expect.poll(() => store.getState().items).toEqual(serverCart.items);
    expect(store.getState().userId).toBe(customer._id);
  });

  it('merges the guest cart into the server cart, then removes the local copy', async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ items: [guestLine({ quantity: 2 })], totalPrice: 398 }));
    const fetchMock = mockFetch(({ url }) =>
      url === '/api/shop/cart/merge' || url === `/api/shop/cart/${customer._id}` ? { body: { success: true, data: serverCart } } : undefined,
    );
    const store = cartStore(cartStateWith([guestLine({ quantity: 2 })]));
    followSession(store, started(customer));
    await expect.poll(() => store.getState().items).toEqual(serverCart.items);
    const merge = fetchMock.mock.calls.find(([url]) => url === '/api/shop/cart/merge');
    expect(JSON.parse(String(merge?.[1]?.body))).toEqual({ userId: customer._id, items: [{ productId: 'p-1', quantity: 2 }] });
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('keeps the local copy when the merge fails', async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ items: [guestLine()], totalPrice: 199 }));
    mockFetch(() => ({ status: 500, body: { success: false, code: 'SERVER_ERROR', message: 'Server Error' } }));
    const store = cartStore(cartStateWith([guestLine()]));
    followSession(store, started(customer));
    await expect.poll(() => store.getState().error).toBe('Server Error');
    expect(localStorage.getItem(GUEST_CART_KEY)).not.toBeNull();
  });

  it('does nothing for an admin', async () => {
    const fetchMock = mockFetch(() => undefined);
    const store = cartStore(cartStateWith([]));
    followSession(store, started(admin));
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('at logout', () => {
  it('clears the cart and forgets the customer, with no call', () => {
    const fetchMock = mockFetch(() => undefined);
    const store = cartStore(customerCart({ items: serverCart.items, totalPrice: 1998 }));
    followSession(store, { type: 'sessionEnded' });
    expect(store.getState()).toMatchObject({ items: [], totalPrice: 0, userId: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
