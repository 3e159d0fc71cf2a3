// /auth/reset-password#token=… (issue 13 item 1, docs/decisions/020): the link of a reset e-mail.
import type { HeadersFunction, MetaFunction } from 'react-router';
import { ResetPasswordForm } from '#web/features/auth/components/reset-password-form';
import { t } from '#web/lib/i18n';
import { pageTitle } from '#web/lib/use-page-meta';
import { resetPasswordAction } from '#web/features/auth/auth-actions';

export const meta: MetaFunction = () => [
  { title: pageTitle(t('auth.reset.pageTitle')) },
  { name: 'description', content: t('auth.reset.metaDescription') },
  // A link followed from this page never tells the next site where it came from.
  { name: 'referrer', content: 'no-referrer' },
  { name: 'robots', content: 'noindex' },
];

/** The header as well as the meta tag: the page's own requests and links send no Referer. */
export const headers: HeadersFunction = () => ({ 'Referrer-Policy': 'no-referrer' });

/** The form posts here, with JavaScript or without (docs/decisions/045). */
export const action = resetPasswordAction;

export default function ResetPasswordRoute() {
  return <ResetPasswordForm />;
}
