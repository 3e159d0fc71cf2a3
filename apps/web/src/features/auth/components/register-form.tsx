import { Form, Link, useActionData, useLocation } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { ContactFields } from '#web/components/ui/contact-fields';
import { PasswordField } from '#web/components/ui/password-field';
import { SubmitButton } from '#web/components/ui/submit-button';
import { fieldError, formError, type ActionFailure } from '#web/lib/form-action';
import { t } from '#web/lib/i18n';
import { readReturnPath } from '../location-state';
import { ROUTES } from '../route-guard';
import { localePath } from '#web/lib/language';

/**
 * Name, e-mail, phone and password, posted to the register page's action
 * (routes/auth-register.tsx). Registering does not log in: the login page
 * comes next, with its notice.
 */
export function RegisterForm() {
  const failure = useActionData<ActionFailure>();
  const location = useLocation();
  const from = readReturnPath(location.state, location.search);
  const message = formError(failure);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('auth.register.title')}</h1>
        <p className="mt-1.5 text-sm text-slate-600">{t('auth.register.subtitle')}</p>
      </div>

      {message ? <Alert tone="error">{message}</Alert> : null}

      <Form method="post" noValidate className="flex flex-col gap-4">
        {from ? <input type="hidden" name="from" value={from} /> : null}
        <ContactFields values={failure?.values} errorOf={(field) => fieldError(failure, field)} />
        <PasswordField chosen label={t('auth.field.password')} name="password" error={fieldError(failure, 'password')} />
        <SubmitButton size="lg" className="mt-2 w-full" pendingLabel={t('auth.register.pending')}>
          {t('auth.register.submit')}
        </SubmitButton>
      </Form>

      <p className="text-center text-sm text-slate-600">
        {t('auth.register.haveAccount')}{' '}
        <Link to={localePath(ROUTES.login)} state={from ? { from } : undefined} className="font-semibold text-accent hover:underline">
          {t('auth.register.toLogin')}
        </Link>
      </p>
    </div>
  );
}
