import { message, type ErrorCode } from '@store/contract';

export interface FieldError {
  path: string;
  message: string;
}

export interface AppErrorOptions {
  /** Fill the `{name}` placeholders of the code's sentence. */
  params?: Record<string, string | number>;
  /** More fields of the body (e.g. the current totalPrice of a 409). */
  extra?: Record<string, unknown>;
  errors?: FieldError[];
  /** The sentence, when it is not the code's own: a field's own message, or a singular form. */
  text?: string;
  /** The underlying failure, for the log only (a 5xx is logged with its causes; the client sees the code's sentence). */
  cause?: unknown;
}

/**
 * An expected failure with a name: the error handler turns it into the error
 * body of docs/store-rules.md#error-body (`{ success: false, code, message, errors? }`)
 * with its status. The code is what clients branch on; the message is for people.
 */
export class AppError extends Error {
  readonly params: Record<string, string | number>;
  readonly extra: Record<string, unknown>;
  readonly errors?: FieldError[];

  constructor(
    public readonly code: ErrorCode,
    public readonly statusCode: number,
    options: AppErrorOptions = {},
  ) {
    super(options.text ?? message(code, options.params), options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.params = options.params ?? {};
    this.extra = options.extra ?? {};
    if (options.errors) this.errors = options.errors;
  }
}

export const badRequest = (code: ErrorCode, params?: Record<string, string | number>, errors?: FieldError[]) =>
  new AppError(code, 400, { params, errors });
export const unauthorized = (code: ErrorCode = 'NOT_SIGNED_IN') => new AppError(code, 401);
export const forbidden = (code: ErrorCode = 'FORBIDDEN') => new AppError(code, 403);
export const notFound = (code: ErrorCode = 'NOT_FOUND') => new AppError(code, 404);
export const conflict = (code: ErrorCode, params?: Record<string, string | number>, extra?: Record<string, unknown>) =>
  new AppError(code, 409, { params, extra });
