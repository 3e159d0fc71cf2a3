import { maskLicenceKey } from '@store/contract';
import type { EmailPayload } from '#server/lib/outbox/email-payload';

// Licence keys in the outbox (docs/decisions/030, "Sent e-mails keep no key").
// The row of a licence e-mail carries the buyer's keys in clear: the worker
// renders the e-mail from it when it sends. Once the row is done with (sent,
// or given up), nothing reads the keys there again, so they are masked as the
// admin sees them: the buyer keeps them in the account, the store keeps them
// sealed in licence_keys, and the outbox and its backups keep none.

/** The payload to keep once the row is done with, or null when it holds no key (the row stays as it is). */
export function withoutLicenceKeys(payload: EmailPayload | null): EmailPayload | null {
  if (!payload || !('order' in payload)) return null;
  const keys = payload.order.licenceKeys;
  if (!keys || keys.length === 0) return null;
  const masked = keys.map((k) => ({ ...k, key: maskLicenceKey(k.key.slice(-4)) }));
  return { ...payload, order: { ...payload.order, licenceKeys: masked } };
}
