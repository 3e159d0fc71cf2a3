// Route actions (docs/decisions/045): a shop or auth form posts to its route's
// action, before JavaScript as a plain form and after it through the
// framework's `Form`/`useFetcher`. The action sends the fields to the API
// through the load context, as the visitor (same validation, limits and
// messages as a browser's call), and answers a redirect or the problem the
// form shows. The API validates with the contract's schema: the form shows
// the API's field errors, so the rules live once.
import { data } from 'react-router';
import type { ServerApiInit, StoreLoadContext } from '@store/contract';
import { parseProblem, type ApiProblem } from './api-client';

/** What a failed action hands back to its form: the problem, and the fields to show again (never a password). */
export interface ActionFailure {
  problem: ApiProblem;
  values?: Record<string, string>;
}

/** The named text fields of a submitted form; a missing one is empty, as a browser sends an empty input. */
export async function readFormFields<K extends string>(request: Request, names: readonly K[]): Promise<Record<K, string>> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Not a form body (a hand-made request): every field is empty, so the API's validation answers.
    form = new FormData();
  }
  const fields = {} as Record<K, string>;
  for (const name of names) {
    const value = form.get(name);
    fields[name] = typeof value === 'string' ? value : '';
  }
  return fields;
}

export type ApiOutcome<T> = { ok: true; body: T } | { ok: false; problem: ApiProblem };

/** One call to the API for an action; a failure comes back as the problem of the API's error body (or the fallback). */
export async function submitToApi<T>(
  context: StoreLoadContext,
  path: string,
  init: ServerApiInit,
  fallbackMessage: string,
): Promise<ApiOutcome<T>> {
  const { status, body } = await context.api<unknown>(path, { method: 'POST', ...init });
  const refused = typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;
  if (status >= 200 && status < 300 && !refused) return { ok: true, body: body as T };
  return { ok: false, problem: parseProblem(status, body, fallbackMessage) };
}

/**
 * The `intent` of a page that holds several forms (each sends its own in a
 * hidden field), read from a copy of the request: the action of that form
 * then reads the fields itself.
 */
export async function readIntent(request: Request): Promise<string> {
  try {
    const value = (await request.clone().formData()).get('intent');
    return typeof value === 'string' ? value : '';
  } catch {
    return '';
  }
}

/** What one form of a page with several hears back: its intent, and its notice or its failure. */
export interface IntentAnswer<I extends string> {
  intent: I;
  /** The success sentence the API answered. */
  notice?: string;
  failure?: ActionFailure;
}

/** The refusal of one form of a page with several: tagged with its intent, with the API's status. */
export function intentFailure<I extends string>(intent: I, problem: ApiProblem, values?: Record<string, string>) {
  const failure: ActionFailure = values ? { problem, values } : { problem };
  return data<IntentAnswer<I>>({ intent, failure }, { status: problem.status >= 400 ? problem.status : 500 });
}

/** The answer of the form of `intent` among the page's action data, or undefined. */
export function answerFor<I extends string>(answer: unknown, intent: I): IntentAnswer<I> | undefined {
  return typeof answer === 'object' && answer !== null && (answer as { intent?: unknown }).intent === intent ? (answer as IntentAnswer<I>) : undefined;
}

/** The one sentence a small form shows for its failure: its first field's error, else the problem's message. */
export function firstError(failure: ActionFailure | undefined): string | null {
  if (!failure) return null;
  return failure.problem.errors[0]?.message ?? failure.problem.message;
}

/** The action's answer to a refused submission: the page again, with the API's status and the problem. */
export function actionFailure(problem: ApiProblem, values?: Record<string, string>) {
  const failure: ActionFailure = values ? { problem, values } : { problem };
  return data(failure, { status: problem.status >= 400 ? problem.status : 500 });
}

/** The message of one field's error, for the field itself. */
export function fieldError(failure: ActionFailure | undefined, path: string): string | undefined {
  return failure?.problem.errors.find((error) => error.path === path)?.message;
}

/** The form-level message above the form: the problem's own sentence (its field errors show at the fields too). */
export function formError(failure: ActionFailure | undefined): string | null {
  return failure?.problem.message ?? null;
}
