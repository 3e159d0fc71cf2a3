// Spec section 4 "Authentication" as a reducer:
// - auth starts loading and unauthenticated;
// - a successful login or session check sets the user and marks authenticated,
//   a failure clears both;
// - logout clears the user (and, through `sessionEnded`, the cart);
// - registration does not authenticate.
import { createAsyncThunk, createSlice, isAnyOf } from '@reduxjs/toolkit';
import { messages, type LoginRequest, type RegisterRequest, type User } from '@store/contract';
import { toProblem, type ApiProblem } from '../../../lib/api-client';
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

interface ThunkConfig {
  rejectValue: ApiProblem;
}

export const registerUser = createAsyncThunk<User, RegisterRequest, ThunkConfig>(
  'auth/register',
  async (form, { rejectWithValue }) => {
    try {
      return (await registerRequest(form)).user;
    } catch (error) {
      return rejectWithValue(toProblem(error, messages.REGISTRATION_FAILED));
    }
  },
);

export const loginUser = createAsyncThunk<User, LoginRequest, ThunkConfig>(
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

export const checkAuth = createAsyncThunk<User, void, ThunkConfig>(
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

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    logoutStarted(state) {
      state.isLoggingOut = true;
    },
    logoutFinished(state) {
      state.isLoggingOut = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(checkAuth.pending, (state) => {
        state.isLoading = true;
      })
      .addCase(loginUser.pending, (state) => {
        state.error = null;
      })
      .addCase(registerUser.pending, (state) => {
        state.error = null;
      })
      .addCase(registerUser.fulfilled, (state) => {
        // Registration does not authenticate: the shopper logs in next.
        state.error = null;
      })
      .addCase(registerUser.rejected, (state, action) => {
        state.error = failureMessage(action.payload, messages.REGISTRATION_FAILED);
      })
      .addCase(profileUpdated, (state, action) => {
        if (state.user && state.user._id === action.payload._id) state.user = action.payload;
      })
      .addCase(sessionEnded, (state) => {
        state.isLoading = false;
        state.isAuthenticated = false;
        state.user = null;
        state.profile = null;
        state.users = [];
        state.total = 0;
        state.totalPages = 1;
        state.currentPage = 1;
        state.error = null;
      })
      .addMatcher(isAnyOf(loginUser.fulfilled, checkAuth.fulfilled), (state, action) => {
        state.isLoading = false;
        state.isAuthenticated = true;
        state.user = action.payload;
        state.error = null;
      })
      .addMatcher(isAnyOf(loginUser.rejected, checkAuth.rejected), (state, action) => {
        state.isLoading = false;
        state.isAuthenticated = false;
        state.user = null;
        const fallback = loginUser.rejected.match(action) ? messages.LOGIN_FAILED : messages.SESSION_EXPIRED;
        state.error = failureMessage(action.payload, fallback);
      });
  },
});

export const authReducer = authSlice.reducer;

export type AuthRootState = { auth: AuthState };
export const selectAuth = (state: AuthRootState): AuthState => state.auth;
export const selectUser = (state: AuthRootState): User | null => state.auth.user;

export const { logoutStarted, logoutFinished } = authSlice.actions;
