import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { registerRequestSchema } from '@store/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { InputField } from '#web/components/ui/input-field';
import { applyFieldErrors } from '#web/lib/form-errors';
import { t } from '#web/lib/i18n';
import { readReturnPath } from '../location-state';
import { ROUTES } from '../route-guard';
import { useAuthActions } from '../state/auth-context';
import '#web/lib/i18n/en-auth';
import { localePath } from '#web/lib/language';

const FIELDS = ['name', 'email', 'phone', 'password'] as const;

/** Name, e-mail, phone and password. Registering does not log in: the login page comes next. */
export function RegisterForm() {
  const { register: registerUser } = useAuthActions();
  const navigate = useNavigate();
  const location = useLocation();
  const from = readReturnPath(location.state, location.search);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { name: '', email: '', phone: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const result = await registerUser(values);
    if (result.ok) {
      await navigate(localePath(ROUTES.login), { state: { registered: true, from } });
      return;
    }
    applyFieldErrors(result.problem.errors, setError, FIELDS);
    setFormError(result.problem.message);
  });

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('auth.register.title')}</h1>
        <p className="mt-1.5 text-sm text-slate-600">{t('auth.register.subtitle')}</p>
      </div>

      {formError ? <Alert tone="error">{formError}</Alert> : null}

      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <InputField
          label={t('auth.field.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
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
          label={t('auth.field.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={t('auth.placeholder.phone')}
          hint={t('auth.hint.phone')}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <InputField
          label={t('auth.field.password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.hint.password')}
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2 w-full">
          {isSubmitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {isSubmitting ? t('auth.register.pending') : t('auth.register.submit')}
        </Button>
      </form>

      <p className="text-center text-sm text-slate-600">
        {t('auth.register.haveAccount')}{' '}
        <Link to={localePath(ROUTES.login)} state={from ? { from } : undefined} className="font-semibold text-accent hover:underline">
          {t('auth.register.toLogin')}
        </Link>
      </p>
    </div>
  );
}
