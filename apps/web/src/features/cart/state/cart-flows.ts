// The cart's calls (docs/store-rules.md#cart-state), as plain async functions over the
// cart's store. The shopper's own changes (add, update, remove) are in
// ./cart-changes.ts, loaded with the first change rather than the first page.
// (Below: what a session needs.)
// cart's store: a signed-in customer's change goes to the server and is
// followed by a refetch of the cart; a guest's is worked out by the pure rules
// of guest-cart.ts and written to local storage. Each reads the cart as it is
// when it runs and dispatches the reducer's actions; none ever rejects: a
// failure is its outcome and the cart's `error`.
import { messages, type Cart, type ErrorCode } from '@store/contract';
import { toProblem, type ApiProblem } from '#web/lib/api-client';
import type { ReducerStore } from '#web/lib/reducer-store';
import type { SessionEvent } from '#web/lib/session-events';
import { getCartRequest, mergeCartRequest } from '../api/cart-api';
import { loadGuestCart, removeGuestCart } from './guest-cart-storage';
import type { CartAction, CartState } from './cart-reducer';
import { sentence } from '#web/lib/i18n/sentences';

export type CartStore = ReducerStore<CartState, CartAction | SessionEvent>;

/** A change's outcome: done, or refused with the problem (the server's message, else the spec's fallback). */
export type CartOutcome = { ok: true } | { ok: false; problem: ApiProblem };

const refused = (code: ErrorCode, text: string): ApiProblem => ({ status: 400, code, message: text, errors: [] });

/** The refetch after a server change; if only the refetch fails, the change's own answer stands. */
export async function refetchAfter(userId: string, changed: Cart): Promise<Cart> {
  try {
    return await getCartRequest(userId);
  } catch {
    return changed;
  }
}

/** The server cart of the signed-in customer, or the guest cart from local storage. */
export async function fetchCart(cart: CartStore): Promise<CartOutcome> {
  cart.dispatch({ type: 'cartLoading' });
  const { userId } = cart.getState();
  if (!userId) {
    cart.dispatch({ type: 'cartReceived', cart: loadGuestCart() });
    return { ok: true };
  }
  return received(cart, () => getCartRequest(userId));
}

/**
 * At login the guest cart joins the server cart (docs/store-rules.md#guest-cart-on-login:
 * quantities capped at stock), then the local copy is removed. If the merge
 * fails the local copy stays for the next login.
 */
export async function mergeGuestCart(cart: CartStore): Promise<CartOutcome> {
  cart.dispatch({ type: 'cartLoading' });
  const { userId } = cart.getState();
  if (!userId) {
    const problem = refused('NOT_SIGNED_IN', sentence('NOT_SIGNED_IN', messages.NOT_SIGNED_IN));
    cart.dispatch({ type: 'cartFailed', call: 'fetch', message: problem.message });
    return { ok: false, problem };
  }
  const items = loadGuestCart().items.flatMap((item) =>
    typeof item.productId === 'string' ? [{ productId: item.productId, quantity: item.quantity }] : [],
  );
  return received(cart, async () => {
    if (items.length === 0) return getCartRequest(userId);
    const merged = await mergeCartRequest(userId, items);
    removeGuestCart();
    return refetchAfter(userId, merged);
  });
}

async function received(cart: CartStore, load: () => Promise<Cart>): Promise<CartOutcome> {
  try {
    cart.dispatch({ type: 'cartReceived', cart: await load() });
    return { ok: true };
  } catch (error) {
    const problem = toProblem(error, sentence('FETCH_CART_FAILED', messages.FETCH_CART_FAILED));
    cart.dispatch({ type: 'cartFailed', call: 'fetch', message: problem.message });
    return { ok: false, problem };
  }
}

/**
 * Empties the cart: no items, a total of 0, and no guest cart in storage
 * (docs/store-rules.md#cart-state). After an order the server has emptied a customer's cart itself.
 */
export function clearCart(cart: CartStore): void {
  removeGuestCart();
  cart.dispatch({ type: 'cartCleared' });
}

/**
 * The cart's part of a session event (docs/store-rules.md#cart-state): the reducer
 * takes it (whose cart this is, or a cleared cart at logout), then, when a
 * session starts, the server cart is fetched; a guest cart left in storage
 * joins it first (docs/store-rules.md#guest-cart-on-login). The auth feature only announces the
 * session; the store provider brings the event here, so neither feature
 * imports the other.
 */
export function followSession(cart: CartStore, event: SessionEvent): void {
  cart.dispatch(event);
  // Admins have no cart (they cannot use the shop, docs/store-rules.md#roles).
  if (event.type !== 'sessionStarted' || event.user.role === 'admin') return;
  if (loadGuestCart().items.length > 0) void mergeGuestCart(cart);
  else void fetchCart(cart);
}
