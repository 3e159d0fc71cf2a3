// The confirmation page's route action (issue 26 item 2, docs/decisions/045):
// its one button posts the link's token here, before JavaScript as a plain form
// and after it through `Form`; the API confirms the address. The visit itself
// confirms nothing: a mail scanner that opens the link must not.
import type { ActionFunctionArgs } from 'react-router';
import { messages, type StoreLoadContext } from '@store/contract';
import { actionFailure, readFormFields, submitToApi } from '#web/lib/form-action';
import { catalogueLang, withLang } from '#web/lib/language';

/** The longest token a link carries (the API refuses longer ones too). */
export const CONFIRM_TOKEN_MAX = 300;

/** The token of the page's address (`?token=`), or null. */
export function confirmToken(url: string): string | null {
  const token = new URL(url).searchParams.get('token');
  return token && token.length <= CONFIRM_TOKEN_MAX ? token : null;
}

export async function confirmEmailAction({ request, context }: ActionFunctionArgs<StoreLoadContext>) {
  const { token } = await readFormFields(request, ['token'] as const);
  const path = withLang('/api/auth/confirm-email', catalogueLang(request));
  const outcome = await submitToApi<{ message?: string }>(context, path, { body: { token } }, messages.SERVER_ERROR);
  if (outcome.ok) return { notice: outcome.body.message ?? messages.EMAIL_CONFIRMED };
  return actionFailure(outcome.problem);
}
