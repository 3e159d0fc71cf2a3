// docs/store-rules.md#authentication-state as a reducer:
// - auth starts loading and unauthenticated;
// - a successful login or session check sets the user and marks authenticated,
//   a failed check clears both;
// - logout clears the user (and, through `sessionEnded`, the cart).
// Login and registration are route actions (../auth-actions.ts): a refused
// login leaves the browser's state as it was (signed out), and registration
// never authenticates (the login page comes next). A login reaches this state
// through the route guard's loader (components/auth-guard.tsx); the session
// check and the logout are in auth-flows.ts.
import { messages, type User } from '@store/contract';
import { patchState } from '#web/lib/patch-state';
import type { SessionEvent } from '#web/lib/session-events';
import { sentence } from '#web/lib/i18n/sentences';

export interface AuthState {
  isLoading: boolean;
  isAuthenticated: boolean;
  user: User | null;
  /** The last auth failure's message: the server's, else the spec's fallback. */
  error: string | null;
  /** docs/store-rules.md#3-records-and-their-fields: auth state also holds the profile and the admin's users list. */
  profile: User | null;
  users: User[];
  total: number;
  totalPages: number;
  currentPage: number;
  /** A logout is on its way to /auth/login: the route guard holds its redirects until it arrives. */
  isLoggingOut: boolean;
}

/** What happens to the session; a failure carries the server's message when it gave one. */
export type AuthAction =
  | { type: 'loginSucceeded'; user: User }
  | { type: 'sessionCheckStarted' }
  | { type: 'sessionCheckSucceeded'; user: User }
  | { type: 'sessionCheckFailed'; message?: string }
  /** A logout is under way: the route guard holds its redirects until /auth/login is reached. */
  | { type: 'logoutStarted' }
  | { type: 'logoutFinished' };

export const initialAuthState: AuthState = {
  isLoading: true,
  isAuthenticated: false,
  user: null,
  error: null,
  profile: null,
  users: [],
  total: 0,
  totalPages: 1,
  currentPage: 1,
  isLoggingOut: false,
};

/** Everything a session leaves behind, cleared at logout. */
const signedOut: Partial<AuthState> = {
  isLoading: false,
  isAuthenticated: false,
  user: null,
  profile: null,
  users: [],
  total: 0,
  totalPages: 1,
  currentPage: 1,
  error: null,
};

export function authReducer(state: AuthState, action: AuthAction | SessionEvent): AuthState {
  switch (action.type) {
    case 'logoutStarted':
      return patchState(state, { isLoggingOut: true });
    case 'logoutFinished':
      return patchState(state, { isLoggingOut: false });
    case 'sessionCheckStarted':
      return patchState(state, { isLoading: true });
    case 'loginSucceeded':
    case 'sessionCheckSucceeded':
      return patchState(state, { isLoading: false, isAuthenticated: true, user: action.user, error: null });
    case 'sessionCheckFailed':
      return patchState(state, { isLoading: false, isAuthenticated: false, user: null, error: action.message ?? sentence('SESSION_EXPIRED', messages.SESSION_EXPIRED) });
    case 'profileUpdated': {
      const isOwn = state.user !== null && state.user._id === action.user._id;
      return isOwn ? patchState(state, { user: action.user }) : state;
    }
    case 'sessionEnded':
      // An empty users list stays the same array: a signed-out state does not change again.
      return patchState(state, { ...signedOut, users: state.users.length === 0 ? state.users : [] });
    // The user is set by the login or session check that announced it.
    case 'sessionStarted':
      return state;
  }
}

/** The auth state of a page the server rendered: the session it read from the cookie, already settled. */
export function authStateFor(user: User | null): AuthState {
  return { ...initialAuthState, isLoading: false, isAuthenticated: user !== null, user };
}

