import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionEnded } from '../../lib/session-events';
import { useAppDispatch } from '../../lib/redux-hooks';
import { ROUTES } from './route-guard';
import { endServerSession } from './state/auth-slice';

/**
 * Logout (spec section 2): ends the session, clears user and cart, goes to /auth/login.
 * The navigation starts in the same tick as the session ends: the route guard
 * waits for a navigation under way, so an admin is not sent to /shop/home on the way.
 */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    await endServerSession();
    // flushSync: the guard must see the navigation under way before it sees the session end.
    const arrived = navigate(ROUTES.login, { replace: true, flushSync: true });
    dispatch(sessionEnded());
    await arrived;
  }, [dispatch, navigate]);
}
