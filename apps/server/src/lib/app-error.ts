import { messageIn, type ErrorCode, type MessageCode } from '@store/contract';

/** A field's refusal: its sentence (the English one of a catalogue code, answered in the caller's language). */
export interface FieldError {
  path: string;
  message: string;
}

export type MessageParams = Record<string, string | number>;

export interface AppErrorOptions {
  /** Fill the `{name}` placeholders of the sentence; answered as the body's `params`. */
  params?: MessageParams;
  /** More fields of the body (e.g. the current totalPrice of a 409). */
  extra?: Record<string, unknown>;
  errors?: FieldError[];
  /** The sentence's code, when it is not the error code's own: a field's own sentence, or a singular form. */
  sentence?: MessageCode;
  /**
   * A sentence already made, in English whatever the caller's language: only for
   * the admin's field messages that name what the admin typed (an attribute's code).
   */
  text?: string;
  /** The underlying failure, for the log only (a 5xx is logged with its causes; the client sees the code's sentence). */
  cause?: unknown;
}

/**
 * An expected failure with a name: the error handler turns it into the error
 * body of docs/store-rules.md#error-body (`{ success: false, code, message, params, errors? }`)
 * with its status, the message in the caller's language. The code is what
 * clients branch on; the message is for people. `message` here is the English
 * sentence, for the log.
 */
export class AppError extends Error {
  readonly params: MessageParams;
  readonly extra: Record<string, unknown>;
  readonly errors?: FieldError[];
  /** The code of the sentence the body's message says. */
  readonly sentence: MessageCode;
  /** A made sentence (AppErrorOptions.text), said as it is. */
  readonly text?: string;

  constructor(
    public readonly code: ErrorCode,
    public readonly statusCode: number,
    options: AppErrorOptions = {},
  ) {
    const sentence = options.sentence ?? code;
    super(options.text ?? messageIn('en', sentence, options.params), options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.sentence = sentence;
    if (options.text !== undefined) this.text = options.text;
    this.params = options.params ?? {};
    this.extra = options.extra ?? {};
    if (options.errors) this.errors = options.errors;
  }
}

export const badRequest = (code: ErrorCode, params?: MessageParams, errors?: FieldError[]) =>
  new AppError(code, 400, { params, errors });
export const unauthorized = (code: ErrorCode = 'NOT_SIGNED_IN') => new AppError(code, 401);
export const forbidden = (code: ErrorCode = 'FORBIDDEN') => new AppError(code, 403);
export const notFound = (code: ErrorCode = 'NOT_FOUND') => new AppError(code, 404);
export const conflict = (code: ErrorCode, params?: MessageParams, extra?: Record<string, unknown>) =>
  new AppError(code, 409, { params, extra });
