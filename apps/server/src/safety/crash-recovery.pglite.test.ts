import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { crashWhilePlacingOrders, inconsistencies, KILL_AFTER_PLACED, ORDERS, orderTotals, type CrashReport, type Query } from '#server-test/safety/crash-scenario';

// Safety suite (issue #6 item 4): the same SIGKILL as crash-recovery.pg.test.ts,
// on the embedded default (PGlite in DATA_DIR, no DATABASE_URL), which a
// user's fresh machine runs.

let dataDir: string;
let database: Database;
let report: CrashReport;

const query: Query = async (text) => (await database.db.execute(sql.raw(text))).rows as Record<string, unknown>[];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'store-crash-pglite-'));
  report = await crashWhilePlacingOrders({ DATA_DIR: dataDir });
  // The server has stopped: open its data folder here, as the next start would.
  database = await openDatabase({ dataDir });
}, 300_000);
afterAll(async () => {
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('SIGKILL while orders are being placed, on the embedded PGlite', () => {
  it('was killed with orders still in flight', () => {
    expect(report.confirmed.length).toBeGreaterThanOrEqual(KILL_AFTER_PLACED);
    expect(report.confirmed.length + report.cutOff).toBe(ORDERS);
    expect(report.cutOff).toBeGreaterThan(0);
  });

  it('leaves no order without its lines, first status and e-mail, and stock that matches the orders', async () => {
    expect(await inconsistencies(query, report)).toEqual([]);
  });

  it('keeps every order a shopper saw confirmed, and takes new ones after the restart', async () => {
    const { orders } = await orderTotals(query);
    console.info(`PGlite, SIGKILL: ${report.confirmed.length} orders confirmed, ${report.cutOff} requests cut off, ${orders} orders kept`);
    expect(orders).toBeGreaterThanOrEqual(report.confirmed.length + 1);
    expect(orders).toBeLessThanOrEqual(ORDERS + 1);
  });
});
