import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { crashWhilePlacingOrders, describeCrashChecks, type CrashReport, type Query } from '#server-test/safety/crash-scenario';

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

describeCrashChecks('the embedded PGlite', 'PGlite', () => ({ report, query }));
