// The account page's route action (docs/decisions/045): the profile, the
// password, the address book's and the account deletion forms post here with their `intent`,
// before JavaScript as plain forms and after it through `Form`. Each calls the
// API as the signed-in customer; passwords travel in the POST body only and
// never come back.
import { redirect, type ActionFunctionArgs } from 'react-router';
import { messages, type StoreLoadContext, type User } from '@store/contract';
import type { ApiProblem } from '#web/lib/api-client';
import { intentFailure, readFormFields, readIntent, submitToApi, type ActionFailure } from '#web/lib/form-action';
import { sentenceIn } from '#web/lib/i18n/sentences';
import { catalogueLang, languageOfPath, pathInLanguage, requestLanguage, withLang } from '#web/lib/language';
import { LANDING_NOTICE_PARAM, LANDING_NOTICES } from '#web/lib/landing-notice';
import { addressAction, isAddressIntent } from './address-actions';

/** The `intent` field of each form on the page. */
export const ACCOUNT_INTENTS = { profile: 'profile', password: 'password', delete: 'delete', resendConfirmation: 'resend-confirmation' } as const;
type Intent = (typeof ACCOUNT_INTENTS)[keyof typeof ACCOUNT_INTENTS];

/** What a form of the account page hears back: its own outcome, by intent. */
export interface AccountActionData {
  intent: Intent;
  /** The success sentence (PROFILE_UPDATED, PASSWORD_CHANGED). */
  notice?: string;
  /** The profile as saved. */
  user?: User;
  failure?: ActionFailure;
}

/** The confirmation field's one error; the form shows it in the page's language ('password.mismatch'). */
export const PASSWORD_MISMATCH = 'The passwords do not match';

/** The deletion form's box: ticked, it sends this value. */
export const DELETE_CONFIRMED = 'yes';

const FIELDS = ['intent', 'name', 'email', 'phone', 'preferredLanguage', 'currentPassword', 'newPassword', 'confirmPassword', 'password', 'confirm'] as const;

const refused = intentFailure<Intent>;

/** A wrong current password shows at its field (the password form's, and the profile's for a new e-mail). */
const atPasswordField = (problem: ApiProblem): ApiProblem =>
  problem.code === 'WRONG_CURRENT_PASSWORD' ? { ...problem, errors: [{ path: 'currentPassword', message: problem.message }] } : problem;

/**
 * The account is gone and the session with it (the API's cleared cookie goes
 * out with the redirect): to the shop's home, which says so (a toast with
 * JavaScript, a note without, lib/landing-notice.ts).
 */
function deleted(request: Request) {
  const home = pathInLanguage('/shop/home', languageOfPath(new URL(request.url).pathname));
  return redirect(`${home}?${LANDING_NOTICE_PARAM}=${LANDING_NOTICES.accountDeleted}`);
}

/** The route guards the page first (routes/shop-account.tsx): a guest never gets here. */
export async function accountAction(args: ActionFunctionArgs<StoreLoadContext>) {
  // The address book's forms (address-actions.ts) read their own fields.
  if (args.context.user && isAddressIntent(await readIntent(args.request))) return addressAction(args);
  const { request, context } = args;
  const fields = await readFormFields(request, FIELDS);
  const user = context.user;
  if (!user) return refused(ACCOUNT_INTENTS.profile, { status: 401, code: null, message: sentenceIn(requestLanguage(request), 'UPDATE_FAILED', messages.UPDATE_FAILED), errors: [] });

  if (fields.intent === ACCOUNT_INTENTS.delete) {
    const body = { password: fields.password, confirm: fields.confirm === DELETE_CONFIRMED };
    const outcome = await submitToApi(context, '/api/auth/account/delete', { body }, sentenceIn(requestLanguage(request), 'DELETE_ACCOUNT_FAILED', messages.DELETE_ACCOUNT_FAILED));
    return outcome.ok ? deleted(request) : refused(ACCOUNT_INTENTS.delete, outcome.problem);
  }

  if (fields.intent === ACCOUNT_INTENTS.resendConfirmation) {
    // A new confirmation link (issue 26 item 2), its sentence in the page's language.
    const path = withLang('/api/auth/confirm-email/resend', catalogueLang(request));
    const outcome = await submitToApi<{ message?: string }>(context, path, {}, messages.SERVER_ERROR);
    if (outcome.ok) return { intent: ACCOUNT_INTENTS.resendConfirmation, notice: outcome.body.message ?? '' } satisfies AccountActionData;
    return refused(ACCOUNT_INTENTS.resendConfirmation, outcome.problem);
  }

  if (fields.intent === ACCOUNT_INTENTS.password) {
    const { currentPassword, newPassword, confirmPassword } = fields;
    if (newPassword !== confirmPassword) {
      const problem: ApiProblem = { status: 400, code: 'VALIDATION_FAILED', message: sentenceIn(requestLanguage(request), 'VALIDATION_FAILED', messages.VALIDATION_FAILED), errors: [{ path: 'confirmPassword', message: PASSWORD_MISMATCH }] };
      return refused(ACCOUNT_INTENTS.password, problem);
    }
    const outcome = await submitToApi<{ message?: string }>(context, '/api/auth/password', { method: 'PUT', body: { currentPassword, newPassword } }, sentenceIn(requestLanguage(request), 'UPDATE_FAILED', messages.UPDATE_FAILED));
    if (outcome.ok) return { intent: ACCOUNT_INTENTS.password, notice: outcome.body.message ?? sentenceIn(requestLanguage(request), 'PASSWORD_CHANGED', messages.PASSWORD_CHANGED) } satisfies AccountActionData;
    return refused(ACCOUNT_INTENTS.password, atPasswordField(outcome.problem));
  }

  const { name, email, phone, preferredLanguage, currentPassword } = fields;
  // The current password only with a new address (issue 26 item 8); the API says its sentences in the page's language.
  const body = { name, email, phone, ...(preferredLanguage ? { preferredLanguage } : {}), ...(currentPassword ? { currentPassword } : {}) };
  const outcome = await submitToApi<{ message?: string; data: User }>(
    context,
    withLang(`/api/auth/profile/${encodeURIComponent(user._id)}`, catalogueLang(request)),
    { method: 'PUT', body },
    sentenceIn(requestLanguage(request), 'UPDATE_FAILED', messages.UPDATE_FAILED),
  );
  if (outcome.ok) return { intent: ACCOUNT_INTENTS.profile, notice: outcome.body.message ?? sentenceIn(requestLanguage(request), 'PROFILE_UPDATED', messages.PROFILE_UPDATED), user: outcome.body.data } satisfies AccountActionData;
  return refused(ACCOUNT_INTENTS.profile, atPasswordField(outcome.problem), { name, email, phone, preferredLanguage });
}
