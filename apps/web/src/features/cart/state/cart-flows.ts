// The cart's calls (spec section 4 "Cart"), as plain async functions over the
// cart's store: a signed-in customer's change goes to the server and is
// followed by a refetch of the cart; a guest's is worked out by the pure rules
// of guest-cart.ts and written to local storage. Each reads the cart as it is
// when it runs and dispatches the reducer's actions; none ever rejects: a
// failure is its outcome and the cart's `error`.
import { messages, type Cart, type ErrorCode } from '@store/contract';
import { toProblem, type ApiProblem } from '../../../lib/api-client';
import { storeConfig } from '../../../lib/store-config';
import type { ReducerStore } from '../../../lib/reducer-store';
import type { SessionEvent } from '../../../lib/session-events';
import {
  addToCartRequest,
  getCartRequest,
  mergeCartRequest,
  removeFromCartRequest,
  updateCartRequest,
} from '../api/cart-api';
import { addGuestItem, removeGuestItem, updateGuestItem, type CartChange, type CartContents, type CartProduct } from './guest-cart';
import { loadGuestCart, removeGuestCart, saveGuestCart } from './guest-cart-storage';
import { CART_FALLBACKS, type CartAction, type CartCall, type CartState } from './cart-reducer';

export type CartStore = ReducerStore<CartState, CartAction | SessionEvent>;

/** A change's outcome: done, or refused with the problem (the server's message, else the spec's fallback). */
export type CartOutcome = { ok: true } | { ok: false; problem: ApiProblem };

const refused = (code: ErrorCode, text: string): ApiProblem => ({ status: 400, code, message: text, errors: [] });

/** The refetch after a server change; if only the refetch fails, the change's own answer stands. */
async function refetchAfter(userId: string, changed: Cart): Promise<Cart> {
  try {
    return await getCartRequest(userId);
  } catch {
    return changed;
  }
}

/** A guest change: kept in local storage with its total, or refused with the rule's message. */
function applyGuestChange(change: CartChange): CartContents | ApiProblem {
  if (!change.ok) return refused(change.code, change.message);
  saveGuestCart(change.cart);
  return change.cart;
}

const isProblem = (value: CartContents | ApiProblem): value is ApiProblem => 'status' in value;

/** Runs one change: the guest's in storage, or the customer's on the server with a refetch. */
async function applyChange(
  cart: CartStore,
  call: CartCall,
  guest: (state: CartState) => CartChange,
  server: (userId: string) => Promise<Cart>,
): Promise<CartOutcome> {
  const state = cart.getState();
  let outcome: CartContents | ApiProblem;
  if (!state.userId) {
    outcome = applyGuestChange(guest(state));
  } else {
    try {
      outcome = await refetchAfter(state.userId, await server(state.userId));
    } catch (error) {
      outcome = toProblem(error, CART_FALLBACKS[call]);
    }
  }
  if (isProblem(outcome)) {
    cart.dispatch({ type: 'cartFailed', call, message: outcome.message });
    return { ok: false, problem: outcome };
  }
  cart.dispatch(call === 'update' ? { type: 'quantityUpdated', items: outcome.items } : { type: 'cartReceived', cart: outcome });
  return { ok: true };
}

/** Spec section 5: adding a product uses quantity 1. */
export function addToCart(cart: CartStore, product: CartProduct, quantity = 1): Promise<CartOutcome> {
  return applyChange(
    cart,
    'add',
    (state) => addGuestItem(state, product, quantity, storeConfig.maxUnitsPerProduct),
    (userId) => addToCartRequest({ userId, productId: product._id, quantity }),
  );
}

export function updateQuantity(cart: CartStore, productId: string, quantity: number): Promise<CartOutcome> {
  // Below 1 is refused here too, so no request ever asks for 0 (spec section 5).
  if (!Number.isInteger(quantity) || quantity < 1) {
    const problem = refused('VALIDATION_FAILED', messages.QUANTITY_MIN);
    cart.dispatch({ type: 'cartFailed', call: 'update', message: problem.message });
    return Promise.resolve({ ok: false, problem });
  }
  return applyChange(
    cart,
    'update',
    (state) => updateGuestItem(state, productId, quantity, storeConfig.maxUnitsPerProduct),
    (userId) => updateCartRequest({ userId, productId, quantity }),
  );
}

export function removeFromCart(cart: CartStore, productId: string): Promise<CartOutcome> {
  return applyChange(
    cart,
    'remove',
    (state) => removeGuestItem(state, productId),
    (userId) => removeFromCartRequest(userId, productId),
  );
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
 * At login the guest cart joins the server cart (DESIGN.md section 5:
 * quantities capped at stock), then the local copy is removed. If the merge
 * fails the local copy stays for the next login.
 */
export async function mergeGuestCart(cart: CartStore): Promise<CartOutcome> {
  cart.dispatch({ type: 'cartLoading' });
  const { userId } = cart.getState();
  if (!userId) {
    const problem = refused('NOT_SIGNED_IN', messages.NOT_SIGNED_IN);
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
    const problem = toProblem(error, messages.FETCH_CART_FAILED);
    cart.dispatch({ type: 'cartFailed', call: 'fetch', message: problem.message });
    return { ok: false, problem };
  }
}

/**
 * Empties the cart: no items, a total of 0, and no guest cart in storage
 * (spec section 4). After an order the server has emptied a customer's cart itself.
 */
export function clearCart(cart: CartStore): void {
  removeGuestCart();
  cart.dispatch({ type: 'cartCleared' });
}

/**
 * The cart's part of a session event (spec section 4 "Cart"): the reducer
 * takes it (whose cart this is, or a cleared cart at logout), then, when a
 * session starts, the server cart is fetched; a guest cart left in storage
 * joins it first (DESIGN.md section 5). The auth feature only announces the
 * session; the store provider brings the event here, so neither feature
 * imports the other.
 */
export function followSession(cart: CartStore, event: SessionEvent): void {
  cart.dispatch(event);
  // Admins have no cart (they cannot use the shop, spec section 6).
  if (event.type !== 'sessionStarted' || event.user.role === 'admin') return;
  if (loadGuestCart().items.length > 0) void mergeGuestCart(cart);
  else void fetchCart(cart);
}
