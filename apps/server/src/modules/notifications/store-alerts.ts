import type { DbOrTx } from '#server/db/client';
import type { EmailPayload, StoreAlertPayload } from '#server/lib/outbox/email-payload';
import { lastStoreAlertSent, STORE_ALERT_TEMPLATES } from '#server/lib/outbox/outbox.repository';

// The store's alerts to its own addresses (issue 26 item 2): a new order to
// ORDER_ALERT_EMAIL, a customer's cancellation or a quote request to
// STORE_EMAIL. 40 orders placed and cancelled in two seconds once queued 81
// of them, which the per-recipient cap then held back an hour. Now the store's
// addresses are never held by that cap, and their alerts go out together: the
// first at once, and whatever comes within STORE_ALERT_MINUTES of an alert to
// the same address waits for the window to end and goes as one e-mail
// (storeAlertsMail). Two workers (two instances) may each send one at the same
// moment; the window still bounds the flood to a few e-mails an hour.

/** STORE_ALERT_MINUTES's default (config.ts). */
export const DEFAULT_STORE_ALERT_MINUTES = 5;
/** The most alerts one e-mail lists; more wait for the next window. */
export const STORE_ALERTS_PER_EMAIL = 100;

const templates: ReadonlySet<string> = new Set(STORE_ALERT_TEMPLATES);

export function isStoreAlertPayload(payload: EmailPayload | null): payload is StoreAlertPayload {
  return payload !== null && templates.has(payload.template);
}

export function isStoreAlert(row: { payload: EmailPayload | null }): boolean {
  return isStoreAlertPayload(row.payload);
}

/** When an alert to `to` may go (the window after the last one ends), or null when it may go now. */
export async function storeAlertHeldUntil(db: DbOrTx, to: string, now: Date, minutes: number): Promise<Date | null> {
  const last = await lastStoreAlertSent(db, to);
  if (!last) return null;
  const opens = new Date(last.getTime() + minutes * 60_000);
  return opens > now ? opens : null;
}
