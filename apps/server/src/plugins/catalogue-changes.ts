import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RedisConnection } from '../lib/redis';

// One signal for every catalogue cache (docs/decisions/014): the JSON answers
// (response-cache.ts), the guests' rendered pages (web-app.ts), the page
// anchors and the random-product sample (modules/catalog/products.service.ts).
// It is raised by what changes what the catalogue shows, and nothing else:
// product, brand, category and home-page slide writes, and an order, a
// cancellation or a deletion that makes a product's stock run out or come
// back. A login, a cart change or an order that leaves stock above zero do
// not raise it.
//
// The instance that raises it clears its own caches at once, before its
// answer leaves (so whoever made the change reads it back); with REDIS_URL it
// also publishes it, and every other instance clears on receipt. A message
// lost while Redis is away costs at most each cache's time limit, and every
// instance clears once when its subscription comes back.

/** Called after the change is committed: this instance clears now, the others when they hear of it. */
export type CatalogueChanged = () => void;

/** Runs a catalogue write (its transaction); once it is committed, every catalogue cache hears of it. A refused write changes nothing. */
export async function changingCatalogue<T>(changed: CatalogueChanged, write: () => Promise<T>): Promise<T> {
  const done = await write();
  changed();
  return done;
}

export interface CatalogueChanges {
  changed: CatalogueChanged;
  /** `listener` runs on every change, made here or on another instance. */
  onChange(listener: () => void): void;
  /** Subscribed (or nothing to subscribe to). */
  ready(timeoutMs: number): Promise<void>;
}

export function createCatalogueChanges(log: FastifyBaseLogger, redis?: RedisConnection): CatalogueChanges {
  const listeners: (() => void)[] = [];
  const clearHere = () => {
    for (const listener of listeners) {
      try {
        listener();
      } catch (error) {
        log.error({ err: error }, 'a catalogue cache failed to clear');
      }
    }
  };
  if (!redis) return { changed: clearHere, onChange: (listener) => void listeners.push(listener), ready: async () => {} };

  const channel = `${redis.prefix}catalogue-changed`;
  // This instance's own messages come back to it: it has already cleared.
  const instance = randomUUID();
  let lostTouch = false;
  redis.subscriber.on('message', (from: string, message: string) => {
    if (from === channel && message !== instance) clearHere();
  });
  redis.subscriber.on('close', () => {
    lostTouch = true;
  });
  redis.subscriber.on('ready', () => {
    // Changes published while this instance was not listening are lost: start afresh.
    if (lostTouch) clearHere();
    lostTouch = false;
  });
  const subscribed = redis.subscriber.subscribe(channel).catch((error: unknown) => {
    redis.warn('subscribe', error, 'Redis: not subscribed to catalogue changes yet; retrying on reconnect');
  });

  return {
    changed() {
      clearHere();
      redis.client.publish(channel, instance).catch((error: unknown) => {
        redis.warn('publish', error, 'Redis: a catalogue change was not announced; other instances see it within their cache time');
      });
    },
    onChange: (listener) => void listeners.push(listener),
    async ready(timeoutMs) {
      await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
    },
  };
}
