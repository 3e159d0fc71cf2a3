// The route guard of docs/store-rules.md#route-guard, decided on the server for the page a
// request asks for: the same pure rules (src/features/auth/route-guard.ts) the
// browser follows after a login or logout.
import { redirect } from 'react-router';
import type { User } from '@store/contract';
import { decideRoute } from '#web/features/auth/route-guard';
import { FROM_PARAM } from '#web/features/auth/location-state';

/** Throws the guard's redirect for this request, if it has one. */
export function guardRequest(request: Request, user: User | null): void {
  const url = new URL(request.url);
  // `/` sends everyone on by itself, to the chosen language's home (routes/index.tsx).
  if (url.pathname === '/') return;
  const decision = decideRoute({
    pathname: url.pathname,
    isAuthenticated: user !== null,
    role: user?.role ?? null,
    from: url.searchParams.get(FROM_PARAM),
  });
  if (!decision.redirect) return;
  // The page a guest was sent away from, remembered in the address (a server redirect carries no router state).
  const target = decision.rememberFrom
    ? `${decision.redirect}?${FROM_PARAM}=${encodeURIComponent(`${decision.rememberFrom}${url.search}`)}`
    : decision.redirect;
  throw redirect(target);
}
