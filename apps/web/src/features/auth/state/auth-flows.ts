// The session's calls the browser makes itself (the session check, the
// logout), as plain async functions: each dispatches the auth reducer's actions
// and announces the session to the rest of the app (the cart fetches the server
// cart on `sessionStarted`; see lib/session-events.ts). Login, registration and
// a password reset are route actions (features/auth/auth-actions.ts).
import { messages, type User } from '@store/contract';
import { toProblem, type ApiProblem } from '#web/lib/api-client';
import type { ReducerStore } from '#web/lib/reducer-store';
import type { AnnounceSession, SessionEvent } from '#web/lib/session-events';
import { checkAuthRequest, logoutRequest } from '../api/auth-api';
import type { AuthAction, AuthState } from './auth-reducer';
import { sentence } from '#web/lib/i18n/sentences';

export type AuthStore = ReducerStore<AuthState, AuthAction | SessionEvent>;

/** A call's outcome: the user, or the problem with the server's message (else the spec's fallback). */
export type AuthOutcome = { ok: true; user: User } | { ok: false; problem: ApiProblem };

/** Asks the server who is signed in (pages rendered on the server already know: root.tsx). */
export async function checkSession(auth: AuthStore, announce: AnnounceSession): Promise<AuthOutcome> {
  auth.dispatch({ type: 'sessionCheckStarted' });
  let user: User;
  try {
    user = (await checkAuthRequest()).user;
  } catch (error) {
    const problem = toProblem(error, sentence('SESSION_EXPIRED', messages.SESSION_EXPIRED));
    auth.dispatch({ type: 'sessionCheckFailed', message: problem.message });
    return { ok: false, problem };
  }
  announce({ type: 'sessionStarted', user });
  auth.dispatch({ type: 'sessionCheckSucceeded', user });
  return { ok: true, user };
}

/** Ends the session on the server; a failure is not the shopper's concern. */
export async function endServerSession(): Promise<void> {
  try {
    await logoutRequest();
  } catch {
    // Nothing to tell: the app forgets the session either way, and a stale cookie is refused by the server.
  }
}
