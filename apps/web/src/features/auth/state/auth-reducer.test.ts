import { messages } from '@store/contract';
import { describe, expect, it, vi } from 'vitest';
import type { SessionEvent } from '#web/lib/session-events';
import { mockFetch } from '#web/test/fetch-mock';
import { admin, authStateFor, customer } from '#web/test/users';
import { checkSession, endServerSession, type AuthStore } from './auth-flows';
import { authReducer, initialAuthState, type AuthState } from './auth-reducer';


/** An auth store outside React (the provider's is lib/reducer-store.tsx's), and the session events announced. */
function authStore(initial: AuthState = authStateFor(null)) {
  let state = initial;
  const store: AuthStore = { getState: () => state, dispatch: (action) => void (state = authReducer(state, action)) };
  const announced: SessionEvent[] = [];
  const announce = vi.fn<(event: SessionEvent) => void>((event) => {
    announced.push(event);
    store.dispatch(event);
  });
  return { store, announce, announced };
}

describe('auth reducer (docs/store-rules.md#authentication-state)', () => {
  it('starts loading and unauthenticated, with empty user lists', () => {
    expect(initialAuthState).toEqual({
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
      const state = authReducer({ ...initialAuthState, isLoading: false }, { type: 'sessionCheckStarted' });
      expect(state.isLoading).toBe(true);
    });

    it('sets the user and marks authenticated when it succeeds', () => {
      const state = authReducer(initialAuthState, { type: 'sessionCheckSucceeded', user: customer });
      expect(state).toMatchObject({ isLoading: false, isAuthenticated: true, user: customer, error: null });
    });

    it("clears user and authentication when it fails, keeping the server's message", () => {
      const state = authReducer(authStateFor(customer), { type: 'sessionCheckFailed', message: 'Please log in to continue' });
      expect(state).toMatchObject({ isLoading: false, isAuthenticated: false, user: null, error: 'Please log in to continue' });
    });

    it("falls back to 'Session expired' without a server message", () => {
      const state = authReducer(authStateFor(customer), { type: 'sessionCheckFailed' });
      expect(state.error).toBe(messages.SESSION_EXPIRED);
      expect(state.isAuthenticated).toBe(false);
    });
  });

  describe('login (a route action: features/auth/auth-actions.ts)', () => {
    it('sets the user and marks authenticated when the session it began reaches the browser', () => {
      const state = authReducer(authStateFor(null), { type: 'loginSucceeded', user: admin });
      expect(state).toMatchObject({ isLoading: false, isAuthenticated: true, user: admin, error: null });
    });
  });

  describe('logout', () => {
    it('marks a logout under way, keeping the user until the session ends', () => {
      const signedIn = authStateFor(customer);
      const started = authReducer(signedIn, { type: 'logoutStarted' });
      expect(started).toMatchObject({ isLoggingOut: true, isAuthenticated: true, user: customer });
      const ended = authReducer(started, { type: 'sessionEnded' });
      expect(ended).toMatchObject({ isLoggingOut: true, isAuthenticated: false, user: null });
      expect(authReducer(ended, { type: 'logoutFinished' })).toMatchObject({ isLoggingOut: false, isAuthenticated: false });
    });

    it('clears the user and the admin lists when the session ends', () => {
      const signedIn: AuthState = { ...authStateFor(admin), users: [customer], total: 1, totalPages: 3, currentPage: 2 };
      expect(authReducer(signedIn, { type: 'sessionEnded' })).toEqual({ ...initialAuthState, isLoading: false });
    });

    it('does not change a signed-out state again', () => {
      const signedOut = authReducer(authStateFor(customer), { type: 'sessionEnded' });
      expect(authReducer(signedOut, { type: 'sessionEnded' })).toBe(signedOut);
    });

    it('ends the session on the server, and a failure there is not thrown at the shopper', async () => {
      const fetchMock = mockFetch(() => ({ status: 500, body: { success: false, code: 'SERVER_ERROR', message: 'Server Error' } }));
      await expect(endServerSession()).resolves.toBeUndefined();
      expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    });
  });

  describe('session events (lib/session-events.ts)', () => {
    it("keeps the saved profile of the signed-in user, and no one else's", () => {
      const saved = { ...customer, name: 'Sara Al Mansoori' };
      expect(authReducer(authStateFor(customer), { type: 'profileUpdated', user: saved }).user).toEqual(saved);
      expect(authReducer(authStateFor(admin), { type: 'profileUpdated', user: saved }).user).toEqual(admin);
    });
  });

  describe('flows against the API', () => {
    it('checks the session without any cache', async () => {
      const fetchMock = mockFetch(() => ({ status: 401, body: { success: false, code: 'NOT_SIGNED_IN', message: messages.NOT_SIGNED_IN } }));
      const { store, announce } = authStore(initialAuthState);
      await checkSession(store, announce);
      expect(store.getState()).toMatchObject({ isLoading: false, isAuthenticated: false, error: messages.NOT_SIGNED_IN });
      expect(fetchMock).toHaveBeenCalledWith('/api/auth/check-auth', expect.objectContaining({ cache: 'no-store' }));
    });

    it('announces the session a successful check finds', async () => {
      mockFetch(({ url }) => (url === '/api/auth/check-auth' ? { body: { success: true, user: customer } } : undefined));
      const { store, announce, announced } = authStore(initialAuthState);
      await checkSession(store, announce);
      expect(store.getState()).toMatchObject({ isLoading: false, isAuthenticated: true, user: customer });
      expect(announced).toEqual([{ type: 'sessionStarted', user: customer }]);
    });
  });
});
