// Spec section 4 "Cart": after login or a successful session check the server
// cart is fetched. The auth slice only announces the session (lib's
// `sessionStarted`); this middleware does the cart's part, so neither feature
// imports the other.
import type { Middleware, UnknownAction } from 'redux';
import type { ThunkDispatch } from 'redux-thunk';
import { sessionStarted } from '../../../lib/session-events';
import { fetchCart, mergeGuestCart } from './cart-thunks';
import { loadGuestCart } from './guest-cart-storage';

type CartDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** Runs after the reducers have seen `sessionStarted`, so the cart already knows whose it is. */
export const cartListener: Middleware<Record<never, never>, unknown, CartDispatch> = (store) => (next) => (action) => {
  const result = next(action);
  // Admins have no cart (they cannot use the shop, spec section 6).
  if (sessionStarted.match(action) && action.payload.role !== 'admin') {
    // A guest cart left in storage joins the server cart first (DESIGN.md section 5).
    // The thunks never reject: a failure ends up in the cart's `error`.
    if (loadGuestCart().items.length > 0) void store.dispatch(mergeGuestCart());
    else void store.dispatch(fetchCart());
  }
  return result;
};
