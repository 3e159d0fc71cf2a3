import { Search } from 'lucide-react';
import { Form } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { InputField } from '#web/components/ui/input-field';
import { SubmitButton } from '#web/components/ui/submit-button';
import { TitledSection } from '#web/components/ui/titled-section';
import { fieldError, formError, type ActionFailure } from '#web/lib/form-action';
import { t } from '#web/lib/i18n';
import { localePath } from '#web/lib/language';
import { useSubmitting } from '#web/lib/use-submitting';
import { TRACK_PAGE } from '../api/track-api';
import { TRACK_INTENTS } from '../track-actions';

interface TrackFormProps {
  /** The refused lookup: the API's message and field errors, and the fields as typed. */
  failure?: ActionFailure | undefined;
  /** Why an e-mail's link showed nothing (TRACK_LINK_INVALID). */
  linkError?: string | null;
}

/**
 * Order number plus the e-mail or phone of the checkout, posted to the page's
 * action (track-actions.ts): it works before JavaScript, and the token it earns
 * never reaches an address. Every miss reads the same (the server's neutral
 * TRACK_NOT_FOUND), and so does a 429 after too many tries: the server's
 * sentence says how long to wait.
 */
export function TrackForm({ failure, linkError }: TrackFormProps) {
  const message = formError(failure) ?? linkError ?? null;
  const finding = useSubmitting(TRACK_INTENTS.lookup);
  return (
    <TitledSection headingId="track-form" title={t('track.formTitle')} card="main" className="mx-auto w-full max-w-lg">
      <p className="mt-1 text-sm text-slate-600">{t('track.intro')}</p>
      <Form method="post" action={localePath(TRACK_PAGE)} noValidate className="mt-5 flex flex-col gap-4">
        <input type="hidden" name="intent" value={TRACK_INTENTS.lookup} />
        {message ? <Alert tone="error">{message}</Alert> : null}
        <InputField
          label={t('track.orderNumber')}
          hint={t('track.orderNumberHint')}
          name="orderNumber"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          defaultValue={failure?.values?.orderNumber}
          error={fieldError(failure, 'orderNumber')}
        />
        <InputField
          label={t('track.contact')}
          name="contact"
          autoComplete="email"
          dir="ltr"
          defaultValue={failure?.values?.contact}
          error={fieldError(failure, 'contact')}
        />
        <SubmitButton className="self-start" pending={finding} pendingLabel={t('track.finding')}>
          <Search aria-hidden="true" className="size-4" />
          {t('track.find')}
        </SubmitButton>
      </Form>
    </TitledSection>
  );
}
