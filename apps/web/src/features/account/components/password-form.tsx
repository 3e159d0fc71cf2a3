import { zodResolver } from '@hookform/resolvers/zod';
import { messages, passwordChangeRequestSchema } from '@store/contract';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { InputField } from '#web/components/ui/input-field';
import { toProblem } from '#web/lib/api-client';
import { applyFieldErrors } from '#web/lib/form-errors';
import { t } from '#web/lib/i18n';
import { changePasswordRequest } from '../api/account-api';
import { AccountCard } from './account-card';
import '#web/lib/i18n/en-auth';
import '#web/lib/i18n/en-orders';

const FIELDS = ['currentPassword', 'newPassword'] as const;

/** The contract's password change, plus a confirmation typed twice. */
const passwordFormSchema = passwordChangeRequestSchema
  .extend({ confirmPassword: passwordChangeRequestSchema.shape.currentPassword })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: t('password.mismatch'),
    path: ['confirmPassword'],
  });

/** Current, new and confirmed password, through PUT /auth/password; the other sessions end there. */
export function PasswordForm() {
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setNotice(null);
    try {
      const result = await changePasswordRequest({ currentPassword, newPassword });
      reset();
      setNotice({ tone: 'success', text: result.message ?? messages.PASSWORD_CHANGED });
    } catch (error) {
      const problem = toProblem(error, messages.UPDATE_FAILED);
      if (problem.code === 'WRONG_CURRENT_PASSWORD') {
        setError('currentPassword', { type: 'server', message: problem.message }, { shouldFocus: true });
        return;
      }
      const unmatched = applyFieldErrors(problem.errors, setError, FIELDS);
      if (problem.errors.length === 0 || unmatched.length > 0) setNotice({ tone: 'error', text: problem.message });
    }
  });

  return (
    <AccountCard id="password" title={t('password.title')} description={t('password.text')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        <InputField
          label={t('password.current')}
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <InputField
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.hint.password')}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <InputField
          label={t('password.confirm')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" disabled={isSubmitting} className="self-start">
          {isSubmitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {isSubmitting ? t('password.saving') : t('password.save')}
        </Button>
      </form>
    </AccountCard>
  );
}
