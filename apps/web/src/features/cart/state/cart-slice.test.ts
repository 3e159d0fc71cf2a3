import { GUEST_CART_KEY, GUEST_ID_KEY, messages, type Cart } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import { sessionEnded, sessionStarted } from '../../../lib/session-events';
import { cartStateWith, guestLine } from '../../../test/cart-state';
import { mockFetch } from '../../../test/fetch-mock';
import { makeProduct } from '../../../test/products';
import { admin, authStateFor, customer } from '../../../test/users';
import { cartReducer, initialCartState, selectCartCount, selectCheckoutLines, type CartState } from './cart-slice';
import { addToCart, cartCleared, clearCart, fetchCart, mergeGuestCart, removeFromCart, updateQuantity } from './cart-thunks';
import { loadGuestCart } from './guest-cart-storage';

const problem = (message: string) => ({ status: 400, code: null, message, errors: [] });
const serverCart: Cart = {
  items: [{ productId: makeProduct({ title: 'Server display' }), title: 'Server display', price: 999, quantity: 2, image: null, totalStock: 4, available: true }],
  totalPrice: 1998,
};
const customerCart = (overrides: Partial<CartState> = {}) => cartStateWith([], { userId: customer._id, ...overrides });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cart slice: reducer transitions (spec section 4 "Cart")', () => {
  it("loads the guest cart from 'guest_cart' at start and keeps a guest id under 'guestId'", () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ items: [guestLine({ quantity: 2 })], totalPrice: 398 }));
    const state = initialCartState();
    expect(state).toMatchObject({ items: [guestLine({ quantity: 2 })], totalPrice: 398, userId: null, isLoading: false, error: null });
    expect(state.guestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem(GUEST_ID_KEY)).toBe(state.guestId);
    expect(initialCartState().guestId).toBe(state.guestId);
  });

  it('remembers whose server cart it is when a session starts; an admin has none', () => {
    expect(cartReducer(cartStateWith([]), sessionStarted(customer)).userId).toBe(customer._id);
    expect(cartReducer(cartStateWith([]), sessionStarted(admin)).userId).toBeNull();
  });

  it('is loading while the cart is fetched or merged', () => {
    expect(cartReducer(customerCart(), fetchCart.pending('r')).isLoading).toBe(true);
    expect(cartReducer(customerCart(), mergeGuestCart.pending('r')).isLoading).toBe(true);
  });

  it('takes the fetched or merged cart', () => {
    const fetched = cartReducer(customerCart({ isLoading: true }), fetchCart.fulfilled(serverCart, 'r'));
    expect(fetched).toMatchObject({ items: serverCart.items, totalPrice: 1998, isLoading: false });
    const merged = cartReducer(customerCart({ isLoading: true }), mergeGuestCart.fulfilled(serverCart, 'r'));
    expect(merged).toMatchObject({ items: serverCart.items, totalPrice: 1998, isLoading: false });
  });

  it("records a failed fetch with the server's message, else 'Failed to fetch cart'", () => {
    const withMessage = cartReducer(customerCart({ isLoading: true }), fetchCart.rejected(null, 'r', undefined, problem('Please log in to continue')));
    expect(withMessage).toMatchObject({ isLoading: false, error: 'Please log in to continue' });
    expect(cartReducer(customerCart(), fetchCart.rejected(new Error('x'), 'r')).error).toBe(messages.FETCH_CART_FAILED);
  });

  it('takes the cart after an add or a removal', () => {
    const product = makeProduct();
    const cart = { items: [guestLine()], totalPrice: 199 };
    expect(cartReducer(cartStateWith([]), addToCart.fulfilled(cart, 'r', { product }))).toMatchObject(cart);
    expect(cartReducer(cartStateWith([guestLine()]), removeFromCart.fulfilled({ items: [], totalPrice: 0 }, 'r', { productId: 'p-1' }))).toMatchObject({
      items: [],
      totalPrice: 0,
    });
  });

  it('recomputes the total from the items after a quantity update', () => {
    const answered = { items: [guestLine({ quantity: 3 }), guestLine({ productId: 'p-2', price: 10, quantity: 2 })], totalPrice: 12345 };
    const state = cartReducer(cartStateWith([guestLine()]), updateQuantity.fulfilled(answered, 'r', { productId: 'p-1', quantity: 3 }));
    expect(state.totalPrice).toBe(3 * 199 + 20);
  });

  it('keeps the fallback of each failed change (spec section 8)', () => {
    const product = makeProduct();
    expect(cartReducer(cartStateWith([]), addToCart.rejected(new Error('x'), 'r', { product })).error).toBe(messages.ADD_TO_CART_FAILED);
    expect(cartReducer(cartStateWith([]), updateQuantity.rejected(new Error('x'), 'r', { productId: 'a', quantity: 2 })).error).toBe(
      messages.UPDATE_QUANTITY_FAILED,
    );
    expect(cartReducer(cartStateWith([]), removeFromCart.rejected(new Error('x'), 'r', { productId: 'a' })).error).toBe(messages.REMOVE_ITEM_FAILED);
    expect(cartReducer(cartStateWith([]), addToCart.rejected(null, 'r', { product }, problem('Only 2 items available in stock'))).error).toBe(
      'Only 2 items available in stock',
    );
  });

  it('empties the items and resets the total when cleared', () => {
    expect(cartReducer(cartStateWith([guestLine({ quantity: 2 })]), cartCleared())).toMatchObject({ items: [], totalPrice: 0 });
  });

  it('clears the cart and forgets the customer at logout', () => {
    const state = cartReducer(customerCart({ items: serverCart.items, totalPrice: 1998 }), sessionEnded());
    expect(state).toMatchObject({ items: [], totalPrice: 0, userId: null, isLoading: false });
  });

  it('counts every unit, and hands checkout the available lines by id', () => {
    const items = [guestLine({ quantity: 2 }), guestLine({ productId: 'p-2', title: 'Pad', quantity: 1, available: false })];
    const state = { cart: cartStateWith(items) };
    expect(selectCartCount(state)).toBe(3);
    expect(selectCheckoutLines(state)).toEqual([{ productId: 'p-1', quantity: 2, title: 'Gaming mouse' }]);
    // The same lines while the items do not change, so the checkout page does not re-render for nothing.
    expect(selectCheckoutLines({ cart: cartReducer(state.cart, { type: 'unrelated' }) })).toBe(selectCheckoutLines(state));
  });
});

describe('cart thunks for a guest: local storage', () => {
  it('adds with quantity 1, writes guest_cart with the total, and refuses more than the stock', async () => {
    const fetchMock = mockFetch(() => undefined);
    const store = makeStore({ auth: authStateFor(null), cart: cartStateWith([]) });
    const product = makeProduct({ price: 250, salePrice: 199, totalStock: 1 });

    await store.dispatch(addToCart({ product }));
    expect(store.getState().cart).toMatchObject({ totalPrice: 199, items: [{ productId: product._id, quantity: 1, price: 199 }] });
    expect(loadGuestCart()).toEqual({ items: store.getState().cart.items, totalPrice: 199 });

    const again = await store.dispatch(addToCart({ product }));
    expect(addToCart.rejected.match(again) && again.payload?.message).toBe('Only 1 items available in stock');
    expect(store.getState().cart.items[0]?.quantity).toBe(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('updates and removes in storage; a quantity below 1 is refused without a change', async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ items: [guestLine()], totalPrice: 199 }));
    const store = makeStore({ auth: authStateFor(null), cart: cartStateWith([guestLine()]) });
    await store.dispatch(updateQuantity({ productId: 'p-1', quantity: 3 }));
    expect(loadGuestCart()).toMatchObject({ totalPrice: 597, items: [{ quantity: 3 }] });

    const zero = await store.dispatch(updateQuantity({ productId: 'p-1', quantity: 0 }));
    expect(updateQuantity.rejected.match(zero) && zero.payload?.message).toBe(messages.QUANTITY_MIN);
    expect(store.getState().cart.items[0]?.quantity).toBe(3);

    await store.dispatch(removeFromCart({ productId: 'p-1' }));
    expect(store.getState().cart).toMatchObject({ items: [], totalPrice: 0 });
    expect(loadGuestCart()).toEqual({ items: [], totalPrice: 0 });
  });

  it('clearCart empties the cart and removes guest_cart', () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ items: [guestLine()], totalPrice: 199 }));
    const store = makeStore({ auth: authStateFor(null), cart: cartStateWith([guestLine()]) });
    store.dispatch(clearCart());
    expect(store.getState().cart).toMatchObject({ items: [], totalPrice: 0 });
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });
});

describe('cart thunks for a customer: the server cart', () => {
  it('adds on the server, then refetches the cart', async () => {
    const calls: string[] = [];
    const fetchMock = mockFetch(({ url, method }) => {
      calls.push(`${method} ${url}`);
      if (url === '/api/shop/cart/add') return { body: { success: true, message: messages.CART_ADDED, data: { items: [], totalPrice: 0 } } };
      if (url === `/api/shop/cart/${customer._id}`) return { body: { success: true, data: serverCart } };
      return undefined;
    });
    const store = makeStore({ auth: authStateFor(customer), cart: customerCart() });
    const product = makeProduct();
    await store.dispatch(addToCart({ product }));
    expect(calls).toEqual(['POST /api/shop/cart/add', `GET /api/shop/cart/${customer._id}`]);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({ userId: customer._id, productId: product._id, quantity: 1 });
    expect(store.getState().cart).toMatchObject({ items: serverCart.items, totalPrice: 1998 });
  });

  it("keeps the server's stock message when an add is refused", async () => {
    mockFetch(() => ({ status: 409, body: { success: false, code: 'STOCK_LIMIT', message: 'Only 2 items available in stock' } }));
    const store = makeStore({ auth: authStateFor(customer), cart: customerCart() });
    const result = await store.dispatch(addToCart({ product: makeProduct() }));
    expect(addToCart.rejected.match(result) && result.payload?.message).toBe('Only 2 items available in stock');
  });

  it('updates (PATCH) and removes (DELETE with the query), each followed by a refetch', async () => {
    const calls: string[] = [];
    mockFetch(({ url, method }) => {
      calls.push(`${method} ${url}`);
      return { body: { success: true, data: serverCart } };
    });
    const store = makeStore({ auth: authStateFor(customer), cart: customerCart({ items: serverCart.items }) });
    await store.dispatch(updateQuantity({ productId: 'p-9', quantity: 2 }));
    await store.dispatch(removeFromCart({ productId: 'p-9' }));
    expect(calls).toEqual([
      'PATCH /api/shop/cart/update',
      `GET /api/shop/cart/${customer._id}`,
      `DELETE /api/shop/cart/remove?userId=${customer._id}&productId=p-9`,
      `GET /api/shop/cart/${customer._id}`,
    ]);
  });

  it("falls back to 'Failed to fetch cart' when the server gives no message", async () => {
    mockFetch(() => ({ status: 500, body: {} }));
    const store = makeStore({ auth: authStateFor(customer), cart: customerCart() });
    await store.dispatch(fetchCart());
    expect(store.getState().cart).toMatchObject({ isLoading: false, error: messages.FETCH_CART_FAILED });
  });
});

describe('after login or a session check', () => {
  it('fetches the server cart when there is no guest cart', async () => {
    mockFetch(({ url }) => (url === `/api/shop/cart/${customer._id}` ? { body: { success: true, data: serverCart } } : undefined));
    const store = makeStore({ auth: authStateFor(null), cart: cartStateWith([]) });
    store.dispatch(sessionStarted(customer));
    await expect.poll(() => store.getState().cart.items).toEqual(serverCart.items);
    expect(store.getState().cart.userId).toBe(customer._id);
  });

  it('merges the guest cart into the server cart, then removes the local copy', async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ items: [guestLine({ quantity: 2 })], totalPrice: 398 }));
    const fetchMock = mockFetch(({ url }) =>
      url === '/api/shop/cart/merge' || url === `/api/shop/cart/${customer._id}` ? { body: { success: true, data: serverCart } } : undefined,
    );
    const store = makeStore({ auth: authStateFor(null), cart: cartStateWith([guestLine({ quantity: 2 })]) });
    store.dispatch(sessionStarted(customer));
    await expect.poll(() => store.getState().cart.items).toEqual(serverCart.items);
    const merge = fetchMock.mock.calls.find(([url]) => url === '/api/shop/cart/merge');
    expect(JSON.parse(String(merge?.[1]?.body))).toEqual({ userId: customer._id, items: [{ productId: 'p-1', quantity: 2 }] });
    expect(localStorage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('keeps the local copy when the merge fails', async () => {
    localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ items: [guestLine()], totalPrice: 199 }));
    mockFetch(() => ({ status: 500, body: { success: false, code: 'SERVER_ERROR', message: 'Server Error' } }));
    const store = makeStore({ auth: authStateFor(null), cart: cartStateWith([guestLine()]) });
    store.dispatch(sessionStarted(customer));
    await expect.poll(() => store.getState().cart.error).toBe('Server Error');
    expect(localStorage.getItem(GUEST_CART_KEY)).not.toBeNull();
  });

  it('does nothing for an admin', async () => {
    const fetchMock = mockFetch(() => undefined);
    const store = makeStore({ auth: authStateFor(null), cart: cartStateWith([]) });
    store.dispatch(sessionStarted(admin));
    await flush();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
