// The admin area's server data (issue 11, item 5): TanStack Query, loaded only
// by the admin chunks. The defaults keep what the admins were used to: a failed
// load shows its sentence at once (no silent retries), and a list already on
// screen is not fetched again merely because the window regained focus.
import { QueryClient } from '@tanstack/react-query';

/** Seconds a list stays fresh: going back to a screen within them shows it at once, without a call. */
const FRESH_MS = 30_000;

export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: FRESH_MS },
      mutations: { retry: false },
    },
  });
}
