// The shopper's changes to the cart (docs/store-rules.md#cart-state and #5-validation): a signed-in
// customer's change goes to the server and is followed by a refetch of the
// cart; a guest's is worked out by the pure rules of guest-cart.ts and written
// to local storage. Each reads the cart as it is when it runs and dispatches the
// reducer's actions; none ever rejects: a failure is its outcome and the cart's
// `error`. Loaded with the first change (../use-cart-actions.ts), not with the page.
import { messages, type Cart, type ErrorCode } from '@store/contract';
import { toProblem, type ApiProblem } from '#web/lib/api-client';
import { storeConfig } from '#web/lib/store-config';
import { addToCartRequest, removeFromCartRequest, updateCartRequest } from '../api/cart-api';
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

