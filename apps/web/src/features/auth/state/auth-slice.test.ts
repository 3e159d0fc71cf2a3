import { messages } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../../app/store';
import { profileUpdated, sessionEnded } from '../../../lib/session-events';
import { mockFetch } from '../../../test/fetch-mock';
import { admin, authStateFor, customer } from '../../../test/users';
import {
  authReducer,
  checkAuth,
  initialAuthState,
  loginUser,
  logoutFinished,
  logoutStarted,
  logoutUser,
  registerUser,
  type AuthState,
} from './auth-slice';

const problem = (message: string) => ({ status: 401, code: 'NOT_SIGNED_IN' as const, message, errors: [] });
const credentials = { email: customer.email, password: 'correct horse' };
const registration = { name: customer.name, email: customer.email, phone: customer.phone, password: 'correct horse' };

describe('auth slice (spec section 4 "Authentication")', () => {
  it('starts loading and unauthenticated, with empty user lists', () => {
    expect(authReducer(undefined, { type: '@@init' })).toEqual({
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
    });
  });

  describe('session check', () => {
    it('is loading while the check is pending', () => {
      const state = authReducer({ ...initialAuthState, isLoading: false }, checkAuth.pending('r'));
      expect(state.isLoading).toBe(true);
    });

    it('sets the user and marks authenticated when it succeeds', () => {
      const state = authReducer(initialAuthState, checkAuth.fulfilled(customer, 'r'));
      expect(state).toMatchObject({ isLoading: false, isAuthenticated: true, user: customer, error: null });
    });

    it("clears user and authentication when it fails, keeping the server's message", () => {
      const state = authReducer(authStateFor(customer), checkAuth.rejected(null, 'r', undefined, problem('Please log in to continue')));
      expect(state).toMatchObject({ isLoading: false, isAuthenticated: false, user: null, error: 'Please log in to continue' });
    });

    it("falls back to 'Session expired' without a server message", () => {
      const state = authReducer(authStateFor(customer), checkAuth.rejected(new Error('offline'), 'r'));
      expect(state.error).toBe(messages.SESSION_EXPIRED);
      expect(state.isAuthenticated).toBe(false);
    });
  });

  describe('login', () => {
    it('clears an earlier error while pending, without showing the full-page spinner', () => {
      const before: AuthState = { ...authStateFor(null), error: 'Invalid email or password' };
      const state = authReducer(before, loginUser.pending('r', credentials));
      expect(state).toMatchObject({ error: null, isLoading: false });
    });

    it('sets the user and marks authenticated when it succeeds', () => {
      const state = authReducer(authStateFor(null), loginUser.fulfilled(admin, 'r', credentials));
      expect(state).toMatchObject({ isLoading: false, isAuthenticated: true, user: admin, error: null });
    });

    it("clears user and authentication when it fails, keeping the server's message", () => {
      const state = authReducer(
        authStateFor(customer),
        loginUser.rejected(null, 'r', credentials, problem(messages.INVALID_CREDENTIALS)),
      );
      expect(state).toMatchObject({ isAuthenticated: false, user: null, error: messages.INVALID_CREDENTIALS });
    });

    it("falls back to 'Login failed' without a server message", () => {
      const state = authReducer(authStateFor(null), loginUser.rejected(new Error('offline'), 'r', credentials));
      expect(state.error).toBe(messages.LOGIN_FAILED);
    });
  });

  describe('registration', () => {
    it('does not authenticate when it succeeds', () => {
      const state = authReducer(authStateFor(null), registerUser.fulfilled(customer, 'r', registration));
      expect(state).toMatchObject({ isAuthenticated: false, user: null, error: null });
    });

    it("records the server's message when it fails, else 'Registration failed'", () => {
      const withMessage = authReducer(
        authStateFor(null),
        registerUser.rejected(null, 'r', registration, problem(messages.EMAIL_TAKEN)),
      );
      expect(withMessage.error).toBe(messages.EMAIL_TAKEN);
      const withoutMessage = authReducer(authStateFor(null), registerUser.rejected(new Error('offline'), 'r', registration));
      expect(withoutMessage.error).toBe(messages.REGISTRATION_FAILED);
    });

    it('clears an earlier error while pending', () => {
      const state = authReducer({ ...authStateFor(null), error: 'x' }, registerUser.pending('r', registration));
      expect(state.error).toBeNull();
    });
  });

  describe('logout', () => {
    it('marks a logout under way, keeping the user until the session ends', () => {
      const signedIn = authStateFor(customer);
      const started = authReducer(signedIn, logoutStarted());
      expect(started).toMatchObject({ isLoggingOut: true, isAuthenticated: true, user: customer });
      const ended = authReducer(started, sessionEnded());
      expect(ended).toMatchObject({ isLoggingOut: true, isAuthenticated: false, user: null });
      expect(authReducer(ended, logoutFinished())).toMatchObject({ isLoggingOut: false, isAuthenticated: false });
    });

    it('clears the user and the admin lists when the session ends', () => {
      const signedIn: AuthState = { ...authStateFor(admin), users: [customer], total: 1, totalPages: 3, currentPage: 2 };
      expect(authReducer(signedIn, sessionEnded())).toEqual({ ...initialAuthState, isLoading: false });
    });

    it('ends the session (user and cart) even when the server call fails', async () => {
      mockFetch(() => ({ status: 500, body: { success: false, code: 'SERVER_ERROR', message: 'Server Error' } }));
      const store = makeStore({
        auth: authStateFor(customer),
        cart: {
          items: [{ productId: 'p1', title: 'Mouse', price: 99, quantity: 2, image: null, totalStock: 5 }],
          totalPrice: 198,
          userId: customer._id,
          guestId: 'g1',
          isLoading: false,
          error: null,
        },
      });
      await store.dispatch(logoutUser());
      expect(store.getState().auth).toMatchObject({ isAuthenticated: false, user: null });
      expect(store.getState().cart).toMatchObject({ items: [], totalPrice: 0, userId: null });
    });
  });

  describe('session events (lib/session-events.ts)', () => {
    it('keeps the saved profile of the signed-in user, and no one else\'s', () => {
      const saved = { ...customer, name: 'Sara Al Mansoori' };
      expect(authReducer(authStateFor(customer), profileUpdated(saved)).user).toEqual(saved);
      expect(authReducer(authStateFor(admin), profileUpdated(saved)).user).toEqual(admin);
    });

    it('announces the session after a login, so the cart can fetch the server cart', async () => {
      mockFetch(({ url }) => (url === '/api/auth/login' ? { body: { success: true, user: customer } } : undefined));
      const store = makeStore({ auth: authStateFor(null) });
      await store.dispatch(loginUser(credentials));
      expect(store.getState().auth.user).toEqual(customer);
      expect(store.getState().cart.userId).toBe(customer._id);
    });
  });

  describe('thunks against the API', () => {
    it('logs in with the credentials and keeps the returned user', async () => {
      const fetchMock = mockFetch(({ url, method }) =>
        url === '/api/auth/login' && method === 'POST' ? { body: { success: true, message: messages.LOGGED_IN, user: customer } } : undefined,
      );
      const store = makeStore({ auth: authStateFor(null) });
      await store.dispatch(loginUser(credentials));
      expect(store.getState().auth).toMatchObject({ isAuthenticated: true, user: customer });
      expect(fetchMock).toHaveBeenCalledWith('/api/auth/login', expect.objectContaining({ credentials: 'same-origin' }));
    });

    it('keeps the 401 message of a refused login', async () => {
      mockFetch(() => ({ status: 401, body: { success: false, code: 'INVALID_CREDENTIALS', message: messages.INVALID_CREDENTIALS } }));
      const store = makeStore({ auth: authStateFor(null) });
      const result = await store.dispatch(loginUser(credentials));
      expect(loginUser.rejected.match(result) && result.payload).toEqual({
        status: 401,
        code: 'INVALID_CREDENTIALS',
        message: messages.INVALID_CREDENTIALS,
        errors: [],
      });
      expect(store.getState().auth.error).toBe(messages.INVALID_CREDENTIALS);
    });

    it('checks the session without any cache', async () => {
      const fetchMock = mockFetch(() => ({ status: 401, body: { success: false, code: 'NOT_SIGNED_IN', message: messages.NOT_SIGNED_IN } }));
      const store = makeStore();
      await store.dispatch(checkAuth());
      expect(store.getState().auth).toMatchObject({ isLoading: false, isAuthenticated: false });
      expect(fetchMock).toHaveBeenCalledWith('/api/auth/check-auth', expect.objectContaining({ cache: 'no-store' }));
    });
  });
});
