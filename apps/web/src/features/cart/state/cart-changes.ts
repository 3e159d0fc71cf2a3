// The shopper's changes to the cart (docs/store-rules.md#cart-state and #5-validation): a signed-in
// customer's change goes to the server and is followed by a refetch of the
// cart; a guest's is worked out by the pure rules of guest-cart.ts and written
// to local storage. Each reads the cart as it is when it runs and dispatches the
// reducer's actions; none ever rejects: a failure is its outcome and the cart's
// `error`. Loaded with the first change (../use-cart-actions.ts), not with the page.
import { messages, type Cart, type ErrorCode } from '@store/contract';
import { toProblem, type ApiProblem } from '#web/lib/api-client';
import { storeConfig } from '#web/lib/store-config';
import { addToCartRequest, mergeCartRequest, removeFromCartRequest, updateCartRequest } from '../api/cart-api';
import type { CartContents } from './guest-cart';
import { addGuestItem, removeGuestItem, updateGuestItem, type CartChange, type CartProduct } from './guest-cart-changes';
import { saveGuestCart } from './guest-cart-storage';
import { cartFallback, type CartCall, type CartState } from './cart-reducer';
import { refetchAfter, type CartOutcome, type CartStore } from './cart-flows';
import { sentence } from '#web/lib/i18n/sentences';

const refused = (code: ErrorCode, text: string): ApiProblem => ({ status: 400, code, message: text, errors: [] });

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
      outcome = toProblem(error, cartFallback(call));
    }
  }
  if (isProblem(outcome)) {
    cart.dispatch({ type: 'cartFailed', call, message: outcome.message });
    return { ok: false, problem: outcome };
  }
  cart.dispatch(call === 'update' ? { type: 'quantityUpdated', items: outcome.items } : { type: 'cartReceived', cart: outcome });
  return { ok: true };
}

/** docs/store-rules.md#5-validation: adding a product uses quantity 1. */
export function addToCart(cart: CartStore, product: CartProduct, quantity = 1): Promise<CartOutcome> {
  return applyChange(
    cart,
    'add',
    (state) => addGuestItem(state, product, quantity, storeConfig.maxUnitsPerProduct),
    (userId) => addToCartRequest({ userId, productId: product._id, quantity }),
  );
}

export function updateQuantity(cart: CartStore, productId: string, quantity: number): Promise<CartOutcome> {
  // Below 1 is refused here too, so no request ever asks for 0 (docs/store-rules.md#5-validation).
  if (!Number.isInteger(quantity) || quantity < 1) {
    const problem = refused('VALIDATION_FAILED', sentence('QUANTITY_MIN', messages.QUANTITY_MIN));
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


/** A line of several added in one step. */
export interface CartLineInput {
  product: CartProduct;
  quantity: number;
}

/** Several lines' outcome: on a refusal, the product it is about. */
export type CartLinesOutcome = { ok: true } | { ok: false; problem: ApiProblem; product?: CartProduct };

/**
 * Several lines in one step (the PC builder's "Add build to cart", docs/decisions/049):
 * each is checked by the rules of one add against the cart as it is, all of
 * them before any is added, so either every line goes in or none does and the
 * refusal names its product. A guest's cart is written once; a customer's goes
 * to the server as one merge (one transaction), then the cart is read again.
 */
export async function addLinesToCart(cart: CartStore, lines: readonly CartLineInput[]): Promise<CartLinesOutcome> {
  const state = cart.getState();
  let contents: CartContents = { items: state.items, totalPrice: state.totalPrice };
  for (const { product, quantity } of lines) {
    const change = addGuestItem(contents, product, quantity, storeConfig.maxUnitsPerProduct);
    if (!change.ok) return { ok: false, problem: refused(change.code, change.message), product };
    contents = change.cart;
  }
  if (!state.userId) {
    saveGuestCart(contents);
    cart.dispatch({ type: 'cartReceived', cart: contents });
    return { ok: true };
  }
  try {
    const items = lines.map(({ product, quantity }) => ({ productId: product._id, quantity }));
    cart.dispatch({ type: 'cartReceived', cart: await refetchAfter(state.userId, await mergeCartRequest(state.userId, items)) });
    return { ok: true };
  } catch (error) {
    const problem = toProblem(error, cartFallback('add'));
    cart.dispatch({ type: 'cartFailed', call: 'add', message: problem.message });
    return { ok: false, problem };
  }
}
