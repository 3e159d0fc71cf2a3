import { Form, Link, useActionData } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { EmailField } from '#web/components/ui/email-field';
import { SubmitButton } from '#web/components/ui/submit-button';
import { fieldError, formError, type ActionFailure } from '#web/lib/form-action';
import { t } from '#web/lib/i18n';
import { ROUTES } from '../route-guard';
import { localePath } from '#web/lib/language';

/** The action's answer: the neutral sentence, or the problem. */
type ForgotAnswer = { sent: string } | ActionFailure;

/**
 * Asks for a reset link (docs/decisions/020), posted to the page's action
 * (routes/auth-forgot-password.tsx), so it works before JavaScript and the
 * e-mail never reaches an address. The server answers one neutral sentence
 * whether an account has the e-mail or not, and the page shows it as it
 * comes: it cannot tell either.
 */
export function ForgotPasswordForm() {
  const answer = useActionData<ForgotAnswer>();
  const failure = answer && 'problem' in answer ? answer : undefined;
  const sent = answer && 'sent' in answer ? answer.sent : null;
  const message = formError(failure);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('auth.forgot.title')}</h1>
        <p className="mt-1.5 text-sm text-slate-600">{t('auth.forgot.subtitle')}</p>
      </div>

      {sent ? <Alert tone="success">{sent}</Alert> : null}
      {message ? <Alert tone="error">{message}</Alert> : null}

      <Form method="post" noValidate className="flex flex-col gap-4">
        <EmailField defaultValue={failure?.values?.email} error={fieldError(failure, 'email')} />
        <SubmitButton size="lg" className="mt-2 w-full" pendingLabel={t('auth.forgot.pending')}>
          {t('auth.forgot.submit')}
        </SubmitButton>
      </Form>

      <p className="text-center text-sm text-slate-600">
        <Link to={localePath(ROUTES.login)} className="font-semibold text-accent hover:underline">
          {t('auth.forgot.backToLogin')}
        </Link>
      </p>
    </div>
  );
}
