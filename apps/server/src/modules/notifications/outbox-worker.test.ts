import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@store/contract';
import { outbox } from '#server/db/schema/index';
import { createShelf, guestOrder, stockedProduct, type TestShelf } from '#server-test/commerce-factories';
import { createTestApp, type TestApp } from '#server-test/test-app';
import { createLogMailer, createMailer, createSmtpMailer, type MailLog, type Mailer } from './mailer';
import { loadConfig } from '#server/config';
import { DEFAULT_PER_RECIPIENT_PER_HOUR, MAX_ATTEMPTS, retryDelayMs, runOutboxOnce } from './outbox-worker';
import { renderedMail } from '#server-test/outbox-mail';
import { startSmtpCapture } from '#server-test/smtp-capture';

// Order e-mails go through the outbox (issue "Cart, checkout, orders", item
// 8): a mail server that is down never blocks an order; the worker retries
// with backoff and sends each e-mail once when the server answers.

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

function recordingLog(): MailLog & { lines: { level: string; args: unknown[] }[] } {
  const lines: { level: string; args: unknown[] }[] = [];
  const at = (level: string) => (...args: unknown[]) => {
    lines.push({ level, args });
  };
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

let t: TestApp;
let shelf: TestShelf;
let deadPort: number;

beforeAll(async () => {
  deadPort = await closedPort();
  // The order path never talks to SMTP; the configured server being down must not matter to it.
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${deadPort}` } });
  shelf = await createShelf(t.database.db);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.delete(outbox);
});

async function placeOrder(email = 'mail.test@example.ae'): Promise<Order> {
  const p = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 5 });
  const res = await t.call('POST', '/api/shop/order/place-guest-order', {
    payload: guestOrder([{ productId: p.id, quantity: 1 }], 35, { email }),
  });
  expect(res.status).toBe(201);
  return res.body.order as Order;
}

const rows = () => t.database.db.select().from(outbox);

describe('the outbox worker', () => {
  it('an order placed while SMTP is down succeeds; the failure is recorded and retried with backoff until the server answers, then sent once', async () => {
    const order = await placeOrder();
    const [queued] = await rows();
    expect(queued).toMatchObject({ kind: 'order_placed', to: 'mail.test@example.ae', attempts: 0, sentAt: null });

    const log = recordingLog();
    const down = createMailer(t.config, log);
    const t0 = new Date(Date.now() + 1000);
    expect(await runOutboxOnce(t.database.db, down, log, { now: t0 })).toEqual({ sent: 0, failed: 1 , deferred: 0 });
    const [afterFirst] = await rows();
    expect(afterFirst?.attempts).toBe(1);
    expect(afterFirst?.sentAt).toBeNull();
    expect(afterFirst?.lastError).toBeTruthy();
    expect(afterFirst?.nextAttemptAt.getTime()).toBe(t0.getTime() + 30_000);
    expect(log.lines.some((l) => l.level === 'warn')).toBe(true);
    // Not due yet: nothing is tried.
    expect(await runOutboxOnce(t.database.db, down, log, { now: t0 })).toEqual({ sent: 0, failed: 0 , deferred: 0 });

    // A server that answers but refuses the recipient: a second failure, twice the wait.
    const rejecting = await startSmtpCapture({ rejectRecipients: true });
    const t1 = new Date(t0.getTime() + 31_000);
    try {
      const refusing = createSmtpMailer(`smtp://127.0.0.1:${rejecting.port}`, 'shop@example.ae');
      expect(await runOutboxOnce(t.database.db, refusing, log, { now: t1 })).toEqual({ sent: 0, failed: 1 , deferred: 0 });
      refusing.close();
    } finally {
      await rejecting.close();
    }
    const [afterSecond] = await rows();
    expect(afterSecond?.attempts).toBe(2);
    expect(afterSecond?.nextAttemptAt.getTime()).toBe(t1.getTime() + 60_000);

    // The server is back: the e-mail goes out once.
    const accepting = await startSmtpCapture();
    try {
      const up = createSmtpMailer(`smtp://127.0.0.1:${accepting.port}`, 'shop@example.ae');
      const t2 = new Date(t1.getTime() + 2 * 3_600_000);
      expect(await runOutboxOnce(t.database.db, up, log, { now: t2 })).toEqual({ sent: 1, failed: 0 , deferred: 0 });
      expect(await runOutboxOnce(t.database.db, up, log, { now: new Date(t2.getTime() + 86_400_000) })).toEqual({ sent: 0, failed: 0 , deferred: 0 });
      up.close();
      expect(accepting.received).toHaveLength(1);
      expect(accepting.received[0]?.to).toEqual(['mail.test@example.ae']);
      const subject = /^Subject: (.*)$/m.exec(accepting.received[0]?.raw ?? '')?.[1] ?? '';
      expect(subject).toContain(order.orderNumber);
      expect(accepting.received[0]?.raw).toContain('Guest Shopper');
    } finally {
      await accepting.close();
    }
    const [sent] = await rows();
    expect(sent?.sentAt).toBeInstanceOf(Date);
    expect(sent?.attempts).toBe(2);
  });

  it('without SMTP_URL the e-mail goes to the log and counts as sent', async () => {
    const order = await placeOrder();
    const log = recordingLog();
    const mailer = createMailer({ ...t.config, smtpUrl: undefined }, log);
    expect(await runOutboxOnce(t.database.db, mailer, log)).toEqual({ sent: 1, failed: 0 , deferred: 0 });
    const info = log.lines.find((l) => l.level === 'info');
    expect(JSON.stringify(info?.args)).toContain(order.orderNumber);
    const [row] = await rows();
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('gives up after the last attempt and says so in the log', async () => {
    await placeOrder();
    const [row] = await rows();
    if (!row) throw new Error('no outbox row');
    await t.database.db.update(outbox).set({ attempts: MAX_ATTEMPTS - 1 }).where(eq(outbox.id, row.id));
    const failing: Mailer = {
      send: async () => {
        throw new Error('554 rejected');
      },
      close: () => {},
    };
    const log = recordingLog();
    expect(await runOutboxOnce(t.database.db, failing, log)).toEqual({ sent: 0, failed: 1 , deferred: 0 });
    expect(log.lines.some((l) => l.level === 'error')).toBe(true);
    const [after] = await rows();
    expect(after).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null, lastError: '554 rejected' });
    const later = new Date(Date.now() + 30 * 86_400_000);
    expect(await runOutboxOnce(t.database.db, createLogMailer(log), log, { now: later })).toEqual({ sent: 0, failed: 0 , deferred: 0 });
  });

  it('a status change queues its own e-mail in the same transaction', async () => {
    const order = await placeOrder('status.mail@example.ae');
    const admin = await t.createUser({ role: 'admin' });
    const cookie = await t.loginAs(admin.email);
    const res = await t.call('PATCH', `/api/shop/order/update-order-status/${order._id}/guest`, { cookie, payload: { newStatus: 'confirmed' } });
    expect(res.status).toBe(200);
    const mails = await rows();
    expect(mails.map((m) => m.kind).toSorted()).toEqual(['order_placed', 'order_status_changed']);
    const change = mails.find((m) => m.kind === 'order_status_changed');
    expect(change?.to).toBe('status.mail@example.ae');
    expect((await renderedMail(change)).subject).toBe(`Your Falcon order ${order.orderNumber} is confirmed`);
  });
});

describe('e-mails per recipient (issue 15 item 8)', () => {
  it('sends at most the hourly allowance to one address (any case), holds the rest back an hour with a log line, then sends them', async () => {
    const queue = (to: string, n: number) =>
      t.database.db.insert(outbox).values(
        // Due a second ago: PostgreSQL's clock has microseconds, the pass's `now` milliseconds, so a row
        // written in the same millisecond would otherwise not be due yet on a fast machine.
        Array.from({ length: n }, (_, i) => ({
          kind: 'order_placed' as const,
          to,
          subject: `Order ${i}`,
          text: `Order ${i}`,
          nextAttemptAt: new Date(Date.now() - 1000),
        })),
      );
    await queue('victim@example.ae', 4);
    await queue('Victim@Example.AE', 3);
    await queue('someone.else@example.ae', 2);
    const log = recordingLog();
    const mailer = createLogMailer(log);

    const first = await runOutboxOnce(t.database.db, mailer, log, { perRecipientPerHour: 5 });
    expect(first).toEqual({ sent: 7, failed: 0, deferred: 2 });
    const held = log.lines.filter((l) => l.level === 'warn');
    expect(held).toHaveLength(2);
    expect(JSON.stringify(held[0]?.args)).toContain('e-mail held back: 5 already sent to this recipient in the last hour');
    const waiting = (await rows()).filter((r) => r.sentAt === null);
    expect(waiting).toHaveLength(2);
    expect(waiting.every((r) => r.to.toLowerCase() === 'victim@example.ae' && r.attempts === 0)).toBe(true);
    const sentAt = Math.min(...(await rows()).flatMap((r) => (r.sentAt ? [r.sentAt.getTime()] : [])));
    for (const row of waiting) expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(sentAt + 3_600_000);

    // Within the hour nothing more goes to that address.
    expect(await runOutboxOnce(t.database.db, mailer, log, { perRecipientPerHour: 5, now: new Date(Date.now() + 30 * 60_000) })).toEqual({
      sent: 0,
      failed: 0,
      deferred: 0,
    });
    // An hour later the two held back go out.
    expect(await runOutboxOnce(t.database.db, mailer, log, { perRecipientPerHour: 5, now: new Date(Date.now() + 61 * 60_000) })).toEqual({
      sent: 2,
      failed: 0,
      deferred: 0,
    });
  });

  it('the default allowance is EMAILS_PER_RECIPIENT_PER_HOUR, 10', async () => {
    expect(loadConfig({}).emailsPerRecipientPerHour).toBe(DEFAULT_PER_RECIPIENT_PER_HOUR);
    expect(DEFAULT_PER_RECIPIENT_PER_HOUR).toBe(10);
    await t.database.db
      .insert(outbox)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          kind: 'order_placed' as const,
          to: 'many@example.ae',
          subject: `S${i}`,
          text: 'T',
          nextAttemptAt: new Date(Date.now() - 1000),
        })),
      );
    const log = recordingLog();
    expect(await runOutboxOnce(t.database.db, createLogMailer(log), log)).toEqual({ sent: 10, failed: 0, deferred: 2 });
  });
});

describe('retryDelayMs', () => {
  it('waits 30 s after the first failure, doubling, at most an hour', () => {
    expect([1, 2, 3, 7, 8, 10].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 1_920_000, 3_600_000, 3_600_000]);
  });
});
