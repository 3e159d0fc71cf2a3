import type { FastifyRequest } from 'fastify';
import { badRequest } from '../lib/app-error';
import type { AppInstance } from './types';

/** Deeper than any shape the contract accepts: such a body fails its schema anyway. */
const MAX_DEPTH = 32;
/** Half of a surrogate pair: no UTF-8 text has one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** NUL (PostgreSQL text cannot hold it) or a lone surrogate (its JSON cannot). */
const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return isUnstorable(value);
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  for (const [key, inner] of Object.entries(value)) {
    if (isUnstorable(key) || hasUnstorableText(inner, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL text cannot hold the NUL character, and its JSON cannot hold half
 * a surrogate pair: `\u0000` or a lone `\udfff` in a JSON string, or `%00` in a
 * query or path, reached the database as a failed query and a 500 (found by
 * the safety suite, src/safety/). No field of the store takes either, so every
 * request carrying one is refused with 400 before validation, in one place for
 * every route. It runs after the auth hooks, so a guest still hears 401 first.
 */
export function registerTextGuard(app: AppInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (hasUnstorableText(request.params) || hasUnstorableText(request.query) || hasUnstorableText(request.body)) {
      throw badRequest('TEXT_UNSTORABLE');
    }
  });
}
