import { Form, Link, useActionData, useLocation } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { EmailField } from '#web/components/ui/email-field';
import { PasswordField } from '#web/components/ui/password-field';
import { SubmitButton } from '#web/components/ui/submit-button';
import { fieldError, formError, type ActionFailure } from '#web/lib/form-action';
import { t } from '#web/lib/i18n';
import { storeConfig } from '#web/lib/store-config';
import { readReturnPath, REGISTERED_PARAM } from '../location-state';
import { PASSWORD_RESET_ROUTES } from '../password-reset-paths';
import { ROUTES } from '../route-guard';
import { localePath } from '#web/lib/language';

/**
 * Email and password, posted to the login page's action (routes/auth-login.tsx):
 * it works before JavaScript, and the password never reaches an address. The
 * API checks the fields with the contract's schema; its field errors show at
 * the fields. On success the route guard sends the user on: admins to the
 * dashboard, customers to the page they came from or the shop's home.
 */
export function LoginForm() {
  const failure = useActionData<ActionFailure>();
  const { state, search } = useLocation();
  const from = readReturnPath(state, search);
  const registered = new URLSearchParams(search).has(REGISTERED_PARAM);
  const message = formError(failure);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('auth.login.title')}</h1>
        <p className="mt-1.5 text-sm text-slate-600">{t('auth.login.subtitle', { brand: storeConfig.storeName })}</p>
      </div>

      {message ? <Alert tone="error">{message}</Alert> : null}
      {registered && !failure ? <Alert tone="success">{t('auth.registeredNotice')}</Alert> : null}

      <Form method="post" noValidate className="flex flex-col gap-4">
        {from ? <input type="hidden" name="from" value={from} /> : null}
        <EmailField defaultValue={failure?.values?.email} error={fieldError(failure, 'email')} />
        <PasswordField label={t('auth.field.password')} name="password" error={fieldError(failure, 'password')} />
        <Link to={localePath(PASSWORD_RESET_ROUTES.forgotPassword)} className="-mt-1 self-end text-sm font-semibold text-accent hover:underline">
          {t('auth.login.forgot')}
        </Link>
        <SubmitButton size="lg" className="mt-2 w-full" pendingLabel={t('auth.login.pending')}>
          {t('auth.login.submit')}
        </SubmitButton>
      </Form>

      <p className="text-center text-sm text-slate-600">
        {t('auth.login.noAccount')}{' '}
        <Link to={localePath(ROUTES.register)} state={from ? { from } : undefined} className="font-semibold text-accent hover:underline">
          {t('auth.login.toRegister')}
        </Link>
      </p>
    </div>
  );
}
