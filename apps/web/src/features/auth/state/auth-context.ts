// The auth state's hooks; the provider that fills them is src/app/store-provider.tsx.
import { useCallback, useMemo } from 'react';
import type { LoginRequest, RegisterRequest } from '@store/contract';
import { createStateContexts, useRequiredContext } from '#web/lib/reducer-store';
import { useAnnounceSession, type SessionEvent } from '#web/lib/session-events';
import { logIn, register, type AuthOutcome, type AuthStore } from './auth-flows';
import type { AuthAction, AuthState } from './auth-reducer';

export const authContexts = createStateContexts<AuthState, AuthAction | SessionEvent>();

/** The auth state (spec section 4): re-renders when it changes. */
export function useAuth(): AuthState {
  return useRequiredContext(authContexts.State, 'useAuth');
}

/** The auth store, for dispatching and for flows that read the latest state. */
export function useAuthStore(): AuthStore {
  return useRequiredContext(authContexts.Store, 'useAuthStore');
}

export interface AuthActions {
  logIn: (credentials: LoginRequest) => Promise<AuthOutcome>;
  register: (form: RegisterRequest) => Promise<AuthOutcome>;
}

/** Login and registration, bound to the app's auth state and session events. */
export function useAuthActions(): AuthActions {
  const auth = useAuthStore();
  const announce = useAnnounceSession();
  const login = useCallback((credentials: LoginRequest) => logIn(auth, announce, credentials), [auth, announce]);
  const signUp = useCallback((form: RegisterRequest) => register(auth, form), [auth]);
  return useMemo(() => ({ logIn: login, register: signUp }), [login, signUp]);
}
