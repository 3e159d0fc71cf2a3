// The auth state's hooks; the provider that fills them is src/app/store-provider.tsx.
import { createStateContexts, useRequiredContext } from '#web/lib/reducer-store';
import type { SessionEvent } from '#web/lib/session-events';
import type { AuthStore } from './auth-flows';
import type { AuthAction, AuthState } from './auth-reducer';

export const authContexts = createStateContexts<AuthState, AuthAction | SessionEvent>();

/** The auth state (docs/store-rules.md#authentication-state): re-renders when it changes. */
export function useAuth(): AuthState {
  return useRequiredContext(authContexts.State, 'useAuth');
}

/** The auth store, for dispatching and for flows that read the latest state. */
export function useAuthStore(): AuthStore {
  return useRequiredContext(authContexts.Store, 'useAuthStore');
}
