import type { ErrorCode } from '@store/contract';

// The error bodies tests expect (docs/store-rules.md#error-body), written once.

/** A refusal naming one field: its sentence as the message and again under `errors` for that field. */
export function fieldRefusal(code: ErrorCode, path: string, message: string) {
  return { success: false, params: {}, code, message, errors: [{ path, message }] };
}
