import { Form } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { SubmitButton } from '#web/components/ui/submit-button';
import { TextareaField } from '#web/components/ui/textarea-field';
import { TitledSection } from '#web/components/ui/titled-section';
import { fieldError, formError, type ActionFailure } from '#web/lib/form-action';
import { t } from '#web/lib/i18n';
import { useSubmitting } from '#web/lib/use-submitting';
import { TRACK_INTENTS } from '../track-actions';

/** How this page may cancel: the guest's token, or the signed-in owner's order id (their session authorises it). */
export type CancelAuthority = { token: string } | { orderId: string };

interface CancelOrderFormProps {
  authority: CancelAuthority;
  /** The refused cancellation: the API's message (a 409 when the store moved the order on) and the reason as typed. */
  failure?: ActionFailure | undefined;
}

/** The reason and the button, posted to the page's action; the server re-checks the status and answers 409 when it has moved on. */
export function CancelOrderForm({ authority, failure }: CancelOrderFormProps) {
  const message = formError(failure);
  const cancelling = useSubmitting(TRACK_INTENTS.cancel);
  return (
    <TitledSection
      headingId="cancel-order"
      title={t('track.cancelTitle')}
      className="rounded-2xl border border-red-200 bg-white p-5 shadow-sm"
      titleClassName="text-base font-semibold text-slate-900"
    >
      <p className="mt-1 text-sm text-slate-600">{t('track.cancelText')}</p>
      {/*
        To the page's own address: the bare page after a lookup, the owner's ?order=, or the e-mail's
        link as it came (its reload then shows the cancelled order); the token itself goes in the body.
      */}
      <Form method="post" noValidate className="mt-4 flex flex-col gap-3">
        <input type="hidden" name="intent" value={TRACK_INTENTS.cancel} />
        {/* In the body only: the token never goes into an address. */}
        {'token' in authority ? <input type="hidden" name="token" value={authority.token} /> : <input type="hidden" name="orderId" value={authority.orderId} />}
        {message ? <Alert tone="error">{message}</Alert> : null}
        <TextareaField
          label={t('track.cancelReason')}
          hint={t('track.cancelReasonHint')}
          name="reason"
          rows={3}
          maxLength={300}
          defaultValue={failure?.values?.reason}
          error={fieldError(failure, 'reason')}
        />
        <SubmitButton variant="secondary" pending={cancelling} pendingLabel={t('track.cancelling')} className="self-start border-red-300 text-red-700 hover:bg-red-50">
          {t('track.cancelConfirm')}
        </SubmitButton>
      </Form>
    </TitledSection>
  );
}
