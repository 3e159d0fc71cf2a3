// What the auth pages carry: the page to return to after logging in (router
// state, or the address after a server redirect), and the login page's notice
// after registering (in the address, so the server renders it too).

export interface AuthLocationState {
  from?: string;
}

export function readAuthLocationState(state: unknown): AuthLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const record = state as Record<string, unknown>;
  return { from: typeof record.from === 'string' ? record.from : undefined };
}

/** The notice the login page shows after a registration (`?registered=1`). */
export const REGISTERED_PARAM = 'registered';

/** The query parameter that carries `from` when the server sent a guest to log in (no router state on a redirect). */
export const FROM_PARAM = 'from';

/** `from` out of the router state, else out of the address (a server redirect). */
export function readReturnPath(state: unknown, search: string): string | undefined {
  return readAuthLocationState(state).from ?? new URLSearchParams(search).get(FROM_PARAM) ?? undefined;
}
