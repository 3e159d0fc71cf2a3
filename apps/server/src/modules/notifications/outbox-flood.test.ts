import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema/index';
import { createShelf, guestOrder, stockedProduct, type TestShelf } from '#server-test/commerce-factories';
import { createTestApp, type TestApp } from '#server-test/test-app';
import type { MailLog, Mailer, MailMessage } from './mailer';
import { runOutboxOnce } from './outbox-worker';

// The outbox under a flood (issue 26 item 2): 40 place-and-cancel cycles
// queued 80 e-mails to a victim and 81 to the store's own addresses, whose
// order alerts the per-recipient cap then held back an hour, and a password
// reset queued behind 2,600 e-mails arrived after 7 minutes. Now security
// e-mails go first and are never held by the cap, and the store's alerts to
// one address go out together, at most one e-mail per STORE_ALERT_MINUTES.

const ALERTS_TO = 'orders@falcon.test';
const STORE = 'sales@falcon.test';

let t: TestApp;
let shelf: TestShelf;

beforeAll(async () => {
  t = await createTestApp({ env: { ORDER_ALERT_EMAIL: ALERTS_TO, STORE_EMAIL: STORE } });
  shelf = await createShelf(t.database.db);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.delete(outbox);
});

function capturingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    close() {},
  };
}
const quietLog: MailLog = { info() {}, warn() {}, error() {} };

/** Due a second ago (PostgreSQL's clock has microseconds, a pass's `now` milliseconds). */
const due = () => new Date(Date.now() - 1000);

describe('security e-mails first (issue 26 item 2)', () => {
  it('a password reset queued after 30 order e-mails goes out in the first pass of 20', async () => {
    await t.database.db.insert(outbox).values(
      Array.from({ length: 30 }, (_, i) => ({ kind: 'order_placed' as const, to: `buyer${i}@example.ae`, subject: `Order ${i}`, text: 'T', nextAttemptAt: due() })),
    );
    await t.database.db.insert(outbox).values({ kind: 'password_reset', to: 'owner@example.ae', subject: 'Reset your password', text: 'Link', nextAttemptAt: due() });
    const mailer = capturingMailer();
    expect(await runOutboxOnce(t.database.db, mailer, quietLog, { limit: 20 })).toEqual({ sent: 20, failed: 0, deferred: 0 });
    expect(mailer.sent[0]).toMatchObject({ to: 'owner@example.ae', subject: 'Reset your password' });
  });

  it('a reset to an address whose hour is full is sent at once; an order e-mail to it waits', async () => {
    const victim = 'flooded@example.ae';
    await t.database.db.insert(outbox).values(
      Array.from({ length: 3 }, (_, i) => ({ kind: 'order_placed' as const, to: victim, subject: `Order ${i}`, text: 'T', nextAttemptAt: due() })),
    );
    const mailer = capturingMailer();
    expect(await runOutboxOnce(t.database.db, mailer, quietLog, { perRecipientPerHour: 2 })).toEqual({ sent: 2, failed: 0, deferred: 1 });
    await t.database.db.insert(outbox).values({ kind: 'password_reset', to: victim, subject: 'Reset your password', text: 'Link', nextAttemptAt: due() });
    expect(await runOutboxOnce(t.database.db, mailer, quietLog, { perRecipientPerHour: 2 })).toEqual({ sent: 1, failed: 0, deferred: 0 });
    expect(mailer.sent.map((m) => m.subject)).toEqual(['Order 0', 'Order 1', 'Reset your password']);
  });
});

describe("the store's alerts (issue 26 item 2)", () => {
  it('the first new-order alert goes at once, the next ones together when the window ends, never held by the cap', async () => {
    const product = await stockedProduct(t.database.db, shelf, { title: 'Flood Mouse', price: 20, totalStock: 50 });
    const place = (i: number) =>
      t.call('POST', '/api/shop/order/place-guest-order', {
        payload: guestOrder([{ productId: product.id, quantity: 1 }], 45, { email: `flood${i}@example.ae`, name: `Buyer ${i}` }),
      });
    const options = { perRecipientPerHour: 2, storeAddresses: [STORE, ALERTS_TO], storeAlertMinutes: 5 };
    expect((await place(1)).status).toBe(201);
    const mailer = capturingMailer();
    await runOutboxOnce(t.database.db, mailer, quietLog, options);
    const alerts = () => mailer.sent.filter((m) => m.to === ALERTS_TO);
    expect(alerts().map((m) => m.subject)).toEqual([expect.stringMatching(/^New order FC-[0-9A-Z]{4}-[0-9A-Z]{4}: AED\s45\.00$/)]);

    for (let i = 2; i <= 6; i++) expect((await place(i)).status).toBe(201);
    // Within the window: the five wait, none is sent on its own.
    const within = await runOutboxOnce(t.database.db, mailer, quietLog, { ...options, now: new Date(Date.now() + 60_000) });
    expect(within.deferred).toBe(5);
    expect(alerts()).toHaveLength(1);

    // After the window: one e-mail lists all five, though the cap (2 an hour) was met long ago.
    await runOutboxOnce(t.database.db, mailer, quietLog, { ...options, now: new Date(Date.now() + 6 * 60_000) });
    expect(alerts()).toHaveLength(2);
    const together = alerts()[1]!;
    expect(together.subject).toBe('5 store alerts: 5 new orders');
    for (let i = 2; i <= 6; i++) expect(together.text).toContain(`Customer: Buyer ${i} (guest), flood${i}@example.ae`);
    expect(together.text).toContain('Open the orders page');
    const unsent = (await t.database.db.select().from(outbox)).filter((r) => r.to === ALERTS_TO && r.sentAt === null);
    expect(unsent).toEqual([]);
  });
});
