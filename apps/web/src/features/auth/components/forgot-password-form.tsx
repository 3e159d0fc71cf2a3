import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import { forgotPasswordRequestSchema, messages } from '@store/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { InputField } from '#web/components/ui/input-field';
import { toProblem } from '#web/lib/api-client';
import { applyFieldErrors } from '#web/lib/form-errors';
import { t } from '#web/lib/i18n';
import { forgotPasswordRequest } from '../api/password-reset-api';
import { ROUTES } from '../route-guard';
import '#web/lib/i18n/en-auth';
import { localePath } from '#web/lib/language';

const FIELDS = ['email'] as const;

/**
 * Asks for a reset link (issue 13 item 1). The server answers one neutral
 * sentence whether an account has the e-mail or not, and the page shows it
 * as it comes: it cannot tell either.
 */
export function ForgotPasswordForm() {
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordRequestSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      const answer = await forgotPasswordRequest(values);
      setNotice({ tone: 'success', text: answer.message ?? messages.RESET_LINK_SENT });
    } catch (error) {
      const problem = toProblem(error, messages.RESET_REQUEST_FAILED);
      applyFieldErrors(problem.errors, setError, FIELDS);
      setNotice({ tone: 'error', text: problem.message });
    }
  });

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('auth.forgot.title')}</h1>
        <p className="mt-1.5 text-sm text-slate-600">{t('auth.forgot.subtitle')}</p>
      </div>

      {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}

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
        <Button type="submit" size="lg" disabled={isSubmitting} className="mt-2 w-full">
          {isSubmitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {isSubmitting ? t('auth.forgot.pending') : t('auth.forgot.submit')}
        </Button>
      </form>

      <p className="text-center text-sm text-slate-600">
        <Link to={localePath(ROUTES.login)} className="font-semibold text-accent hover:underline">
          {t('auth.forgot.backToLogin')}
        </Link>
      </p>
    </div>
  );
}
