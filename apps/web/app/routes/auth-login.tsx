// /auth/login. The form sends the user on through the route guard: to the page
// they came from (router state, or ?from= after the server's redirect), else home.
import type { MetaFunction } from 'react-router';
import { LoginForm } from '#web/features/auth/components/login-form';
import { t } from '#web/lib/i18n';
import { pageTitle } from '#web/lib/use-page-meta';
import { loginAction } from '#web/features/auth/auth-actions';

export const meta: MetaFunction = () => [
  { title: pageTitle(t('auth.login.pageTitle')) },
  { name: 'description', content: t('auth.login.metaDescription') },
];

/** The form posts here, with JavaScript or without (docs/decisions/045). */
export const action = loginAction;

export default function LoginRoute() {
  return <LoginForm />;
}
