import { message, type MessageCode } from '@store/contract';

export interface FieldError {
  path: string;
  message: string;
}

/**
 * An expected failure with a name: the error handler turns it into the error
 * body of DESIGN.md section 3 (`{ success: false, message, errors? }`) with
 * its status. `extra` adds fields to the body (e.g. the current totalPrice of a 409).
 */
export class AppError extends Error {
  constructor(
    public readonly code: MessageCode,
    public readonly statusCode: number,
    public readonly params: Record<string, string | number> = {},
    public readonly extra: Record<string, unknown> = {},
    public readonly errors?: FieldError[],
  ) {
    super(message(code, params));
    this.name = 'AppError';
  }
}

export const badRequest = (code: MessageCode, params?: Record<string, string | number>, errors?: FieldError[]) =>
  new AppError(code, 400, params, {}, errors);
export const unauthorized = (code: MessageCode = 'NOT_SIGNED_IN') => new AppError(code, 401);
export const forbidden = (code: MessageCode = 'FORBIDDEN') => new AppError(code, 403);
export const notFound = (code: MessageCode = 'NOT_FOUND') => new AppError(code, 404);
export const conflict = (code: MessageCode, params?: Record<string, string | number>, extra?: Record<string, unknown>) =>
  new AppError(code, 409, params, extra);
