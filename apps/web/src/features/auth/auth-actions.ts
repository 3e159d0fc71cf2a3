// The auth pages' route actions (docs/decisions/045): the forms post here,
// before JavaScript as plain forms and after it through `Form`. Each sends the
// fields to the API as the visitor; a session cookie the API sets goes out
// with the redirect (apps/server/src/plugins/web-app.ts). Secrets travel only
// in the POST body, never in an address.
import { redirect, type ActionFunctionArgs } from 'react-router';
import { messages, type StoreLoadContext } from '@store/contract';
import { actionFailure, readFormFields, submitToApi } from '#web/lib/form-action';
import { catalogueLang, requestLanguage, withLang } from '#web/lib/language';
import { FROM_PARAM, REGISTERED_PARAM } from './location-state';
import { sentenceIn } from '#web/lib/i18n/sentences';

type AuthActionArgs = ActionFunctionArgs<StoreLoadContext>;

/**
 * This auth page again, with the page to return to: the guard (routes/guarded.tsx)
 * then sends a signed-in user on (admins to the dashboard, customers to `from`
 * when it is a shop page, else the shop's home), in the page's language.
 */
function backThroughTheGuard(request: Request, from: string, pathname = new URL(request.url).pathname): string {
  const query = new URLSearchParams();
  if (from) query.set(FROM_PARAM, from);
  const search = query.toString();
  return search ? `${pathname}?${search}` : pathname;
}

export async function loginAction({ request, context }: AuthActionArgs) {
  const { email, password, from } = await readFormFields(request, ['email', 'password', 'from'] as const);
  const outcome = await submitToApi(context, '/api/auth/login', { body: { email, password } }, sentenceIn(requestLanguage(request), 'LOGIN_FAILED', messages.LOGIN_FAILED));
  if (!outcome.ok) return actionFailure(outcome.problem, { email });
  return redirect(backThroughTheGuard(request, from));
}

/** Registration does not sign in: the login page comes next, with its notice. */
export async function registerAction({ request, context }: AuthActionArgs) {
  const { name, email, phone, password, from } = await readFormFields(request, ['name', 'email', 'phone', 'password', 'from'] as const);
  // The confirmation e-mail speaks the page's language (issue 26 item 2).
  const path = withLang('/api/auth/register', catalogueLang(request));
  const outcome = await submitToApi(context, path, { body: { name, email, phone, password } }, sentenceIn(requestLanguage(request), 'REGISTRATION_FAILED', messages.REGISTRATION_FAILED));
  if (!outcome.ok) return actionFailure(outcome.problem, { name, email, phone });
  const login = new URL(request.url).pathname.replace(/\/register$/, '/login');
  const target = new URL(backThroughTheGuard(request, from, login), 'http://store');
  target.searchParams.set(REGISTERED_PARAM, '1');
  return redirect(`${target.pathname}${target.search}`);
}

/** The same neutral sentence whether an account has the e-mail or not (docs/decisions/020). */
export async function forgotPasswordAction({ request, context }: AuthActionArgs) {
  const { email } = await readFormFields(request, ['email'] as const);
  const outcome = await submitToApi<{ message?: string }>(context, '/api/auth/forgot-password', { body: { email } }, sentenceIn(requestLanguage(request), 'RESET_REQUEST_FAILED', messages.RESET_REQUEST_FAILED));
  if (!outcome.ok) return actionFailure(outcome.problem, { email });
  return { sent: outcome.body.message ?? sentenceIn(requestLanguage(request), 'RESET_LINK_SENT', messages.RESET_LINK_SENT) };
}

/** The token came from the link's fragment into the form (never an address); success signs in like a login. */
export async function resetPasswordAction({ request, context }: AuthActionArgs) {
  const { token, newPassword } = await readFormFields(request, ['token', 'newPassword'] as const);
  const outcome = await submitToApi(context, '/api/auth/reset-password', { body: { token, newPassword } }, sentenceIn(requestLanguage(request), 'RESET_PASSWORD_FAILED', messages.RESET_PASSWORD_FAILED));
  if (!outcome.ok) return actionFailure(outcome.problem);
  return redirect(backThroughTheGuard(request, ''));
}
