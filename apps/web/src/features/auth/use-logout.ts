import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAnnounceSession } from '#web/lib/session-events';
import { ROUTES } from './route-guard';
import { useAuthStore } from './state/auth-context';
import { endServerSession } from './state/auth-flows';
import { localePath } from '#web/lib/language';

/**
 * Logout (docs/store-rules.md#shop-layout): ends the session, clears user and cart, goes to /auth/login
 * (the data router's navigate settles once the login page is the location).
 * While the logout is under way the route guard holds its redirects, so
 * neither is a customer bounced off /auth/login (still signed in when it
 * arrives) nor an admin sent through /shop/home (signed out before it leaves).
 */
export function useLogout(): () => Promise<void> {
  const auth = useAuthStore();
  const announce = useAnnounceSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    auth.dispatch({ type: 'logoutStarted' });
    await endServerSession();
    await navigate(localePath(ROUTES.login), { replace: true });
    announce({ type: 'sessionEnded' });
  }, [auth, announce, navigate]);
}
