import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountRequestSchema, messages } from '@store/contract';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { InputField } from '#web/components/ui/input-field';
import { toProblem } from '#web/lib/api-client';
import { applyFieldErrors } from '#web/lib/form-errors';
import { t } from '#web/lib/i18n';
import { deleteAccountRequest } from '../api/account-api';
import '#web/lib/i18n/en-account-data';

const FIELDS = ['password', 'confirm'] as const;
const CONFIRM_ERROR_ID = 'delete-account-confirm-error';

/** The contract's request, with the box a checkbox: unticked says what to do. */
const deleteAccountFormSchema = deleteAccountRequestSchema.extend({
  confirm: z.boolean().refine((ticked) => ticked, { message: messages.DELETE_ACCOUNT_CONFIRM_REQUIRED }),
});

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account is gone and the session with it. */
  onDeleted: (message: string) => void;
}

/** The password typed again and an explicit yes, then POST /auth/account/delete (docs/decisions/031). */
export function DeleteAccountDialog({ open, onOpenChange, onDeleted }: DeleteAccountDialogProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(deleteAccountFormSchema), defaultValues: { password: '', confirm: false } });

  const onSubmit = handleSubmit(async (form) => {
    setRefusal(null);
    try {
      const result = await deleteAccountRequest({ password: form.password, confirm: true });
      onDeleted(result.message ?? messages.ACCOUNT_DELETED);
    } catch (error) {
      const problem = toProblem(error, messages.DELETE_ACCOUNT_FAILED);
      const unmatched = applyFieldErrors(problem.errors, setError, FIELDS);
      if (problem.errors.length === 0 || unmatched.length > 0) setRefusal(problem.message);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('deleteAccount.title')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">{t('deleteAccount.text')}</p>
        {refusal ? <Alert tone="error">{refusal}</Alert> : null}
        <InputField
          label={t('deleteAccount.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div>
          <label className="flex items-start gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 rounded border-field accent-danger"
              aria-invalid={errors.confirm ? true : undefined}
              aria-describedby={errors.confirm ? CONFIRM_ERROR_ID : undefined}
              {...register('confirm')}
            />
            {t('deleteAccount.confirm')}
          </label>
          {errors.confirm?.message ? (
            <p id={CONFIRM_ERROR_ID} className="mt-1.5 text-sm text-danger">
              {errors.confirm.message}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('deleteAccount.keep')}
          </Button>
          <Button type="submit" className="bg-danger hover:bg-red-700" disabled={isSubmitting}>
            {isSubmitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {isSubmitting ? t('deleteAccount.deleting') : t('deleteAccount.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
