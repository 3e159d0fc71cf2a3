// /auth/forgot-password (issue 13 item 1): open to guests; the guard sends a signed-in user on.
import type { MetaFunction } from 'react-router';
import { ForgotPasswordForm } from '#web/features/auth/components/forgot-password-form';
import { t } from '#web/lib/i18n';
import { pageTitle } from '#web/lib/use-page-meta';
import { forgotPasswordAction } from '#web/features/auth/auth-actions';

export const meta: MetaFunction = () => [
  { title: pageTitle(t('auth.forgot.pageTitle')) },
  { name: 'description', content: t('auth.forgot.metaDescription') },
];

/** The form posts here, with JavaScript or without (docs/decisions/045). */
export const action = forgotPasswordAction;

export default function ForgotPasswordRoute() {
  return <ForgotPasswordForm />;
}
