// The one way the web app talks to the API (docs/store-rules.md#7-the-api): same origin
// under /api, JSON both ways, and every failure turned into an ApiError that
// carries the server's code, its message (or the spec's fallback) and its field
// errors. Behaviour branches on the code, never on the wording, which is translated.
import type { ErrorCode } from '@store/contract';
import { pageLang, withLang } from './language';

export const API_PREFIX = '/api';

export interface FieldError {
  path: string;
  message: string;
}

/** A failed call as plain data: safe to keep in the app's state and its actions. */
export interface ApiProblem {
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  /** The contract's code of the failure (`ERROR_CODES`); null when there was no answer, or one without a code. */
  code: ErrorCode | null;
  message: string;
  errors: FieldError[];
  /**
   * Any other fields of the error body, such as the current `totalPrice` of a
   * 409 on a stale total or the `productId` and `title` of a stock shortfall.
   * Absent when the body has none.
   */
  details?: Record<string, unknown>;
}

export class ApiError extends Error implements ApiProblem {
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly errors: FieldError[];
  readonly details?: Record<string, unknown>;

  constructor(problem: ApiProblem) {
    super(problem.message);
    this.name = 'ApiError';
    this.status = problem.status;
    this.code = problem.code;
    this.errors = problem.errors;
    if (problem.details) this.details = problem.details;
  }

  toProblem(): ApiProblem {
    const problem: ApiProblem = { status: this.status, code: this.code, message: this.message, errors: this.errors };
    if (this.details) problem.details = this.details;
    return problem;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  method?: HttpMethod;
  /** Sent as JSON; a FormData is sent as multipart (uploads). */
  body?: unknown;
  /** The store's fallback sentence (docs/store-rules.md#fallbacks), used when the server gives none. */
  fallbackMessage: string;
  /** Ask every cache on the way to skip this request (docs/store-rules.md#auth-and-user-calls: check-auth). */
  noCache?: boolean;
  signal?: AbortSignal;
  /** Extra request headers, such as the Idempotency-Key of an order placement. */
  headers?: Record<string, string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) =>
    isRecord(item) && typeof item.path === 'string' && typeof item.message === 'string'
      ? [{ path: item.path, message: item.message }]
      : [],
  );
}

/**
 * The code of an error body: the API answers only the contract's codes (its error schema is
 * `z.enum(ERROR_CODES)`, and the web app is served by the same build), so the list itself stays
 * out of the browser (it cost the first visit 0.55 KB, docs/decisions/040, "The library").
 */
const codeOf = (value: unknown): ErrorCode | null => (typeof value === 'string' && value !== '' ? (value as ErrorCode) : null);

// `params` (what the API filled its sentence with) is the API's: the app says its own sentences by code.
const BODY_KEYS = new Set(['success', 'code', 'message', 'params', 'errors']);

/** The ApiProblem for an error body of docs/store-rules.md#error-body, or the fallback. */
export function parseProblem(status: number, body: unknown, fallbackMessage: string): ApiProblem {
  if (!isRecord(body)) return { status, code: null, message: fallbackMessage, errors: [] };
  const message = typeof body.message === 'string' && body.message.trim() !== '' ? body.message : fallbackMessage;
  const code = codeOf(body.code);
  const problem: ApiProblem = { status, code, message, errors: readFieldErrors(body.errors) };
  const details = Object.fromEntries(
    Object.entries(body).filter(([key]) => !BODY_KEYS.has(key)),
  );
  if (Object.keys(details).length > 0) problem.details = details;
  return problem;
}

/** Any thrown value as an ApiProblem (for the auth and cart flows and the browser's calls). */
export function toProblem(error: unknown, fallbackMessage: string): ApiProblem {
  if (error instanceof ApiError) return error.toProblem();
  return { status: 0, code: null, message: fallbackMessage, errors: [] };
}

async function readJson(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return undefined;
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * `path` asking for the answer in the page's language (docs/store-rules.md#error-body): `lang=ar`
 * on an Arabic page, so its refusals and successes arrive in Arabic; nothing on an English
 * one (English is the API's default, and the addresses stay the ones caches know).
 */
const inPageLanguage = (path: string): string => (path.includes('lang=') ? path : withLang(path, pageLang()));

/**
 * Calls `API_PREFIX + path` and resolves with the JSON body of a success.
 * The body is trusted to have the shape of the contract's response schema.
 */
export async function apiRequest<T>(path: string, request: ApiRequest): Promise<T> {
  const { method = 'GET', body, fallbackMessage, noCache = false, signal } = request;
  const headers: Record<string, string> = { ...request.headers, accept: 'application/json' };
  // A FormData body (an image upload) goes as multipart: the browser sets its content type and boundary.
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !multipart) headers['content-type'] = 'application/json';
  if (noCache) headers['cache-control'] = 'no-cache';

  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${inPageLanguage(path)}`, {
      method,
      headers,
      body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
      credentials: 'same-origin',
      cache: noCache ? 'no-store' : 'default',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, code: null, message: fallbackMessage, errors: [] });
  }

  const json = await readJson(response);
  if (!response.ok || (isRecord(json) && json.success === false)) {
    throw new ApiError(parseProblem(response.status, json, fallbackMessage));
  }
  return json as T;
}

/** A value thrown by a query-layer `unwrap()` (an ApiProblem), or the fallback for anything else. */
export function asApiProblem(error: unknown, fallbackMessage: string): ApiProblem {
  if (
    isRecord(error) &&
    typeof error.status === 'number' &&
    typeof error.message === 'string' &&
    Array.isArray(error.errors)
  ) {
    const problem: ApiProblem = {
      status: error.status,
      code: codeOf(error.code),
      message: error.message,
      errors: readFieldErrors(error.errors),
    };
    if (isRecord(error.details)) problem.details = error.details;
    return problem;
  }
  return toProblem(error, fallbackMessage);
}
