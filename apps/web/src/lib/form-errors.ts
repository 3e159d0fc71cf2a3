import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import type { FieldError } from './api-client';

/**
 * Shows the server's field errors (docs/store-rules.md#error-body) at their fields.
 * Returns the ones that match no field, for the form-level message.
 */
export function applyFieldErrors<T extends FieldValues>(
  errors: FieldError[],
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): FieldError[] {
  const unmatched: FieldError[] = [];
  for (const error of errors) {
    const field = fields.find((name) => name === error.path);
    if (field) setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
    else unmatched.push(error);
  }
  return unmatched;
}
