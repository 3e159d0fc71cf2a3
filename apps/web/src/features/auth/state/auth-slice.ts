// Spec section 4 "Authentication" as a reducer:
// - auth starts loading and unauthenticated;
// - a successful login or session check sets the user and marks authenticated,
//   a failure clears both;
// - logout clears the user (and, through `sessionEnded`, the cart);
// - registration does not authenticate.
import { messages, type LoginRequest, type RegisterRequest, type User } from '@store/contract';
import type { UnknownAction } from 'redux';
import { toProblem, type ApiProblem } from '../../../lib/api-client';
import { createAsyncThunk } from '../../../lib/async-thunk';
import { createAction, patchState } from '../../../lib/create-action';
import { profileUpdated, sessionEnded, sessionStarted } from '../../../lib/session-events';
import { checkAuthRequest, loginRequest, logoutRequest, registerRequest } from '../api/auth-api';

export interface AuthState {
  isLoading: boolean;
  isAuthenticated: boolean;
  user: User | null;
  /** The last auth failure's message: the server's, else the spec's fallback. */
  error: string | null;
  /** Spec section 3: auth state also holds the profile and the admin's users list. */
  profile: User | null;
  users: User[];
  total: number;
  totalPages: number;
  currentPage: number;
  /** A logout is on its way to /auth/login: the route guard holds its redirects until it arrives. */
  isLoggingOut: boolean;
}

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

export const registerUser = createAsyncThunk<User, RegisterRequest, ApiProblem>(
  'auth/register',
  async (form, { rejectWithValue }) => {
    try {
      return (await registerRequest(form)).user;
    } catch (error) {
      return rejectWithValue(toProblem(error, messages.REGISTRATION_FAILED));
    }
  },
);

export const loginUser = createAsyncThunk<User, LoginRequest, ApiProblem>(
  'auth/login',
  async (credentials, { dispatch, rejectWithValue }) => {
    let user: User;
    try {
      user = (await loginRequest(credentials)).user;
    } catch (error) {
      return rejectWithValue(toProblem(error, messages.LOGIN_FAILED));
    }
    // The cart hears it and fetches the server cart, merging the guest cart first.
    dispatch(sessionStarted(user));
    return user;
  },
);

export const checkAuth = createAsyncThunk<User, void, ApiProblem>(
  'auth/checkAuth',
  async (_, { dispatch, rejectWithValue }) => {
    let user: User;
    try {
      user = (await checkAuthRequest()).user;
    } catch (error) {
      return rejectWithValue(toProblem(error, messages.SESSION_EXPIRED));
    }
    dispatch(sessionStarted(user));
    return user;
  },
);

/** Ends the session on the server; a failure is not the shopper's concern. */
export async function endServerSession(): Promise<void> {
  try {
    await logoutRequest();
  } catch {
    // Nothing to tell: the app forgets the session either way, and a stale cookie is refused by the server.
  }
}

/** Ends the session on the server, then everywhere in the app (user and cart). */
export const logoutUser = createAsyncThunk<void, void>('auth/logout', async (_, { dispatch }) => {
  await endServerSession();
  dispatch(sessionEnded());
});

function failureMessage(payload: ApiProblem | undefined, fallback: string): string {
  return payload?.message ?? fallback;
}

/** A logout is under way: the route guard holds its redirects until /auth/login is reached. */
export const logoutStarted = createAction('auth/logoutStarted');
export const logoutFinished = createAction('auth/logoutFinished');

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

export function authReducer(state: AuthState = initialAuthState, action: UnknownAction): AuthState {
  if (logoutStarted.match(action)) return patchState(state, { isLoggingOut: true });
  if (logoutFinished.match(action)) return patchState(state, { isLoggingOut: false });
  if (checkAuth.pending.match(action)) return patchState(state, { isLoading: true });
  if (loginUser.pending.match(action) || registerUser.pending.match(action)) return patchState(state, { error: null });
  // Registration does not authenticate: the shopper logs in next.
  if (registerUser.fulfilled.match(action)) return patchState(state, { error: null });
  if (registerUser.rejected.match(action)) {
    return patchState(state, { error: failureMessage(action.payload, messages.REGISTRATION_FAILED) });
  }
  if (profileUpdated.match(action)) {
    const isOwn = state.user !== null && state.user._id === action.payload._id;
    return isOwn ? patchState(state, { user: action.payload }) : state;
  }
  if (sessionEnded.match(action)) {
    // An empty users list stays the same array: a signed-out state does not change again.
    return patchState(state, { ...signedOut, users: state.users.length === 0 ? state.users : [] });
  }
  if (loginUser.fulfilled.match(action) || checkAuth.fulfilled.match(action)) {
    return patchState(state, { isLoading: false, isAuthenticated: true, user: action.payload, error: null });
  }
  if (loginUser.rejected.match(action) || checkAuth.rejected.match(action)) {
    const fallback = loginUser.rejected.match(action) ? messages.LOGIN_FAILED : messages.SESSION_EXPIRED;
    return patchState(state, { isLoading: false, isAuthenticated: false, user: null, error: failureMessage(action.payload, fallback) });
  }
  return state;
}

export type AuthRootState = { auth: AuthState };
export const selectAuth = (state: AuthRootState): AuthState => state.auth;
export const selectUser = (state: AuthRootState): User | null => state.auth.user;

/** The auth state of a page the server rendered: the session it read from the cookie, already settled. */
export function authStateFor(user: User | null): AuthState {
  return { ...initialAuthState, isLoading: false, isAuthenticated: user !== null, user };
}
