import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { connectRedis, type RedisConnection } from '#server/lib/redis';

// Redis for the tests (docs/decisions/014): the machine's own at
// 127.0.0.1:6379 (TEST_REDIS_URL names another) under a random prefix per
// suite, never flushed (only the suite's own keys are deleted at the end),
// and private redis-server processes on free ports for the outage tests.

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A prefix of this suite's own: parallel suites and other runs on the same Redis never meet. */
export function randomPrefix(): string {
  return `test-${randomBytes(6).toString('hex')}:`;
}

/** Deletes the keys under `prefix`, and only those. */
export async function deleteKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export interface LogCall {
  level: 'warn' | 'info' | 'error';
  fields: unknown;
  text: unknown;
}

/** A logger that keeps what it is told, for assertions on warnings. */
export function recordingLog(): FastifyBaseLogger & { calls: LogCall[] } {
  const calls: LogCall[] = [];
  const record = (level: LogCall['level']) => (fields: unknown, text?: unknown) => void calls.push({ level, fields, text });
  const log = {
    calls,
    level: 'info',
    warn: record('warn'),
    info: record('info'),
    error: record('error'),
    fatal: record('error'),
    debug: () => {},
    trace: () => {},
    silent: () => {},
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger & { calls: LogCall[] };
}

/** A connection to the test Redis under a fresh prefix; `close` deletes the prefix's keys. */
export async function testRedis(log: FastifyBaseLogger = recordingLog()): Promise<RedisConnection> {
  const prefix = randomPrefix();
  const redis = connectRedis(TEST_REDIS_URL, prefix, log);
  if (!(await redis.whenConnected(5_000))) throw new Error(`no Redis at ${TEST_REDIS_URL}`);
  const close = redis.close.bind(redis);
  return Object.assign(redis, {
    async close() {
      await close();
      await deleteKeys(TEST_REDIS_URL, prefix);
    },
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A redis-server of the test's own on a free port, nothing kept on disk; stopped and started again on the same port. */
export interface PrivateRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const ping = async () => {
    const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {});
    try {
      await probe.connect();
      return (await probe.ping()) === 'PONG';
    } catch {
      return false;
    } finally {
      probe.disconnect();
    }
  };
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const deadline = Date.now() + 10_000;
    while (!(await ping())) {
      if (Date.now() > deadline) throw new Error(`redis-server did not start on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, stop, start };
}
