import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { FullPageSpinner } from '#web/components/ui/spinner';
import { t } from '#web/lib/i18n';
import { readReturnPath } from '../location-state';
import { decideRoute, ROUTES } from '../route-guard';
import { useAuth, useAuthStore } from '../state/auth-context';
import { englishPath } from '#web/lib/language';

/** Wraps the guarded routes; the rules themselves are in `decideRoute`. */
export function AuthGuard() {
  const { isLoading, isAuthenticated, user, isLoggingOut } = useAuth();
  const location = useLocation();
  const pending = useNavigation().state !== 'idle';
  const auth = useAuthStore();
  const onLogin = englishPath(location.pathname) === ROUTES.login;

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
