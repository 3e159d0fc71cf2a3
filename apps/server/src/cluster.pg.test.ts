import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, type PostgresDatabase } from '#server-test/postgres-server';
import { startServer, type ServerProcess } from '#server-test/safety/server-process';

// WEB_CONCURRENCY=2 (issue 15 item 5, docs/decisions/018): the real server
// (dist/main.js, as `npm start` runs it) on a fresh PostgreSQL database, two
// worker processes sharing one port. NODE_ENV=test makes each answer name
// the process that served it (x-store-pid); nothing else shows it.

const TOKEN = 'cluster-metrics-token-0123456789';
let database: PostgresDatabase;
let dataDir: string;
let server: ServerProcess;

/** GET on a connection of its own (connections, not requests, are shared out between the workers). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; pid: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, timeout: 10_000, headers: { connection: 'close', ...headers } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, pid: Number(res.headers['x-store-pid']), body }));
    });
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url}`)));
    request.on('error', reject);
  });
}

/** A worker starts in seconds, or in half a minute on a machine this busy (tsx compiles the server at each start). */
const START_WAIT_MS = 150_000;

/** Polls (every half second, at most START_WAIT_MS) until `done` holds for the pids that answered a few requests. */
async function waitForPids(done: (pids: Set<number>) => boolean): Promise<Set<number>> {
  let pids = new Set<number>();
  for (const deadline = Date.now() + START_WAIT_MS; !done(pids) && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    // A connection handed to a worker at the moment it was killed is lost with it: ask again.
    pids = await answeringPids(4).catch(() => new Set<number>());
  }
  return pids;
}

/** The pids that answered `count` requests. */
async function answeringPids(count: number): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < count; i += 1) {
    const res = await get(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    pids.add(res.pid);
  }
  return pids;
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

beforeAll(async () => {
  database = await createPostgresDatabase(process.env.DATABASE_URL ?? '', 'store_cluster');
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'store-cluster-'));
  server = await startServer({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    WEB_CONCURRENCY: '2',
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    METRICS_TOKEN: TOKEN,
  });
}, 180_000);
afterAll(async () => {
  await server?.kill();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('WEB_CONCURRENCY=2 over PostgreSQL', () => {
  let workers: number[] = [];

  it('answers from two worker processes on one port, neither of them the primary', async () => {
    // The server answered its first health check as soon as one worker listened; the other may still be starting.
    const pids = await waitForPids((p) => p.size >= 2);
    workers = [...pids];
    expect(workers).toHaveLength(2);
    expect(workers).not.toContain(server.child.pid);
  }, START_WAIT_MS + 10_000);

  it('answers GET /metrics for the whole machine, whichever worker the scraper reaches', async () => {
    const before = await get(`${server.url}/metrics`, { authorization: `Bearer ${TOKEN}` });
    const series = 'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}';
    const count = (text: string) => Number(text.split('\n').find((l) => l.startsWith(`${series} `))?.split(' ')[1] ?? 0);
    await answeringPids(10);
    const after = await get(`${server.url}/metrics`, { authorization: `Bearer ${TOKEN}` });
    expect(after.status).toBe(200);
    // One worker alone saw about half of them.
    expect(count(after.body) - count(before.body)).toBe(10);
  });

  it('restarts a worker that dies', async () => {
    const [victim = 0, survivor = 0] = workers;
    process.kill(victim, 'SIGKILL');
    const pids = await waitForPids((p) => p.size >= 2 && !p.has(victim));
    expect(pids.size).toBe(2);
    expect(pids.has(survivor)).toBe(true);
    expect(pids.has(victim)).toBe(false);
    workers = [...pids];
  }, START_WAIT_MS + 10_000);

  it('stops every worker and exits cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    server.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(workers.filter(isRunning)).toEqual([]);
  });
});
