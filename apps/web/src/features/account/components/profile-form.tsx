import { zodResolver } from '@hookform/resolvers/zod';
import { LANGUAGES, messages, profileUpdateRequestSchema, type User } from '@store/contract';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { InputField } from '#web/components/ui/input-field';
import { SelectField } from '#web/components/ui/select-field';
import { toProblem } from '#web/lib/api-client';
import { applyFieldErrors } from '#web/lib/form-errors';
import { t } from '#web/lib/i18n';
import { useAnnounceSession } from '#web/lib/session-events';
import { updateProfileRequest } from '../api/account-api';
import { AccountCard } from './account-card';
import '#web/lib/i18n/en-auth';
import '#web/lib/i18n/en-orders';
import '#web/lib/i18n/en-profile-language';

const FIELDS = ['name', 'email', 'phone', 'preferredLanguage'] as const;
// Each language by its own name, marked as that language.
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`), lang: language }));

/** Name, e-mail, phone and the e-mails' language, checked with the contract's schema and saved with PUT /auth/profile/{id}. */
export function ProfileForm({ user }: { user: User }) {
  const announce = useAnnounceSession();
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(profileUpdateRequestSchema),
    defaultValues: { name: user.name, email: user.email, phone: user.phone, preferredLanguage: user.preferredLanguage },
  });

  const onSubmit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      const saved = await updateProfileRequest(user._id, values);
      // The header's avatar and the checkout read the user from the auth state.
      announce({ type: 'profileUpdated', user: saved.user });
      reset({ name: saved.user.name, email: saved.user.email, phone: saved.user.phone, preferredLanguage: saved.user.preferredLanguage });
      setNotice({ tone: 'success', text: saved.message ?? messages.PROFILE_UPDATED });
    } catch (error) {
      const problem = toProblem(error, messages.UPDATE_FAILED);
      const unmatched = applyFieldErrors(problem.errors, setError, FIELDS);
      if (problem.errors.length === 0 || unmatched.length > 0) setNotice({ tone: 'error', text: problem.message });
    }
  });

  return (
    <AccountCard id="profile" title={t('profile.title')} description={t('profile.text')}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {notice ? <Alert tone={notice.tone}>{notice.text}</Alert> : null}
        <InputField label={t('auth.field.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
        <InputField
          label={t('auth.field.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <InputField
          label={t('auth.field.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t('auth.hint.phone')}
          error={errors.phone?.message}
          {...register('phone')}
        />
        <SelectField
          label={t('profile.language')}
          hint={t('profile.languageHint')}
          options={LANGUAGE_OPTIONS}
          error={errors.preferredLanguage?.message}
          {...register('preferredLanguage')}
        />
        <Button type="submit" disabled={isSubmitting} className="self-start">
          {isSubmitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
          {isSubmitting ? t('profile.saving') : t('profile.save')}
        </Button>
      </form>
    </AccountCard>
  );
}
