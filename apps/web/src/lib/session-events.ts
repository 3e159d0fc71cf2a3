// Events of the session that several parts of the state react to, kept here so
// that features never import each other (docs/conventions.md#6-features-do-not-import-features). A
// feature announces one; the store provider (src/app/store-provider.tsx) hands
// it to the auth and cart reducers and starts the cart's reaction.
import type { User } from '@store/contract';
import { createContext } from 'react';
import { useRequiredContext } from './reducer-store';

export type SessionEvent =
  /**
   * A session began: a login or a session check succeeded (or, after
   * hydration, the session the server read). The cart fetches the server
   * cart, merging the guest cart into it first (docs/store-rules.md#cart-state and #10-orders-stock-and-money).
   */
  | { type: 'sessionStarted'; user: User }
  /** The session is over (logout): the user and the cart are cleared (docs/store-rules.md#cart-state). */
  | { type: 'sessionEnded' }
  /** The signed-in user saved their own profile: the auth state keeps the new record. */
  | { type: 'profileUpdated'; user: User };

export type AnnounceSession = (event: SessionEvent) => void;

export const SessionContext = createContext<AnnounceSession | null>(null);

/** Tells the app's state that a session started, ended or changed. */
export function useAnnounceSession(): AnnounceSession {
  return useRequiredContext(SessionContext, 'useAnnounceSession');
}
