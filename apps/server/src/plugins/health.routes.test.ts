import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@store/contract';
import { freePort } from '#server-test/safety/server-process';
import { createTestApp, type TestApp } from '#server-test/test-app';
import { openTestDatabase } from '#server-test/test-database';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { pingRedis } from '../lib/redis-ping';

// GET /api/health (liveness) and GET /api/health/ready (readiness) of issue 15
// item 9: the balancer takes a process out when its database does not
// answer; Redis going away only degrades it, as the store serves without it.

const REDIS_PASSWORD = 'a-private-redis-password';
let t: TestApp;
let redis: ChildProcess | undefined;
let redisPort: number;

/** A private redis-server with a password on a free port: the machine's own Redis stays untouched. */
async function startPrivateRedis(): Promise<void> {
  redisPort = await freePort();
  redis = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--requirepass', REDIS_PASSWORD], {
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i += 1) {
    if ((await pingRedis(`redis://:${REDIS_PASSWORD}@127.0.0.1:${redisPort}`)) === 'up') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the private redis-server did not start');
}

beforeAll(async () => {
  [t] = await Promise.all([createTestApp(), startPrivateRedis()]);
});
afterAll(async () => {
  await t?.close();
  redis?.kill('SIGTERM');
});

describe('GET /api/health', () => {
  it('answers ok, never from a cache', async () => {
    const res = await t.call('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/health/ready', () => {
  it('is ready when the database answers and no Redis is configured', async () => {
    const res = await t.call('GET', '/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, status: 'ready', checks: { database: 'up', redis: 'off' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('fails with 503 when the database is gone, while the liveness check still answers', async () => {
    // PGlite from the run's template: the embedded database, whichever the run's engine.
    const { database } = await openTestDatabase({ pgliteOnly: true });
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), { database });
    try {
      await app.ready();
      expect((await app.inject('/api/health/ready')).statusCode).toBe(200);
      await database.close();
      const res = await app.inject('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        params: {},
        code: 'NOT_READY',
        message: messages.NOT_READY,
        status: 'unavailable',
        checks: { database: 'down', redis: 'off' },
      });
      expect((await app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('fails with 503 when PostgreSQL takes the connection but never answers', async () => {
    // A server that accepts connections and says nothing: a database hung under load or behind a dead link.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    const port = await new Promise<number>((resolve) => silent.listen(0, '127.0.0.1', () => resolve((silent.address() as net.AddressInfo).port)));
    const database = await openDatabase({ databaseUrl: `postgres://store@127.0.0.1:${port}/store`, dataDir: 'memory://' });
    const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }), { database });
    try {
      await app.ready();
      const res = await app.inject('/api/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'NOT_READY', checks: { database: 'down' } });
    } finally {
      for (const socket of sockets) socket.destroy();
      await app.close();
      await database.close().catch(() => {});
      silent.close();
    }
  });

  it('reports Redis up, and degraded (still 200) when Redis does not answer or refuses the password', async () => {
    const cases = [
      { url: `redis://:${REDIS_PASSWORD}@127.0.0.1:${redisPort}`, status: 200, body: { status: 'ready', checks: { database: 'up', redis: 'up' } } },
      { url: `redis://:wrong-password@127.0.0.1:${redisPort}`, status: 200, body: { status: 'degraded', checks: { database: 'up', redis: 'down' } } },
      { url: `redis://127.0.0.1:${await freePort()}`, status: 200, body: { status: 'degraded', checks: { database: 'up', redis: 'down' } } },
    ];
    const withRedis = await createTestApp({ env: { REDIS_URL: cases[0]?.url ?? '' } });
    const apps = [withRedis];
    try {
      for (const c of cases) {
        const app = c === cases[0] ? withRedis : await createTestApp({ env: { REDIS_URL: c.url } });
        if (app !== withRedis) apps.push(app);
        const res = await app.call('GET', '/api/health/ready');
        expect({ url: c.url, status: res.status, body: res.body }).toEqual({ url: c.url, status: c.status, body: { success: true, ...c.body } });
      }
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});
