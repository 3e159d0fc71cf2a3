// Actions that several slices react to, kept here so that features never
// import each other (CONVENTIONS.md principle 6).
import { createAction } from '@reduxjs/toolkit';

/**
 * The session is over (logout): the auth slice forgets the user and the cart
 * slice empties itself (spec section 4: "Logout clears the user and the cart").
 */
export const sessionEnded = createAction('session/ended');
