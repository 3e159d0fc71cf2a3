// Actions that several slices react to, kept here so that features never
// import each other (CONVENTIONS.md principle 6).
import type { User } from '@store/contract';
import { createAction } from './create-action';

/**
 * A session began: a login or the start-up session check succeeded. The auth
 * slice keeps the user; the cart fetches the server cart, merging the guest
 * cart into it first (spec section 4 "Cart", DESIGN.md section 5).
 */
export const sessionStarted = createAction<User>('session/started');

/**
 * The session is over (logout): the auth slice forgets the user and the cart
 * slice empties itself (spec section 4: "Logout clears the user and the cart").
 */
export const sessionEnded = createAction('session/ended');

/** The signed-in user saved their own profile: the auth slice keeps the new record. */
export const profileUpdated = createAction<User>('session/profileUpdated');
