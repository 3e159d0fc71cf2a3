import { MailCheck } from 'lucide-react';
import { Form, Link, useActionData } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { buttonClasses } from '#web/components/ui/button';
import { SubmitButton } from '#web/components/ui/submit-button';
import { formError, type ActionFailure } from '#web/lib/form-action';
import { t } from '#web/lib/i18n';
import { localePath } from '#web/lib/language';

/**
 * The page of an account's confirmation link (issue 26 item 2): one press
 * confirms the address. A button, not the visit: a mail scanner that opens
 * links confirms nobody's address, and a GET writes nothing. Works without JavaScript.
 */
export function ConfirmEmail({ token, signedIn }: { token: string | null; signedIn: boolean }) {
  const answer = useActionData<{ notice?: string; failure?: ActionFailure }>();
  const problem = formError(answer?.failure);
  return (
    <div className="mx-auto w-full max-w-lg rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <MailCheck aria-hidden="true" className="size-8 text-accent" />
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{t('confirmEmail.heading')}</h1>
      {answer?.notice ? (
        <Alert tone="success" className="mt-4">
          {answer.notice}
        </Alert>
      ) : (
        <>
          <p className="mt-3 text-base text-slate-600">{t('confirmEmail.intro')}</p>
          {token === null ? (
            <Alert tone="error" className="mt-4">
              {t('confirmEmail.noToken')}
            </Alert>
          ) : null}
          {problem ? (
            <Alert tone="error" className="mt-4">
              {problem}
            </Alert>
          ) : null}
          {token === null ? null : (
            <Form method="post" className="mt-6">
              <input type="hidden" name="token" value={token} />
              <SubmitButton size="lg" pendingLabel={t('confirmEmail.confirming')}>
                {t('confirmEmail.submit')}
              </SubmitButton>
            </Form>
          )}
        </>
      )}
      <p className="mt-6">
        <Link to={localePath(signedIn ? '/shop/account' : '/shop/home')} className={buttonClasses('ghost', 'sm', '-ms-3')}>
          {signedIn ? t('confirmEmail.account') : t('confirmEmail.back')}
        </Link>
      </p>
    </div>
  );
}
