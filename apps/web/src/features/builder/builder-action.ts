// The builder's and the account page's forms for saved builds (docs/decisions/045,
// 049): save the build of the address under a name, rename or delete a saved one.
// Each calls the API as the signed-in customer; the server keeps the limits
// (at most SAVED_BUILDS_MAX, BUILDS_FULL) and says them.
import { messages, parseBuildPartsParam, type StoreLoadContext } from '@store/contract';
import type { ActionFunctionArgs } from 'react-router';
import { intentFailure, readFormFields, submitToApi } from '#web/lib/form-action';
import { sentenceIn } from '#web/lib/i18n/sentences';
import { requestLanguage, withLang } from '#web/lib/language';

export const BUILD_INTENTS = { save: 'build-save', rename: 'build-rename', delete: 'build-delete' } as const;
export type BuildIntent = (typeof BUILD_INTENTS)[keyof typeof BUILD_INTENTS];

const FIELDS = ['intent', 'name', 'parts', 'id'] as const;

/** Whether a form's intent is one of the saved builds'. */
export const isBuildIntent = (intent: string): intent is BuildIntent => (Object.values(BUILD_INTENTS) as string[]).includes(intent);

export async function buildAction({ request, context }: ActionFunctionArgs<StoreLoadContext>) {
  const fields = await readFormFields(request, FIELDS);
  const lang = requestLanguage(request);
  const intent = isBuildIntent(fields.intent) ? fields.intent : BUILD_INTENTS.save;
  const fallback = sentenceIn(lang, 'UPDATE_FAILED', messages.UPDATE_FAILED);
  const path = (suffix = '') => withLang(`/api/shop/builds${suffix}`, lang === 'ar' ? 'ar' : undefined);
  const id = encodeURIComponent(fields.id);
  const outcome =
    intent === BUILD_INTENTS.save
      ? await submitToApi<{ message?: string }>(context, path(), { body: { name: fields.name, items: parseBuildPartsParam(fields.parts) } }, fallback)
      : intent === BUILD_INTENTS.rename
        ? await submitToApi<{ message?: string }>(context, path(`/${id}`), { method: 'PUT', body: { name: fields.name } }, fallback)
        : await submitToApi<{ message?: string }>(context, path(`/${id}`), { method: 'DELETE' }, fallback);
  if (!outcome.ok) return intentFailure(intent, outcome.problem, { name: fields.name, id: fields.id });
  return { intent, notice: outcome.body.message ?? '', id: fields.id };
}
