import { BellRing } from 'lucide-react';
import { Form, useActionData } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { EmailField } from '#web/components/ui/email-field';
import { SubmitButton } from '#web/components/ui/submit-button';
import { TitledSection } from '#web/components/ui/titled-section';
import { answerFor, fieldError, formError } from '#web/lib/form-action';
import { t } from '#web/lib/i18n';
import { useSubmitting } from '#web/lib/use-submitting';
import { STOCK_ALERT_INTENT } from '../stock-alert-action';

interface NotifyMeProps {
  /** The signed-in customer's address: the alert goes there and no field is asked. Null for a guest. */
  accountEmail: string | null;
}

/**
 * "Notify me when it's back" under an out-of-stock product's buttons
 * (issue 14 item 8, docs/decisions/037): an e-mail field for a guest, a
 * single button for a signed-in customer, posted to the product page's action
 * (stock-alert-action.ts) before JavaScript too; the server's sentence after.
 */
export function NotifyMe({ accountEmail }: NotifyMeProps) {
  const answer = answerFor(useActionData(), STOCK_ALERT_INTENT);
  const failure = answer?.failure;
  const sending = useSubmitting(STOCK_ALERT_INTENT);
  const atField = fieldError(failure, 'email');
  // A refusal the field does not show (too many alerts, the product gone).
  const refusal = failure && !(atField && !accountEmail) ? formError(failure) : null;

  return (
    <TitledSection
      title={
        <>
          <BellRing aria-hidden="true" className="size-5 shrink-0 text-accent" />
          {t('stockAlert.title')}
        </>
      }
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      titleClassName="flex items-center gap-2 text-base font-semibold text-slate-900"
    >
      {answer?.notice ? (
        <Alert tone="success" className="mt-3">
          {answer.notice}
        </Alert>
      ) : (
        <Form method="post" preventScrollReset noValidate className="mt-2 flex flex-col gap-3">
          <input type="hidden" name="intent" value={STOCK_ALERT_INTENT} />
          <p className="text-sm text-slate-600">
            {accountEmail ? t('stockAlert.accountHint', { email: accountEmail }) : t('stockAlert.guestHint')}
          </p>
          {accountEmail ? null : (
            <EmailField label={t('stockAlert.email')} defaultValue={failure?.values?.email} error={atField} hint={t('stockAlert.privacy')} />
          )}
          {refusal ? <Alert tone="error">{refusal}</Alert> : null}
          <SubmitButton pending={sending} pendingLabel={t('stockAlert.sending')} className="self-start">
            <BellRing aria-hidden="true" className="size-4" />
            {t('stockAlert.submit')}
          </SubmitButton>
        </Form>
      )}
    </TitledSection>
  );
}
