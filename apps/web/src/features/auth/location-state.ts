// What the auth pages carry in router state: the page to return to after
// logging in, and a notice for the login page after registering.

export interface AuthLocationState {
  from?: string;
  registered?: boolean;
}

export function readAuthLocationState(state: unknown): AuthLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const record = state as Record<string, unknown>;
  return {
    from: typeof record.from === 'string' ? record.from : undefined,
    registered: record.registered === true,
  };
}

/** The query parameter that carries `from` when the server sent a guest to log in (no router state on a redirect). */
export const FROM_PARAM = 'from';

/** `from` out of the router state, else out of the address (a server redirect). */
export function readReturnPath(state: unknown, search: string): string | undefined {
  return readAuthLocationState(state).from ?? new URLSearchParams(search).get(FROM_PARAM) ?? undefined;
}
