import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DrizzleQueryError } from 'drizzle-orm';
import { codeOfSentence, messageIn, type ErrorBody, type ErrorCode, type Language } from '@store/contract';
import { AppError, type FieldError } from '../lib/app-error';
import { requestLanguage } from '../lib/request-language';
import type { AppInstance } from './types';

// One error handler for the whole app: every failure leaves as the error body
// of docs/store-rules.md#error-body, `{ success: false, code, message, params, errors? }`, its
// sentences in the language the caller asks for with `lang` (English by default). Detail of
// anything unexpected goes to the log only, never to the client.

/** Framework errors by status, in the store's words. */
const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};
const JSON_BODY_ERRORS = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);
/** Router errors (a broken %-escape, a path parameter past the router's length limit), which would otherwise echo the path back. */
const CODE_BY_FASTIFY_CODE: Partial<Record<string, ErrorCode>> = {
  FST_ERR_BAD_URL: 'URL_INVALID',
  FST_ERR_MAX_PARAM_LENGTH: 'URL_TOO_LONG',
};

export interface ErrorResponse {
  status: number;
  body: ErrorBody & Record<string, unknown>;
}

/** `/deliveryAddress/city` (a JSON pointer) as the form field `deliveryAddress.city`. */
function fieldPath(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.');
}

/**
 * A catalogue sentence in `language`. The schemas and services name a field's
 * refusal (and the routes their success) by its English catalogue sentence (zod
 * keeps one message per rule), so its code is found by that exact text; a
 * sentence of no code (one of zod's own, a filled one) stays as it is.
 */
function fieldSentence(language: Language, text: string): string {
  if (language === 'en') return text;
  const code = codeOfSentence(text);
  return code ? messageIn(language, code) : text;
}

const localizedFields = (language: Language, errors: FieldError[]): FieldError[] =>
  errors.map((error) => ({ path: error.path, message: fieldSentence(language, error.message) }));

function validationResponse(errors: FieldError[], language: Language): ErrorResponse {
  const fields = new Set(errors.map((e) => e.path));
  // One field wrong: its own sentence is the clearest message; several: a summary.
  const text = fields.size === 1 && errors[0] ? fieldSentence(language, errors[0].message) : messageIn(language, 'VALIDATION_FAILED');
  return { status: 400, body: { success: false, code: 'VALIDATION_FAILED', message: text, params: {}, errors: localizedFields(language, errors) } };
}

/** The body of a refusal with no params and no fields of its own. */
const plainBody = (code: ErrorCode, language: Language, message = messageIn(language, code)): ErrorBody => ({ success: false, code, message, params: {} });

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : undefined;
}

/** The status and body for any thrown value, its sentences in `language`. */
export function toErrorResponse(error: unknown, language: Language = 'en'): ErrorResponse {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: {
        ...error.extra,
        success: false,
        code: error.code,
        message: error.text ?? messageIn(language, error.sentence, error.params),
        params: error.params,
        ...(error.errors ? { errors: localizedFields(language, error.errors) } : {}),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationResponse(
      error.validation.map((v) => ({ path: fieldPath(v.instancePath), message: v.message ?? '' })),
      language,
    );
  }
  const status = statusOf(error);
  if (status !== undefined && status < 500) {
    const fastifyCode = (error as FastifyError).code;
    if (JSON_BODY_ERRORS.has(fastifyCode)) return { status: 400, body: plainBody('INVALID_JSON', language) };
    const known = CODE_BY_FASTIFY_CODE[fastifyCode] ?? CODE_BY_STATUS[status];
    if (known) return { status, body: plainBody(known, language) };
    // Other 4xx come from the framework or its plugins, whose (English) sentences are safe to show.
    const code = status === 401 ? 'NOT_SIGNED_IN' : 'REQUEST_REFUSED';
    return { status, body: plainBody(code, language, (error as Error).message || messageIn(language, 'REQUEST_REFUSED')) };
  }
  return { status: 500, body: plainBody('SERVER_ERROR', language) };
}

/** What reaches the log: a failed query's text and driver error, never its parameters (they may hold a hash). */
function loggable(error: unknown): unknown {
  if (error instanceof DrizzleQueryError) return { query: error.query, cause: error.cause };
  return error;
}

export function routeNotFoundResponse(request: FastifyRequest): ErrorResponse {
  const url = request.url.split('?')[0] ?? request.url;
  const params = { method: request.method, url };
  return {
    status: 404,
    body: { success: false, code: 'ROUTE_NOT_FOUND', message: messageIn(requestLanguage(request.url), 'ROUTE_NOT_FOUND', params), params },
  };
}

export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = routeNotFoundResponse(request);
  return reply.code(status).send(body);
}

/**
 * Fastify's `frameworkErrors` option: errors the router meets before any route
 * (and so before the error handler) leave as the store's error body too, not
 * Fastify's own `{ error, code, message, statusCode }`.
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toErrorResponse(error, requestLanguage(request.url));
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  return reply.code(status).send(body);
}

export function registerErrorHandler(app: AppInstance) {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error, requestLanguage(request.url));
    if (status >= 500) request.log.error({ err: loggable(error) }, 'request failed');
    else request.log.debug({ status, message: body.message }, 'request refused');
    return reply.code(status).send(body);
  });
}

/**
 * A success's `message` in the caller's `lang` too (docs/store-rules.md#error-body): the
 * routes answer their English sentence ("Success: Product added to cart!"), said
 * here as its Arabic twin when the caller asks for Arabic. Only a catalogue
 * sentence is changed; the admin's (filled, or without a twin) stay English.
 */
export function registerSuccessMessageLanguage(app: AppInstance) {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (typeof payload !== 'object' || payload === null) return payload;
    const body = payload as { success?: unknown; message?: unknown };
    if (body.success !== true || typeof body.message !== 'string') return payload;
    const language = requestLanguage(request.url);
    if (language === 'en') return payload;
    return { ...body, message: fieldSentence(language, body.message) };
  });
}
