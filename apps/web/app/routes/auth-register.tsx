// /auth/register: registering does not log in; the form goes on to the login page with a notice.
import { RegisterForm } from '#web/features/auth/components/register-form';
import { t } from '#web/lib/i18n';
import { pageMeta } from '#web/lib/page-meta';
import { registerAction } from '#web/features/auth/auth-actions';

export const meta = () => pageMeta(t('auth.register.pageTitle'), t('auth.register.metaDescription'));

/** The form posts here, with JavaScript or without (docs/decisions/045). */
export const action = registerAction;

export default function RegisterRoute() {
  return <RegisterForm />;
}
