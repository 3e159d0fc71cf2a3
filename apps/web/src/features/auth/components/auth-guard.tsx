import { useEffect, useRef } from 'react';
import type { User } from '@store/contract';
import { Navigate, Outlet, useLoaderData, useLocation, useNavigation } from 'react-router';
import { FullPageSpinner } from '#web/components/ui/spinner';
import { t } from '#web/lib/i18n';
import { readReturnPath } from '../location-state';
import { decideRoute, ROUTES } from '../route-guard';
import { useAuth, useAuthStore } from '../state/auth-context';
import { useAnnounceSession } from '#web/lib/session-events';
import { englishPath } from '#web/lib/language';

/**
 * A session that began on the server (a login, a password reset: route actions
 * that set the cookie and redirect) reaches the browser's state through the
 * guard's loader, which answers the session on every navigation: the user is
 * signed in here and the cart hears it (the server cart, the guest cart merged
 * into it). A logout ends the session in the browser itself (use-logout.ts).
 */
function useSessionFromServer(serverUser: User | null | undefined): void {
  const { user, isLoggingOut } = useAuth();
  const auth = useAuthStore();
  const announce = useAnnounceSession();
  const answered = useRef(serverUser);
  useEffect(() => {
    const before = answered.current;
    answered.current = serverUser;
    if (isLoggingOut) return;
    if (serverUser === null && before && user) {
      announce({ type: 'sessionEnded' });
      return;
    }
    if (!serverUser || user?._id === serverUser._id) return;
    auth.dispatch({ type: 'loginSucceeded', user: serverUser });
    announce({ type: 'sessionStarted', user: serverUser });
  }, [serverUser, user, isLoggingOut, auth, announce]);
}

/** Wraps the guarded routes; the rules themselves are in `decideRoute`. */
export function AuthGuard() {
  const { isLoading, isAuthenticated, user, isLoggingOut } = useAuth();
  const location = useLocation();
  const pending = useNavigation().state !== 'idle';
  const auth = useAuthStore();
  const onLogin = englishPath(location.pathname) === ROUTES.login;
  useSessionFromServer(useLoaderData<{ user: User | null } | null>()?.user);

  // A logout is over once the signed-out user stands on the login page.
  useEffect(() => {
    if (isLoggingOut && onLogin && !isAuthenticated) auth.dispatch({ type: 'logoutFinished' });
  }, [auth, isLoggingOut, onLogin, isAuthenticated]);

  if (isLoading) return <FullPageSpinner label={t('common.checkingSession')} />;
  // During a logout no redirect applies: the login page shows, anything else waits
  // (React may render the old page with the session already gone before the router moves).
  if (isLoggingOut) return onLogin ? <Outlet /> : <FullPageSpinner label={t('common.checkingSession')} />;

  const from = readReturnPath(location.state, location.search);
  const decision = decideRoute({
    pathname: location.pathname,
    isAuthenticated,
    role: user?.role ?? null,
    from,
  });
  if (decision.redirect) {
    // The router is already leaving this page (the next page's chunk is loading): judge the next page when it arrives.
    if (pending) return <Outlet />;
    const state = decision.rememberFrom ? { from: `${decision.rememberFrom}${location.search}` } : undefined;
    return <Navigate to={decision.redirect} replace state={state} />;
  }
  return <Outlet />;
}
