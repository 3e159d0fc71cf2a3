// /auth/login. The form sends the user on through the route guard: to the page
// they came from (router state, or ?from= after the server's redirect), else home.
import { LoginForm } from '#web/features/auth/components/login-form';
import { t } from '#web/lib/i18n';
import { pageMeta } from '#web/lib/page-meta';
import { loginAction } from '#web/features/auth/auth-actions';

export const meta = () => pageMeta(t('auth.login.pageTitle'), t('auth.login.metaDescription'));

/** The form posts here, with JavaScript or without (docs/decisions/045). */
export const action = loginAction;

export default function LoginRoute() {
  return <LoginForm />;
}
