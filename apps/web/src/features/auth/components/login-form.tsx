import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { loginRequestSchema } from '@store/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { InputField } from '#web/components/ui/input-field';
import { applyFieldErrors } from '#web/lib/form-errors';
import { t } from '#web/lib/i18n';
import { storeConfig } from '#web/lib/store-config';
import { readAuthLocationState, readReturnPath } from '../location-state';
import { PASSWORD_RESET_ROUTES } from '../password-reset-paths';
import { ROUTES } from '../route-guard';
import { useAuthActions } from '../state/auth-context';
import '#web/lib/i18n/en-auth';
import { localePath } from '#web/lib/language';

const FIELDS = ['email', 'password'] as const;

/**
 * Email and password, checked with the contract's schema. On success the
 * route guard sends the user on: admins to the dashboard, customers to the
 * page they came from or the shop's home.
 */
export function LoginForm() {
  const { logIn } = useAuthActions();
  const { state, search } = useLocation();
  const { registered } = readAuthLocationState(state);
  const from = readReturnPath(state, search);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await logIn(values);
    if (!result.ok) {
      applyFieldErrors(result.problem.errors, setError, FIELDS);
      setFormError(result.problem.message);
    }
  });

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('auth.login.title')}</h1>
        <p className="mt-1.5 text-sm text-slate-600">{t('auth.login.subtitle', { brand: storeConfig.storeName })}</p>
      </div>

      {formError ? <Alert tone="error">{formError}</Alert> : null}
      {registered && !formError ? <Alert tone="success">{t('auth.registeredNotice')}</Alert> : null}

      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <InputField
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth.placeholder.email')}
          error={errors.email?.message}
          {...register('email')}
        />
        <InputField
          label={t('auth.field.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Link to={localePath(PASSWORD_RESET_ROUTES.forgotPassword)} className="-mt-1 self-end text-sm font-semibold text-accent hover:underline">
          {t('auth.login.forgot')}
        </Link>
        <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2 w-full">
          {isSubmitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {isSubmitting ? t('auth.login.pending') : t('auth.login.submit')}
        </Button>
      </form>

      <p className="text-center text-sm text-slate-600">
        {t('auth.login.noAccount')}{' '}
        <Link to={localePath(ROUTES.register)} state={from ? { from } : undefined} className="font-semibold text-accent hover:underline">
          {t('auth.login.toRegister')}
        </Link>
      </p>
    </div>
  );
}
