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
