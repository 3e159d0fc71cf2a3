import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { sessionEnded } from '../../lib/session-events';
import { useAppDispatch } from '../../lib/redux-hooks';
import { ROUTES } from './route-guard';
import { endServerSession, logoutStarted } from './state/auth-slice';

/**
 * Logout (spec section 2): ends the session, clears user and cart, goes to /auth/login
 * (the data router's navigate settles once the login page is the location).
 * While the logout is under way the route guard holds its redirects, so
 * neither is a customer bounced off /auth/login (still signed in when it
 * arrives) nor an admin sent through /shop/home (signed out before it leaves).
 */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(async () => {
    dispatch(logoutStarted());
    await endServerSession();
    await navigate(ROUTES.login, { replace: true });
    dispatch(sessionEnded());
  }, [dispatch, navigate]);
}
