// The one way the web app talks to the API (DESIGN.md section 3): same origin
// under /api, JSON both ways, and every failure turned into an ApiError that
// carries the server's message (or the spec's fallback) and its field errors.

export const API_PREFIX = '/api';

export interface FieldError {
  path: string;
  message: string;
}

/** A failed call as plain data: safe to keep in Redux state and actions. */
export interface ApiProblem {
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  message: string;
  errors: FieldError[];
}

export class ApiError extends Error implements ApiProblem {
  readonly status: number;
  readonly errors: FieldError[];

  constructor(problem: ApiProblem) {
    super(problem.message);
    this.name = 'ApiError';
    this.status = problem.status;
    this.errors = problem.errors;
  }

  toProblem(): ApiProblem {
    return { status: this.status, message: this.message, errors: this.errors };
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest {
  method?: HttpMethod;
  body?: unknown;
  /** The spec's fallback sentence (section 8), used when the server gives none. */
  fallbackMessage: string;
  /** Ask every cache on the way to skip this request (spec 7: check-auth). */
  noCache?: boolean;
  signal?: AbortSignal;
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

/** The ApiProblem for an error body of DESIGN.md section 3, or the fallback. */
export function parseProblem(status: number, body: unknown, fallbackMessage: string): ApiProblem {
  if (!isRecord(body)) return { status, message: fallbackMessage, errors: [] };
  const message = typeof body.message === 'string' && body.message.trim() !== '' ? body.message : fallbackMessage;
  return { status, message, errors: readFieldErrors(body.errors) };
}

/** Any thrown value as an ApiProblem (for thunks and RTK Query). */
export function toProblem(error: unknown, fallbackMessage: string): ApiProblem {
  if (error instanceof ApiError) return error.toProblem();
  return { status: 0, message: fallbackMessage, errors: [] };
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
 * Calls `API_PREFIX + path` and resolves with the JSON body of a success.
 * The body is trusted to have the shape of the contract's response schema.
 */
export async function apiRequest<T>(path: string, request: ApiRequest): Promise<T> {
  const { method = 'GET', body, fallbackMessage, noCache = false, signal } = request;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (noCache) headers['cache-control'] = 'no-cache';

  let response: Response;
  try {
    response = await fetch(`${API_PREFIX}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: noCache ? 'no-store' : 'default',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError({ status: 0, message: fallbackMessage, errors: [] });
  }

  const json = await readJson(response);
  if (!response.ok || (isRecord(json) && json.success === false)) {
    throw new ApiError(parseProblem(response.status, json, fallbackMessage));
  }
  return json as T;
}
