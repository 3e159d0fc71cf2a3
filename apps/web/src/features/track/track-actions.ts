// The tracking page's route action (docs/decisions/045): the lookup and the
// cancellation post here, before JavaScript as plain forms and after it through
// `Form`. The page's address never carries the tracking token: the forms post
// to the bare page (or the owner's ?order=), and the token travels in the POST
// body and comes back in the page's data only.
import { data, type ActionFunctionArgs } from 'react-router';
import { messages, type StoreLoadContext, type TrackedOrder, type TrackResponse } from '@store/contract';
import { parseProblem, type ApiProblem } from '#web/lib/api-client';
import { readFormFields, submitToApi, type ActionFailure } from '#web/lib/form-action';
import { catalogueLang, type Language } from '#web/lib/language';
import { cancelPath, lookupPath, ownOrderPath, trackLinkPath } from './api/track-api';
import { sentenceIn } from '#web/lib/i18n/sentences';

/** The `intent` field of each form on the page. */
export const TRACK_INTENTS = { lookup: 'lookup', cancel: 'cancel' } as const;

/** What the page shows: an order (by its link, a lookup, or as the signed-in owner's), or the form, maybe with why. */
export interface TrackStart {
  order: TrackedOrder | null;
  /** The guest's token (from the link or a lookup); null for the signed-in owner. */
  token: string | null;
  /** The page shows one of the signed-in customer's orders: "Back to my orders". */
  owner: boolean;
  /** Why the link showed nothing (TRACK_LINK_INVALID), shown above the form. */
  error: string | null;
}

/** The page after one of its forms: the order or the form, with the lookup's or the cancellation's outcome. */
export interface TrackView extends TrackStart {
  /** The order was just cancelled: the page says so above it. */
  cancelled?: boolean;
  lookupFailure?: ActionFailure;
  cancelFailure?: ActionFailure;
}

export const EMPTY_TRACK: TrackStart = { order: null, token: null, owner: false, error: null };

type Context = StoreLoadContext;

/** The order a token or the owner's session shows (for the loader, and for the page again after a refused cancellation). */
export async function readTrackedOrder(context: Context, lang: Language | undefined, by: { token: string } | { orderId: string }): Promise<TrackStart> {
  if ('token' in by) {
    // Sent in a body, so the token stays out of the API's access log.
    const { status, body } = await context.api<TrackResponse>(trackLinkPath(lang), { method: 'POST', body: { token: by.token } });
    if (status === 200 && body.success) return { order: body.order, token: by.token, owner: false, error: null };
    return { ...EMPTY_TRACK, error: parseProblem(status, body, sentenceIn(lang ?? 'en', 'TRACK_LINK_INVALID', messages.TRACK_LINK_INVALID)).message };
  }
  const { status, body } = await context.api<TrackResponse>(ownOrderPath(by.orderId, lang));
  if (status === 200 && body.success) return { order: body.order, token: null, owner: true, error: null };
  return { ...EMPTY_TRACK, error: parseProblem(status, body, sentenceIn(lang ?? 'en', 'TRACK_NOT_FOUND', messages.TRACK_NOT_FOUND)).message };
}

const refused = (view: TrackView, problem: ApiProblem) => data(view, { status: problem.status >= 400 ? problem.status : 500 });

export async function trackAction({ request, context }: ActionFunctionArgs<Context>) {
  const fields = await readFormFields(request, ['intent', 'orderNumber', 'contact', 'token', 'orderId', 'reason'] as const);
  const lang = catalogueLang(request);

  if (fields.intent === TRACK_INTENTS.cancel) {
    // The guest's token, or the signed-in owner's order id (their session authorises it).
    const authority = fields.token ? { token: fields.token } : { orderId: fields.orderId };
    const body = { ...authority, reason: fields.reason };
    const outcome = await submitToApi<TrackResponse>(context, cancelPath(lang), { body }, sentenceIn(lang ?? 'en', 'SERVER_ERROR', messages.SERVER_ERROR));
    if (outcome.ok) return { order: outcome.body.order, token: fields.token || null, owner: !fields.token, error: null, cancelled: true } satisfies TrackView;
    // The order again beside the refusal (the store may have moved it on meanwhile: its status now).
    const shown = await readTrackedOrder(context, lang, authority);
    return refused({ ...shown, cancelFailure: { problem: outcome.problem, values: { reason: fields.reason } } }, outcome.problem);
  }

  const { orderNumber, contact } = fields;
  const outcome = await submitToApi<TrackResponse>(context, lookupPath(lang), { body: { orderNumber, contact } }, sentenceIn(lang ?? 'en', 'SERVER_ERROR', messages.SERVER_ERROR));
  if (outcome.ok) return { order: outcome.body.order, token: outcome.body.token ?? null, owner: false, error: null } satisfies TrackView;
  return refused({ ...EMPTY_TRACK, lookupFailure: { problem: outcome.problem, values: { orderNumber, contact } } }, outcome.problem);
}
