// "Notify me when it's back" as a route action (docs/decisions/045): the form
// on an out-of-stock product's page posts here (through the page's action,
// with its `intent`), before JavaScript as a plain form and after it through
// `Form`. A guest names an address; a signed-in customer's alert goes to the
// account's. The e-mail will speak the page's language.
import type { ActionFunctionArgs } from 'react-router';
import { messages, type StoreLoadContext } from '@store/contract';
import { intentFailure, readFormFields, submitToApi, type IntentAnswer } from '#web/lib/form-action';
import { sentenceIn } from '#web/lib/i18n/sentences';
import { languageOfPath, requestLanguage } from '#web/lib/language';
import { stockAlertPath } from './stock-alerts-api';

export const STOCK_ALERT_INTENT = 'stock-alert';
export type StockAlertAnswer = IntentAnswer<typeof STOCK_ALERT_INTENT>;

export async function stockAlertAction({ request, params, context }: ActionFunctionArgs<StoreLoadContext>) {
  const { email } = await readFormFields(request, ['email'] as const);
  const lang = languageOfPath(new URL(request.url).pathname);
  // An empty field names no address: the API asks for one (STOCK_ALERT_EMAIL_REQUIRED), at the field.
  const body = context.user || email.trim() === '' ? { lang } : { email, lang };
  const outcome = await submitToApi<{ message?: string }>(context, stockAlertPath(params.id ?? ''), { body }, sentenceIn(requestLanguage(request), 'SERVER_ERROR', messages.SERVER_ERROR));
  if (outcome.ok) return { intent: STOCK_ALERT_INTENT, notice: outcome.body.message ?? sentenceIn(requestLanguage(request), 'STOCK_ALERT_SAVED', messages.STOCK_ALERT_SAVED) } satisfies StockAlertAnswer;
  return intentFailure(STOCK_ALERT_INTENT, outcome.problem, { email });
}
