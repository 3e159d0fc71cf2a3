import type { ReactNode } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { Alert } from '#web/components/ui/alert';
import { Dialog } from '#web/components/ui/dialog';
import { PasswordField } from '#web/components/ui/password-field';
import { SubmitButton } from '#web/components/ui/submit-button';
import { answerFor, fieldError } from '#web/lib/form-action';
import { fieldMessage, t } from '#web/lib/i18n';
import { ACCOUNT_INTENTS, DELETE_CONFIRMED } from '../account-actions';

const FIELDS = ['password', 'confirm'];
const CONFIRM_ERROR_ID = 'delete-account-confirm-error';

/** The deletion form's outcome from the account page's action (a success has redirected). */
export function useDeleteAnswer() {
  return answerFor(useActionData(), ACCOUNT_INTENTS.delete);
}

/**
 * The password typed again and an explicit yes, posted to the account page's
 * action (account-actions.ts), which deletes the account with
 * POST /auth/account/delete (docs/decisions/031) and sends the visitor, signed
 * out, to the shop's home. The password travels in the POST body only.
 * `keep` is the way back: the dialog's button, or a link without JavaScript.
 */
export function DeleteAccountForm({ keep }: { keep: ReactNode }) {
  const failure = useDeleteAnswer()?.failure;
  const navigation = useNavigation();
  const deleting = navigation.state !== 'idle' && navigation.formData?.get('intent') === ACCOUNT_INTENTS.delete;
  const confirmError = fieldError(failure, 'confirm');
  // A refusal none of the fields shows (an order on its way, the last admin).
  const refusal = failure && !failure.problem.errors.some((error) => FIELDS.includes(error.path)) ? failure.problem.message : null;

  return (
    <Form method="post" noValidate className="flex flex-col gap-4">
      <input type="hidden" name="intent" value={ACCOUNT_INTENTS.delete} />
      <p className="text-sm text-slate-700">{t('deleteAccount.text')}</p>
      {refusal ? <Alert tone="error">{refusal}</Alert> : null}
      <PasswordField label={t('deleteAccount.password')} name="password" error={fieldError(failure, 'password')} />
      <div>
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            name="confirm"
            value={DELETE_CONFIRMED}
            className="mt-0.5 size-4 shrink-0 rounded border-field accent-danger"
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? CONFIRM_ERROR_ID : undefined}
          />
          {t('deleteAccount.confirm')}
        </label>
        {confirmError ? (
          <p id={CONFIRM_ERROR_ID} className="mt-1.5 text-sm text-danger">
            {fieldMessage(confirmError)}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {keep}
        <SubmitButton className="bg-danger hover:bg-red-700" pending={deleting} pendingLabel={t('deleteAccount.deleting')}>
          {t('deleteAccount.submit')}
        </SubmitButton>
      </div>
    </Form>
  );
}

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  keep: ReactNode;
}

/** The deletion form in a dialog, when JavaScript runs. */
export function DeleteAccountDialog({ open, onOpenChange, keep }: DeleteAccountDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('deleteAccount.title')}>
      <DeleteAccountForm keep={keep} />
    </Dialog>
  );
}
