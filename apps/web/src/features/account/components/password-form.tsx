import { useEffect, useRef } from 'react';
import { Form, useActionData } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { PasswordField } from '#web/components/ui/password-field';
import { SubmitButton } from '#web/components/ui/submit-button';
import { fieldError, type ActionFailure } from '#web/lib/form-action';
import { t } from '#web/lib/i18n';
import { useSubmitting } from '#web/lib/use-submitting';
import { ACCOUNT_INTENTS, type AccountActionData } from '../account-actions';
import { AccountCard } from './account-card';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'];

/** The form-level message: a problem none of the fields shows. */
function unplaced(failure: ActionFailure | undefined): string | null {
  if (!failure) return null;
  const { errors, message } = failure.problem;
  return errors.some((error) => FIELDS.includes(error.path)) ? null : message;
}

/**
 * Current, new and confirmed password, posted to the account page's action
 * (account-actions.ts), which changes it with PUT /auth/password; the other
 * sessions end there. The passwords travel in the POST body only.
 */
export function PasswordForm() {
  const answer = useActionData<AccountActionData>();
  const mine = answer?.intent === ACCOUNT_INTENTS.password ? answer : undefined;
  const failure = mine?.failure;
  const form = useRef<HTMLFormElement>(null);
  const saving = useSubmitting(ACCOUNT_INTENTS.password);

  useEffect(() => {
    // Changed: the fields empty again (before JavaScript the new page has them empty).
    if (mine?.notice) form.current?.reset();
  }, [mine]);

  const problem = unplaced(failure);
  return (
    <AccountCard id="password" title={t('password.title')} description={t('password.text')}>
      <Form ref={form} method="post" noValidate className="flex flex-col gap-4">
        <input type="hidden" name="intent" value={ACCOUNT_INTENTS.password} />
        {mine?.notice ? <Alert tone="success">{mine.notice}</Alert> : null}
        {problem ? <Alert tone="error">{problem}</Alert> : null}
        <PasswordField label={t('password.current')} name="currentPassword" error={fieldError(failure, 'currentPassword')} />
        <PasswordField chosen label={t('password.new')} name="newPassword" error={fieldError(failure, 'newPassword')} />
        <PasswordField
          label={t('password.confirm')}
          name="confirmPassword"
          autoComplete="new-password"
          // Its one error, in the page's language.
          error={fieldError(failure, 'confirmPassword') ? t('password.mismatch') : undefined}
        />
        <SubmitButton className="self-start" pending={saving} pendingLabel={t('password.saving')}>
          {t('password.save')}
        </SubmitButton>
      </Form>
    </AccountCard>
  );
}
