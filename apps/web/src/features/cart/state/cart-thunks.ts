// The cart's thunks (spec section 4 "Cart"). A signed-in customer's change
// goes to the server and is followed by a refetch of the cart; a guest's is
// worked out by the pure rules of guest-cart.ts and written to local storage.
import { message, messages, type Cart, type ErrorCode } from '@store/contract';
import type { UnknownAction } from 'redux';
import type { ThunkAction } from 'redux-thunk';
import { toProblem, type ApiProblem } from '../../../lib/api-client';
import { createAsyncThunk } from '../../../lib/async-thunk';
import { createAction } from '../../../lib/create-action';
import {
  addToCartRequest,
  getCartRequest,
  mergeCartRequest,
  removeFromCartRequest,
  updateCartRequest,
} from '../api/cart-api';
import { addGuestItem, removeGuestItem, updateGuestItem, type CartChange, type CartContents, type CartProduct } from './guest-cart';
import { loadGuestCart, removeGuestCart, saveGuestCart } from './guest-cart-storage';
import type { CartState } from './cart-slice';

/** The cart part of the store; thunks read it without knowing the root state's type. */
const cartOf = (getState: () => unknown): CartState => (getState() as { cart: CartState }).cart;

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

/** The server cart of the signed-in customer, or the guest cart from local storage. */
export const fetchCart = createAsyncThunk<CartContents, void, ApiProblem>(
  'cart/fetch',
  async (_, { getState, rejectWithValue }) => {
    const { userId } = cartOf(getState);
    if (!userId) return loadGuestCart();
    try {
      return await getCartRequest(userId);
    } catch (error) {
      return rejectWithValue(toProblem(error, messages.FETCH_CART_FAILED));
    }
  },
);

export interface AddToCartArgs {
  product: CartProduct;
  /** Spec section 5: adding a product uses quantity 1. */
  quantity?: number;
}

export const addToCart = createAsyncThunk<CartContents, AddToCartArgs, ApiProblem>(
  'cart/add',
  async ({ product, quantity = 1 }, { getState, rejectWithValue }) => {
    const cart = cartOf(getState);
    if (!cart.userId) {
      const result = applyGuestChange(addGuestItem(cart, product, quantity));
      return isProblem(result) ? rejectWithValue(result) : result;
    }
    try {
      const changed = await addToCartRequest({ userId: cart.userId, productId: product._id, quantity });
      return await refetchAfter(cart.userId, changed);
    } catch (error) {
      return rejectWithValue(toProblem(error, messages.ADD_TO_CART_FAILED));
    }
  },
);

export interface UpdateQuantityArgs {
  productId: string;
  quantity: number;
}

export const updateQuantity = createAsyncThunk<CartContents, UpdateQuantityArgs, ApiProblem>(
  'cart/updateQuantity',
  async ({ productId, quantity }, { getState, rejectWithValue }) => {
    const cart = cartOf(getState);
    // Below 1 is refused here too, so no request ever asks for 0 (spec section 5).
    if (!Number.isInteger(quantity) || quantity < 1) return rejectWithValue(refused('VALIDATION_FAILED', message('QUANTITY_MIN')));
    if (!cart.userId) {
      const result = applyGuestChange(updateGuestItem(cart, productId, quantity));
      return isProblem(result) ? rejectWithValue(result) : result;
    }
    try {
      const changed = await updateCartRequest({ userId: cart.userId, productId, quantity });
      return await refetchAfter(cart.userId, changed);
    } catch (error) {
      return rejectWithValue(toProblem(error, messages.UPDATE_QUANTITY_FAILED));
    }
  },
);

export const removeFromCart = createAsyncThunk<CartContents, { productId: string }, ApiProblem>(
  'cart/remove',
  async ({ productId }, { getState, rejectWithValue }) => {
    const cart = cartOf(getState);
    if (!cart.userId) {
      const result = applyGuestChange(removeGuestItem(cart, productId));
      return isProblem(result) ? rejectWithValue(result) : result;
    }
    try {
      const changed = await removeFromCartRequest(cart.userId, productId);
      return await refetchAfter(cart.userId, changed);
    } catch (error) {
      return rejectWithValue(toProblem(error, messages.REMOVE_ITEM_FAILED));
    }
  },
);

/**
 * At login the guest cart joins the server cart (DESIGN.md section 5:
 * quantities capped at stock), then the local copy is removed. If the merge
 * fails the local copy stays for the next login.
 */
export const mergeGuestCart = createAsyncThunk<CartContents, void, ApiProblem>(
  'cart/mergeGuestCart',
  async (_, { getState, rejectWithValue }) => {
    const { userId } = cartOf(getState);
    if (!userId) return rejectWithValue(refused('NOT_SIGNED_IN', messages.NOT_SIGNED_IN));
    const guest = loadGuestCart();
    const items = guest.items.flatMap((item) =>
      typeof item.productId === 'string' ? [{ productId: item.productId, quantity: item.quantity }] : [],
    );
    try {
      if (items.length === 0) return await getCartRequest(userId);
      const merged = await mergeCartRequest(userId, items);
      removeGuestCart();
      return await refetchAfter(userId, merged);
    } catch (error) {
      return rejectWithValue(toProblem(error, messages.FETCH_CART_FAILED));
    }
  },
);

/** The cart was emptied (the reducer's half of clearCart). */
export const cartCleared = createAction('cart/cleared');

/**
 * Empties the cart: no items, a total of 0, and no guest cart in storage
 * (spec section 4). After an order the server has emptied a customer's cart itself.
 */
export function clearCart(): ThunkAction<void, unknown, unknown, UnknownAction> {
  return (dispatch) => {
    removeGuestCart();
    dispatch(cartCleared());
  };
}
