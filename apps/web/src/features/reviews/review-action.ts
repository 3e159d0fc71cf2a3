// The review form's route action (docs/decisions/045): the form on the product
// page posts here (through the page's action, with its `intent`), before
// JavaScript as a plain form and after it through `Form`. It writes the first
// review or edits the customer's own as the signed-in visitor; the API says who
// may, and its answer reaches the page again with the loaders' fresh data.
import type { ActionFunctionArgs } from 'react-router';
import { messages, type OwnReview, type StoreLoadContext } from '@store/contract';
import { intentFailure, readFormFields, submitToApi, type IntentAnswer } from '#web/lib/form-action';
import { sentenceIn } from '#web/lib/i18n/sentences';
import { requestLanguage } from '#web/lib/language';
import { reviewsPath } from './reviews-api';

export const REVIEW_INTENT = 'review';
export type ReviewAnswer = IntentAnswer<typeof REVIEW_INTENT>;

/** The form's hidden field when it edits the customer's review (PUT) rather than writing one (POST). */
export const EDITING = 'edit';

export async function reviewAction({ request, params, context }: ActionFunctionArgs<StoreLoadContext>) {
  const { rating, text, mode } = await readFormFields(request, ['rating', 'text', 'mode'] as const);
  // No star chosen sends no rating: the API's schema says what to do.
  const body = { ...(rating === '' ? {} : { rating: Number(rating) }), text };
  const outcome = await submitToApi<{ message?: string; data: OwnReview }>(
    context,
    reviewsPath(params.id ?? ''),
    { method: mode === EDITING ? 'PUT' : 'POST', body },
    sentenceIn(requestLanguage(request), 'SERVER_ERROR', messages.SERVER_ERROR),
  );
  if (outcome.ok) return { intent: REVIEW_INTENT, notice: outcome.body.message ?? sentenceIn(requestLanguage(request), 'REVIEW_SAVED', messages.REVIEW_SAVED) } satisfies ReviewAnswer;
  return intentFailure(REVIEW_INTENT, outcome.problem, { rating, text });
}
