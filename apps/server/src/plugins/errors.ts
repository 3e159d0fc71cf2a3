import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DrizzleQueryError } from 'drizzle-orm';
import { message, messages, type ErrorBody, type ErrorCode } from '@store/contract';
import { AppError, type FieldError } from '../lib/app-error';
import type { AppInstance } from './types';

// One error handler for the whole app: every failure leaves as the error body
// of docs/store-rules.md#error-body, `{ success: false, code, message, errors? }`. Detail of
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

function validationResponse(errors: FieldError[]): ErrorResponse {
  const fields = new Set(errors.map((e) => e.path));
  // One field wrong: its own sentence is the clearest message; several: a summary.
  const text = fields.size === 1 && errors[0] ? errors[0].message : messages.VALIDATION_FAILED;
  return { status: 400, body: { success: false, code: 'VALIDATION_FAILED', message: text, errors } };
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : undefined;
}

/** The status and body for any thrown value. */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: {
        ...error.extra,
        success: false,
        code: error.code,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationResponse(error.validation.map((v) => ({ path: fieldPath(v.instancePath), message: v.message ?? '' })));
  }
  const status = statusOf(error);
  if (status !== undefined && status < 500) {
    const fastifyCode = (error as FastifyError).code;
    if (JSON_BODY_ERRORS.has(fastifyCode)) {
      return { status: 400, body: { success: false, code: 'INVALID_JSON', message: messages.INVALID_JSON } };
    }
    const known = CODE_BY_FASTIFY_CODE[fastifyCode] ?? CODE_BY_STATUS[status];
    if (known) return { status, body: { success: false, code: known, message: messages[known] } };
    // Other 4xx come from the framework or its plugins, whose sentences are safe to show.
    const text = (error as Error).message || messages.REQUEST_REFUSED;
    return { status, body: { success: false, code: status === 401 ? 'NOT_SIGNED_IN' : 'REQUEST_REFUSED', message: text } };
  }
  return { status: 500, body: { success: false, code: 'SERVER_ERROR', message: messages.SERVER_ERROR } };
}

/** What reaches the log: a failed query's text and driver error, never its parameters (they may hold a hash). */
function loggable(error: unknown): unknown {
  if (error instanceof DrizzleQueryError) return { query: error.query, cause: error.cause };
  return error;
}

export function routeNotFoundResponse(request: FastifyRequest): ErrorResponse {
  const url = request.url.split('?')[0] ?? request.url;
  return {
    status: 404,
    body: { success: false, code: 'ROUTE_NOT_FOUND', message: message('ROUTE_NOT_FOUND', { method: request.method, url }) },
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
  const { status, body } = toErrorResponse(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  return reply.code(status).send(body);
}

export function registerErrorHandler(app: AppInstance) {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = toErrorResponse(error);
    if (status >= 500) request.log.error({ err: loggable(error) }, 'request failed');
    else request.log.debug({ status, message: body.message }, 'request refused');
    return reply.code(status).send(body);
  });
}
