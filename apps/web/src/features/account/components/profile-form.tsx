import { LANGUAGES, type User } from '@store/contract';
import { useEffect, useState } from 'react';
import { Form, useActionData } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { ContactFields } from '#web/components/ui/contact-fields';
import { PasswordField } from '#web/components/ui/password-field';
import { SelectField } from '#web/components/ui/select-field';
import { SubmitButton } from '#web/components/ui/submit-button';
import { fieldError, formError } from '#web/lib/form-action';
import { t } from '#web/lib/i18n';
import { useAnnounceSession } from '#web/lib/session-events';
import { useSubmitting } from '#web/lib/use-submitting';
import { ACCOUNT_INTENTS, type AccountActionData } from '../account-actions';
import { AccountCard } from './account-card';

// Each language by its own name, marked as that language. Said when the form renders, never when its module
// loads: the catalogue's parts are added for the page before it renders (lib/i18n.ts, "Texts load per route").
const languageOptions = () => LANGUAGES.map((language) => ({ value: language, label: t(`language.${language}`), lang: language }));

/**
 * Name, e-mail, phone and the e-mails' language, posted to the account page's
 * action (account-actions.ts), which saves them with PUT /auth/profile/{id}:
 * it works before JavaScript, and the API's field errors show at the fields.
 * A new e-mail address needs the current password (issue 26 item 8): the field
 * shows once the address differs from the sign-in one (before JavaScript, when
 * the API asked for it), and the address waits for its link (the e-mail card).
 */
export function ProfileForm({ user }: { user: User }) {
  const announce = useAnnounceSession();
  const answer = useActionData<AccountActionData>();
  const mine = answer?.intent === ACCOUNT_INTENTS.profile ? answer : undefined;
  const failure = mine?.failure;
  // The profile as just saved (before JavaScript the page's session still has the old one).
  const shown = mine?.user ?? user;
  const saving = useSubmitting(ACCOUNT_INTENTS.profile);
  // The address typed since the last answer (followed after hydration), to ask for the password only when it
  // changes; a new answer starts again from the sign-in address (a new one waits in the e-mail card).
  const [typed, setTyped] = useState<{ after: AccountActionData | undefined; email: string } | null>(null);
  const typedEmail = typed && typed.after === mine ? typed.email : null;

  useEffect(() => {
    // The header's avatar and the checkout read the user from the auth state.
    if (mine?.user) announce({ type: 'profileUpdated', user: mine.user });
  }, [mine, announce]);

  const values = failure?.values ?? shown;
  const email = (typedEmail ?? values.email ?? '').trim().toLowerCase();
  const passwordError = fieldError(failure, 'currentPassword');
  const asksPassword = email !== shown.email.toLowerCase() || passwordError !== undefined;
  return (
    <AccountCard id="profile" title={t('profile.title')} description={t('profile.text')}>
      {/* A new save starts the fields from what the server kept (a phone number in its one spelling, the sign-in address). */}
      <Form key={`${shown.name}|${shown.email}|${shown.pendingEmail ?? ''}|${shown.phone}|${shown.preferredLanguage}`} method="post" noValidate className="flex flex-col gap-4">
        <input type="hidden" name="intent" value={ACCOUNT_INTENTS.profile} />
        {mine?.notice ? <Alert tone="success">{mine.notice}</Alert> : null}
        {failure ? <Alert tone="error">{formError(failure)}</Alert> : null}
        <ContactFields
          values={values}
          errorOf={(field) => fieldError(failure, field)}
          bind={(field) => (field === 'email' ? { name: field, onChange: (event) => setTyped({ after: mine, email: event.target.value }) } : { name: field })}
        />
        {asksPassword ? (
          <PasswordField label={t('profile.currentPassword')} hint={t('profile.currentPasswordHint')} name="currentPassword" error={passwordError} />
        ) : null}
        <SelectField
          label={t('profile.language')}
          hint={t('profile.languageHint')}
          name="preferredLanguage"
          options={languageOptions()}
          defaultValue={values.preferredLanguage}
          error={fieldError(failure, 'preferredLanguage')}
        />
        <SubmitButton className="self-start" pending={saving} pendingLabel={t('profile.saving')}>
          {t('profile.save')}
        </SubmitButton>
      </Form>
    </AccountCard>
  );
}
