import { useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { FullPageSpinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { readAuthLocationState } from '../location-state';
import { decideRoute } from '../route-guard';
import { selectAuth } from '../state/auth-slice';

/** Wraps the guarded routes; the rules themselves are in `decideRoute`. */
export function AuthGuard() {
  const { isLoading, isAuthenticated, user } = useSelector(selectAuth);
  const location = useLocation();
  const navigation = useNavigation();

  if (isLoading) return <FullPageSpinner label={t('common.checkingSession')} />;

  const { from } = readAuthLocationState(location.state);
  const decision = decideRoute({
    pathname: location.pathname,
    isAuthenticated,
    role: user?.role ?? null,
    from,
  });
  if (decision.redirect) {
    // The router is already leaving this page (e.g. logout on its way to login):
    // judge the next page when it arrives instead of redirecting from this one.
    if (navigation.state !== 'idle') return <Outlet />;
    const state = decision.rememberFrom ? { from: `${decision.rememberFrom}${location.search}` } : undefined;
    return <Navigate to={decision.redirect} replace state={state} />;
  }
  return <Outlet />;
}
