// /auth/forgot-password (issue 13 item 1): open to guests; the guard sends a signed-in user on.
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form';
import { t } from '#web/lib/i18n';
import { pageMeta } from '#web/lib/page-meta';
import { forgotPasswordAction } from '#web/features/auth/auth-actions';

export const meta = () => pageMeta(t('auth.forgot.pageTitle'), t('auth.forgot.metaDescription'));

/** The form posts here, with JavaScript or without (docs/decisions/045). */
export const action = forgotPasswordAction;

export default function ForgotPasswordRoute() {
  return <ForgotPasswordForm />;
}
