import type { User } from '@store/contract';
import { Form, useActionData } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { SubmitButton } from '#web/components/ui/submit-button';
import { formError } from '#web/lib/form-action';
import { t } from '#web/lib/i18n';
import { useSubmitting } from '#web/lib/use-submitting';
import { ACCOUNT_INTENTS, type AccountActionData } from '../account-actions';
import { AccountCard } from './account-card';

/**
 * Whether the account's address is confirmed (issue 26 item 2), or the new
 * address waiting for its link (item 8), and, while either waits, a button
 * that e-mails the link again (the API allows a few an hour). Posts to the
 * account page's action; without JavaScript too.
 */
export function EmailConfirmationCard({ user: sessionUser }: { user: User }) {
  const answer = useActionData<AccountActionData>();
  // The profile as just saved (a new address waiting): before JavaScript the page's session still has the old one.
  const user = (answer?.intent === ACCOUNT_INTENTS.profile ? answer.user : undefined) ?? sessionUser;
  const mine = answer?.intent === ACCOUNT_INTENTS.resendConfirmation ? answer : undefined;
  const problem = formError(mine?.failure);
  const sending = useSubmitting(ACCOUNT_INTENTS.resendConfirmation);
  return (
    <AccountCard
      id="email-confirmation"
      title={t('accountEmail.title')}
      description={
        user.pendingEmail
          ? t('accountEmail.pending', { pending: user.pendingEmail, email: user.email })
          : t(user.emailConfirmed ? 'accountEmail.confirmed' : 'accountEmail.unconfirmed', { email: user.email })
      }
    >
      {user.emailConfirmed && !user.pendingEmail ? null : (
        <Form method="post" className="flex flex-col gap-4">
          <input type="hidden" name="intent" value={ACCOUNT_INTENTS.resendConfirmation} />
          {mine?.notice ? <Alert tone="success">{mine.notice}</Alert> : null}
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <SubmitButton variant="secondary" className="self-start" pending={sending} pendingLabel={t('accountEmail.sending')}>
            {t('accountEmail.resend')}
          </SubmitButton>
        </Form>
      )}
    </AccountCard>
  );
}
