import type { ErrorCode } from '@store/contract';
import { conflict } from './app-error';

/**
 * PostgreSQL error codes the services turn into named failures. Drizzle wraps
 * driver errors (DrizzleQueryError), so the code may sit on a `cause`.
 */
const UNIQUE_VIOLATION = '23505';

function pgCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True when `error` is a unique-constraint violation (a race the pre-check lost). */
export function isUniqueViolation(error: unknown): boolean {
  return pgCode(error) === UNIQUE_VIOLATION;
}

/**
 * Runs `write`; a unique-constraint violation from it (a write that lost a race
 * to the pre-check) becomes the pre-check's 409 `code`.
 */
export async function conflictOnUniqueViolation<T>(code: ErrorCode, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(code);
    throw error;
  }
}

const FOREIGN_KEY_VIOLATION = '23503';

/** True when `error` is a foreign-key violation (a row referred to was removed meanwhile, or is still referred to). */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgCode(error) === FOREIGN_KEY_VIOLATION;
}
