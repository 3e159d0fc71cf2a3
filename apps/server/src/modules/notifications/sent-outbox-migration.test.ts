import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Order } from '@store/contract';
import { outbox } from '#server/db/schema/index';
import type { EmailPayload } from '#server/lib/outbox/email-payload';
import { suiteTestApp } from '#server-test/suite';

// Migration 0027 (docs/decisions/030, "Sent e-mails keep no key"): licence
// e-mails sent or given up before the worker masked their keys are masked by
// the migration; a row still waiting to be sent keeps its keys to send them.

const migration = readFileSync(new URL('../../db/migrations/0027_sent_outbox_keys.sql', import.meta.url), 'utf8');

const t = suiteTestApp();

const payload = (n: string): EmailPayload =>
  ({
    template: 'licence_keys',
    language: 'en',
    order: { _id: `o-${n}`, orderNumber: `FC-00000${n}`, licenceKeys: [
      { productId: 'p-1', title: 'Office 2024 Home', key: `OLD-KEY-${n}-AAAA-0001` },
      { productId: 'p-1', title: 'Office 2024 Home', key: `OLD-KEY-${n}-BBBB-0002` },
    ] } as unknown as Order,
    trackUrl: null,
  }) as EmailPayload;

async function insert(n: string, fields: { sentAt?: Date; attempts?: number }) {
  const [row] = await t.database.db
    .insert(outbox)
    .values({ kind: 'order_status_changed', to: `buyer${n}@example.ae`, payload: payload(n), nextAttemptAt: new Date(), ...fields })
    .returning({ id: outbox.id });
  return row?.id ?? '';
}

const keysOf = async (id: string) => {
  const [row] = await t.database.db.select({ payload: outbox.payload }).from(outbox).where(eq(outbox.id, id));
  return row?.payload && 'order' in row.payload ? row.payload.order.licenceKeys?.map((k) => k.key) : undefined;
};

describe('migration 0027: sent licence e-mails keep no key', () => {
  it('masks the keys of sent and given-up rows, in their order, and leaves a waiting row its keys', async () => {
    const sent = await insert('1', { sentAt: new Date() });
    const givenUp = await insert('2', { attempts: 10 });
    const waiting = await insert('3', { attempts: 2 });
    await t.database.db.execute(sql.raw(migration));
    expect(await keysOf(sent)).toEqual(['••••-0001', '••••-0002']);
    expect(await keysOf(givenUp)).toEqual(['••••-0001', '••••-0002']);
    expect(await keysOf(waiting)).toEqual(['OLD-KEY-3-AAAA-0001', 'OLD-KEY-3-BBBB-0002']);
  });
});
