import type { DbOrTx } from '#server/db/client';
import { outboxAttachmentPdf } from '#server/modules/invoices/index';
import type { EmailStore } from './emails/email-locale';
import { lowStockDigestSchedule, type DigestOptions } from './low-stock-digest';
import type { MailAttachment, MailLog, Mailer, MailMessage } from './mailer';
import { backInStockDetails, createUnsubscribeSigner, endAlert, type UnsubscribeSigner } from '#server/modules/stock-alerts/index';
import { claimDueEmails, claimStoreAlerts, deferEmail, dropEmail, markFailed, markSent, recentSends, type OutboxRow } from '#server/lib/outbox/outbox.repository';
import { DEFAULT_STORE_ALERT_MINUTES, isStoreAlert, isStoreAlertPayload, STORE_ALERTS_PER_EMAIL, storeAlertHeldUntil } from './store-alerts';
import { withoutLicenceKeys } from './sent-payload';

// Sends the e-mails of the outbox (issue "Cart, checkout, orders", item 8).
// Orders never wait for mail: they only write a row; this worker sends it,
// and on failure tries again later with exponential backoff.

export const MAX_ATTEMPTS = 10;
const BASE_DELAY_MS = 30_000;
const MAX_DELAY_MS = 60 * 60_000;
/** A claimed row is someone's for this long; if its worker dies, it falls due again. */
const LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 20;
export const POLL_INTERVAL_MS = 5_000;
const HOUR_MS = 60 * 60_000;
/** EMAILS_PER_RECIPIENT_PER_HOUR's default (config.ts). */
export const DEFAULT_PER_RECIPIENT_PER_HOUR = 10;

/** 30 s after the first failure, doubling, at most an hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, failedAttempts - 1), MAX_DELAY_MS);
}

export interface OutboxRunResult {
  sent: number;
  failed: number;
  /** Held back to a later hour: the recipient had had their e-mails for this one. */
  deferred: number;
}

export interface OutboxOptions {
  /**
   * At most this many e-mails to one recipient in any hour (issue 15 item 8:
   * anyone could type a stranger's address into guest orders). The rest wait,
   * not dropped: an order's e-mails still arrive, later.
   */
  perRecipientPerHour?: number;
  /** The store the e-mails speak for (name, contacts, origin): the rendering of a payload needs it. */
  store?: EmailStore;
  /** Queue the daily low-stock digest to the admins (docs/decisions/028); absent: no digest. */
  lowStockDigest?: DigestOptions;
  /** Signs the unsubscribe links of stock alerts (docs/decisions/037); default: the store's link key. */
  unsubscribe?: UnsubscribeSigner;
  /**
   * The store's own addresses (STORE_EMAIL, ORDER_ALERT_EMAIL): never held by the per-recipient cap, since
   * a flood of orders must not hold the store's alerts back an hour (issue 26 item 2); their alerts
   * go out together instead, at most one e-mail per `storeAlertMinutes` (store-alerts.ts).
   */
  storeAddresses?: readonly string[];
  /** STORE_ALERT_MINUTES: the least time between two alert e-mails to one store address. */
  storeAlertMinutes?: number;
}

/** Tests and a bare worker: the defaults of config.ts. */
const DEFAULT_STORE: EmailStore = { name: 'Falcon', phone: '+971 4 123 4567', email: 'sales@falcon.ae', origin: 'http://localhost:3000' };

/**
 * The message of a row: its payload rendered (docs/decisions/028), or the
 * finished text of a row queued before payloads. The renderer is loaded on
 * first use only (React Email costs start-up time and memory).
 */
async function messageOf(db: DbOrTx, row: OutboxRow, store: EmailStore, unsubscribe: UnsubscribeSigner): Promise<MailMessage | null> {
  const payload = row.payload;
  if (!payload) return { to: row.to, subject: row.subject ?? '', text: row.text ?? '', html: row.html };
  const { renderEmail } = await import('./emails/render-email');
  if (payload.template === 'back_in_stock') {
    const request = { productId: payload.productId, to: row.to, language: payload.language, origin: store.origin };
    const details = await backInStockDetails(db, request, unsubscribe);
    return details ? { to: row.to, ...(await renderEmail(payload, store, { backInStock: details })) } : null;
  }
  return { to: row.to, ...(await renderEmail(payload, store)) };
}

/**
 * When the recipient's hour has room again, or null when it has room now. The account's security e-mails
 * (priority 0: a reset, a confirmation) are never held: each has its own limit per account, and a reset
 * held an hour behind a flood of order e-mails would outlive its link. Nor are the store's own addresses.
 */
async function heldUntil(db: DbOrTx, row: Pick<OutboxRow, 'to' | 'priority'>, now: Date, perHour: number, store: ReadonlySet<string>): Promise<Date | null> {
  if (row.priority === 0 || store.has(row.to.toLowerCase())) return null;
  const recent = await recentSends(db, row.to, new Date(now.getTime() - HOUR_MS));
  if (recent.count < perHour) return null;
  return new Date((recent.oldest ?? now).getTime() + HOUR_MS);
}

/** The row's document as a PDF, made now: the row names it, and an issued document never changes. */
async function attachmentsOf(db: DbOrTx, row: Pick<OutboxRow, 'attachment'>): Promise<MailAttachment[]> {
  if (!row.attachment) return [];
  const { fileName, pdf } = await outboxAttachmentPdf(db, row.attachment);
  return [{ filename: fileName, content: pdf, contentType: 'application/pdf' }];
}

/** What to do with a claimed row now: send it with the rows of `group` (itself first), or hold it until `until`. */
type Plan = { group: OutboxRow[] } | { until: Date; why: string };

/**
 * A store alert waits out its address's window, then takes every other unsent alert to that address along
 * (store-alerts.ts); any other row is held by its recipient's hourly cap, or goes alone.
 */
async function planFor(
  db: DbOrTx,
  row: OutboxRow,
  now: Date,
  options: { perHour: number; storeAddresses: ReadonlySet<string>; storeAlertMinutes: number },
  /** The pass's other claimed rows, not yet dealt with. */
  pending: readonly OutboxRow[],
): Promise<Plan> {
  if (isStoreAlert(row)) {
    const until = await storeAlertHeldUntil(db, row.to, now, options.storeAlertMinutes);
    if (until) return { until, why: `an alert went to this store address less than ${options.storeAlertMinutes} minutes ago` };
    // The alerts held back for this window fall due together: those this pass holds, and those beyond it.
    const address = row.to.toLowerCase();
    const inPass = pending.filter((other) => other.id !== row.id && isStoreAlert(other) && other.to.toLowerCase() === address);
    const room = STORE_ALERTS_PER_EMAIL - 1 - inPass.length;
    const beyond = room > 0 ? await claimStoreAlerts(db, row.to, [row, ...inPass].map((r) => r.id), { limit: room, maxAttempts: MAX_ATTEMPTS, leaseMs: LEASE_MS, now }) : [];
    return { group: [row, ...inPass.slice(0, STORE_ALERTS_PER_EMAIL - 1), ...beyond] };
  }
  // Counted row by row: an e-mail sent earlier in this pass counts for the next one to the same address.
  const until = await heldUntil(db, row, now, options.perHour, options.storeAddresses);
  if (until) return { until, why: `${options.perHour} already sent to this recipient in the last hour` };
  return { group: [row] };
}

/** The e-mail of a group: one row's own, or the store's alerts together. */
async function groupMessage(db: DbOrTx, group: OutboxRow[], store: EmailStore, unsubscribe: UnsubscribeSigner): Promise<MailMessage | null> {
  const [first] = group;
  if (!first) return null;
  if (group.length === 1) return messageOf(db, first, store, unsubscribe);
  const { renderEmail } = await import('./emails/render-email');
  return { to: first.to, ...(await renderEmail({ template: 'store_alerts', alerts: group.map((row) => row.payload).filter(isStoreAlertPayload) }, store)) };
}

/** One pass: claim what is due, send each, record the outcome. */
export async function runOutboxOnce(
  db: DbOrTx,
  mailer: Mailer,
  log: MailLog,
  options: OutboxOptions & { now?: Date; limit?: number } = {},
): Promise<OutboxRunResult> {
  const now = options.now ?? new Date();
  const rows = await claimDueEmails(db, { limit: options.limit ?? BATCH_SIZE, maxAttempts: MAX_ATTEMPTS, leaseMs: LEASE_MS, now });
  const result: OutboxRunResult = { sent: 0, failed: 0, deferred: 0 };
  const unsubscribe = options.unsubscribe ?? createUnsubscribeSigner(db, undefined);
  const store = options.store ?? DEFAULT_STORE;
  const rules = {
    perHour: options.perRecipientPerHour ?? DEFAULT_PER_RECIPIENT_PER_HOUR,
    storeAddresses: new Set((options.storeAddresses ?? []).map((a) => a.toLowerCase())),
    storeAlertMinutes: options.storeAlertMinutes ?? DEFAULT_STORE_ALERT_MINUTES,
  };
  const done = new Set<string>();
  for (const row of rows) {
    // Sent already, with the store's other alerts to its address.
    if (done.has(row.id)) continue;
    const plan = await planFor(db, row, now, rules, rows.filter((other) => !done.has(other.id)));
    if ('until' in plan) {
      await deferEmail(db, row.id, plan.until);
      result.deferred += 1;
      log.warn({ outboxId: row.id, until: plan.until.toISOString() }, `e-mail held back: ${plan.why}`);
      continue;
    }
    const { group } = plan;
    for (const member of group) done.add(member.id);
    try {
      // A template that cannot render, or a document that cannot, is a failure like a refused send: retried, then given up.
      const message = await groupMessage(db, group, store, unsubscribe);
      if (!message) {
        // A back-in-stock e-mail with nothing to tell (docs/decisions/037): its product deleted, out of stock
        // again (the alert waits for the next restock), or the alert ended.
        await dropEmail(db, row.id);
        log.info({ outboxId: row.id }, 'e-mail dropped: its product is gone or out of stock again, or its alert ended');
        continue;
      }
      await mailer.send({ ...message, attachments: await attachmentsOf(db, row) });
      const sentAt = new Date();
      for (const sent of group) await markSent(db, sent.id, sentAt, withoutLicenceKeys(sent.payload));
      // Told while the product was in stock: the alert is over (issue 26 item 1).
      if (row.payload?.template === 'back_in_stock') await endAlert(db, row.payload.productId, row.to);
      result.sent += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      for (const failed of group) {
        const attempts = failed.attempts + 1;
        // The last attempt: the row is done with, and keeps no licence key either.
        const final = attempts >= MAX_ATTEMPTS ? withoutLicenceKeys(failed.payload) : null;
        await markFailed(db, failed.id, reason, new Date(now.getTime() + retryDelayMs(attempts)), final);
        if (attempts >= MAX_ATTEMPTS) log.error({ outboxId: failed.id, to: failed.to, err: reason }, 'e-mail given up after repeated failures');
        else log.warn({ outboxId: failed.id, attempts, err: reason }, 'e-mail failed; will retry');
      }
      result.failed += 1;
    }
  }
  return result;
}

export interface OutboxWorker {
  /** Stops polling and waits for a pass in progress. */
  stop(): Promise<void>;
}

/** Polls every few seconds until stopped (main.ts only; tests call runOutboxOnce). */
export function startOutboxWorker(
  db: DbOrTx,
  mailer: Mailer,
  log: MailLog,
  options: OutboxOptions = {},
  intervalMs = POLL_INTERVAL_MS,
): OutboxWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const digest = options.lowStockDigest ? lowStockDigestSchedule(options.lowStockDigest) : null;

  const tick = () => {
    running = (async () => {
      // Queued first, so a digest due now goes out in this very pass.
      if (digest) await digest(db, new Date()).catch((error: unknown) => log.error({ err: error }, 'low-stock digest failed'));
      await runOutboxOnce(db, mailer, log, options);
    })()
      .catch((error: unknown) => {
        log.error({ err: error }, 'outbox pass failed');
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  timer = setTimeout(tick, intervalMs);

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      mailer.close();
    },
  };
}
