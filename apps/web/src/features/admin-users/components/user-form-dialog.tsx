import { zodResolver } from '@hookform/resolvers/zod';
import { messages, ROLES, updateUserRequestSchema, type UpdateUserRequest, type User } from '@store/contract';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { InputField } from '../../../components/ui/input-field';
import { SelectField } from '../../../components/ui/select-field';
import { useToast } from '../../../components/ui/toast/use-toast';
import { asApiProblem } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/form-errors';
import { t } from '../../../lib/i18n';
import { useUpdateUserMutation } from '../api/users-admin-api';

const FIELDS = ['name', 'email', 'phone', 'role'] as const;

/** Edit a user's name, e-mail, phone and role. Mounted only while open. */
export function UserFormDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const toast = useToast();
  const [update] = useUpdateUserMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UpdateUserRequest>({
    resolver: zodResolver(updateUserRequestSchema),
    defaultValues: { name: user.name, email: user.email, phone: user.phone, role: user.role },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await update({ id: user._id, body: values }).unwrap();
      toast({ tone: 'success', title: result.message ?? messages.USER_UPDATED });
      onClose();
    } catch (error) {
      const problem = asApiProblem(error, messages.UPDATE_USER_FAILED);
      const unmatched = applyFieldErrors(problem.errors, setError, FIELDS);
      if (problem.errors.length === 0 || unmatched.length > 0) setFormError(problem.message);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('admin.users.editTitle')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <InputField label={t('auth.field.name')} autoComplete="off" error={errors.name?.message} {...register('name')} />
        <InputField label={t('auth.field.email')} type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
        <InputField label={t('auth.field.phone')} type="tel" autoComplete="off" hint={t('auth.hint.phone')} error={errors.phone?.message} {...register('phone')} />
        <SelectField
          label={t('admin.users.role')}
          options={ROLES.map((role) => ({ value: role, label: t(`admin.users.role.${role}`) }))}
          error={errors.role?.message}
          {...register('role')}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('admin.action.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
            {isSubmitting ? t('admin.action.saving') : t('admin.action.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
