import { Redis, type RedisOptions } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

// The store's connection to Redis when REDIS_URL is set (docs/decisions/014):
// shared rate-limit and throttle counters, and the catalogue-changed signal.
// Redis is a helper, never a dependency of serving: a command fails at once
// while the connection is down (no queue that would hold requests), callers
// fail open, and ioredis reconnects by itself.

/** What the health check reads (plugins of the ops work use `app.redisStatus()`). */
export type RedisStatus = 'not-configured' | 'connected' | 'disconnected';

export interface RedisConnection {
  /** Commands: counters, scripts, PUBLISH. Rejects at once while disconnected. */
  readonly client: Redis;
  /** SUBSCRIBE needs a connection of its own; ioredis subscribes again after a reconnect. */
  readonly subscriber: Redis;
  /** Start of every key and channel of this store (REDIS_PREFIX). */
  readonly prefix: string;
  status(): Exclude<RedisStatus, 'not-configured'>;
  /** Resolves once both connections are up, or after `timeoutMs` (false then): start-up goes on either way. */
  whenConnected(timeoutMs: number): Promise<boolean>;
  /** A warning for `topic` at most once a minute, so an outage does not write one line per request. */
  warn(topic: string, error: unknown, text: string): void;
  close(): Promise<void>;
}

/** A slow or stopped Redis costs a request at most this long before it fails open. */
const COMMAND_TIMEOUT_MS = 500;
/** Reconnect attempts back off up to this interval, and never stop. */
const MAX_RECONNECT_DELAY_MS = 2_000;
const WARN_EVERY_MS = 60_000;

const connectionOptions: RedisOptions = {
  connectTimeout: 2_000,
  retryStrategy: (attempt) => Math.min(100 * attempt, MAX_RECONNECT_DELAY_MS),
};

const commandOptions: RedisOptions = {
  ...connectionOptions,
  // Commands while disconnected fail at once instead of queueing behind the outage.
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  autoResendUnfulfilledCommands: false,
  commandTimeout: COMMAND_TIMEOUT_MS,
};

/** The subscription waits for a connection, however long: Redis down at start-up must not lose it for good. */
const subscriberOptions: RedisOptions = { ...connectionOptions, enableOfflineQueue: true, maxRetriesPerRequest: null };

const ready = (connection: Redis) => connection.status === 'ready';
const quit = (connection: Redis) => (ready(connection) ? connection.quit().then(() => undefined) : Promise.resolve());

/** Logs each topic at most once per minute, saying how many were left out. */
export function createRateLimitedWarn(log: Pick<FastifyBaseLogger, 'warn'>, everyMs = WARN_EVERY_MS, now: () => number = Date.now) {
  const last = new Map<string, { at: number; skipped: number }>();
  return (topic: string, error: unknown, text: string) => {
    const at = now();
    const seen = last.get(topic);
    if (seen && at - seen.at < everyMs) {
      seen.skipped += 1;
      return;
    }
    last.set(topic, { at, skipped: 0 });
    const message = error instanceof Error ? error.message : String(error);
    log.warn({ redis: topic, err: message, ...(seen?.skipped ? { alsoSince: seen.skipped } : {}) }, text);
  };
}

export function connectRedis(url: string, prefix: string, log: FastifyBaseLogger): RedisConnection {
  const warn = createRateLimitedWarn(log);
  const client = new Redis(url, { ...commandOptions, connectionName: `${prefix}commands` });
  // A subscription is queued until the connection is up, and restored after each reconnect.
  const subscriber = new Redis(url, { ...subscriberOptions, connectionName: `${prefix}events` });

  // Without listeners ioredis prints every connection error to stderr; once a minute in the log is enough.
  let wasDown = false;
  for (const [name, connection] of [['commands', client], ['events', subscriber]] as const) {
    connection.on('error', (error: unknown) => warn(`connection-${name}`, error, 'Redis unreachable: limits fail open, caches fall back to their time limits; reconnecting'));
    connection.on('close', () => {
      wasDown = true;
    });
    connection.on('ready', () => {
      if (wasDown && ready(client) && ready(subscriber)) {
        wasDown = false;
        log.info('Redis reconnected: shared limits and cache signals are back');
      }
    });
  }

  return {
    client,
    subscriber,
    prefix,
    status: () => (ready(client) && ready(subscriber) ? 'connected' : 'disconnected'),
    async whenConnected(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!(ready(client) && ready(subscriber))) {
        if (Date.now() >= deadline) return false;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return true;
    },
    warn,
    async close() {
      // QUIT only on a live connection: one that never came up (Redis down, a wrong password) would queue
      // it until Redis answers, and the shutdown would wait for ever. A second at most, then cut.
      const cut = new Promise<void>((resolve) => setTimeout(resolve, 1_000).unref());
      await Promise.race([Promise.allSettled([quit(client), quit(subscriber)]), cut]);
      client.disconnect();
      subscriber.disconnect();
    },
  };
}
