import { zodResolver } from '@hookform/resolvers/zod';
import { messages, ROLES, updateUserRequestSchema, type UpdateUserRequest, type User } from '@store/contract';
import { useForm } from 'react-hook-form';
import { FormDialog } from '#web/components/admin/form-dialog';
import { useFormDialog } from '#web/components/admin/use-form-dialog';
import { InputField } from '#web/components/ui/input-field';
import { SelectField } from '#web/components/ui/select-field';
import { t } from '#web/lib/i18n';
import { useUpdateUserMutation } from '../api/users-admin-api';

const FIELDS = ['name', 'email', 'phone', 'role'] as const;

/** Edit a user's name, e-mail, phone and role. Mounted only while open. */
export function UserFormDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const update = useUpdateUserMutation();
  const form = useForm<UpdateUserRequest>({
    resolver: zodResolver(updateUserRequestSchema),
    defaultValues: { name: user.name, email: user.email, phone: user.phone, role: user.role },
  });
  const { dialog, register, errors } = useFormDialog({
    form,
    save: (body) => update.mutateAsync({ id: user._id, body }),
    saved: messages.USER_UPDATED,
    failed: messages.UPDATE_USER_FAILED,
    fields: FIELDS,
    onClose,
  });

  return (
    <FormDialog title={t('admin.users.editTitle')} {...dialog}>
      <InputField label={t('auth.field.name')} autoComplete="off" error={errors.name?.message} {...register('name')} />
      <InputField label={t('auth.field.email')} type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
      <InputField label={t('auth.field.phone')} type="tel" autoComplete="off" hint={t('auth.hint.phone')} error={errors.phone?.message} {...register('phone')} />
      <SelectField
        label={t('admin.users.role')}
        options={ROLES.map((role) => ({ value: role, label: t(`admin.users.role.${role}`) }))}
        error={errors.role?.message}
        {...register('role')}
      />
    </FormDialog>
  );
}
