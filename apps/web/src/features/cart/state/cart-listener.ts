// Spec section 4 "Cart": after login or a successful session check the server
// cart is fetched. The auth slice only announces the session (lib's
// `sessionStarted`); this listener does the cart's part, so neither feature
// imports the other.
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { sessionStarted } from '../../../lib/session-events';
import { fetchCart, mergeGuestCart } from './cart-thunks';
import { loadGuestCart } from './guest-cart-storage';

export const cartListener = createListenerMiddleware();

cartListener.startListening({
  actionCreator: sessionStarted,
  effect: async (action, listenerApi) => {
    // Admins have no cart (they cannot use the shop, spec section 6).
    if (action.payload.role === 'admin') return;
    listenerApi.cancelActiveListeners();
    // A guest cart left in storage joins the server cart first (DESIGN.md section 5).
    if (loadGuestCart().items.length > 0) await listenerApi.dispatch(mergeGuestCart());
    else await listenerApi.dispatch(fetchCart());
  },
});
