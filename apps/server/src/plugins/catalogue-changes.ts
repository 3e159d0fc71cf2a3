import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RedisConnection } from '../lib/redis';

// One signal for every catalogue cache (docs/decisions/014): the JSON answers
// (response-cache.ts), the guests' rendered pages (web-app.ts), the page
// anchors and the random-product sample (modules/catalog/products.service.ts).
// It is raised by what changes what the catalogue shows, and nothing else:
// product, brand, category and home-page slide writes, a review that changes a
// product's stars, and an order, a cancellation or a deletion that makes a
// product's stock run out or come back. A login, a cart change or an order
// that leaves stock above zero do not raise it.
//
// A change names what it touched when it can (issue 26 item 6, docs/decisions/011):
// a review, its products (the answers and pages that show them go); stock
// running out or coming back, its products and every list (a list's membership
// may change: in stock only, the facets' counts). The admin's catalogue writes
// name nothing: everything goes, as before. A customer's edit so clears a
// product's page, not every instance's whole cache.
//
// The instance that raises it clears its own caches at once, before its
// answer leaves (so whoever made the change reads it back); with REDIS_URL it
// also publishes it, and every other instance clears the same on receipt. A message
// lost while Redis is away costs at most each cache's time limit, and every
// instance clears everything once when its subscription comes back.

/** What a change touched: the answers and pages that show these products, and with `lists` every list. */
export interface CatalogueChange {
  products: readonly string[];
  lists: boolean;
}

/** Called after the change is committed: this instance clears now, the others when they hear of it. No change named: everything. */
export type CatalogueChanged = (change?: CatalogueChange) => void;

/** A cache's part in a change: `null` is everything (an admin's write, or a lost touch with the others). */
export type CatalogueChangeListener = (change: CatalogueChange | null) => void;

/** Whether a change may alter the lists (and what is kept for them: page anchors, the random sample, facets, sitemaps). */
export const changesLists = (change: CatalogueChange | null): boolean => change === null || change.lists;

/** Products ran out of stock or came back: their answers and pages go, and every list (it may gain or lose them). */
export function stockChanged(changed: CatalogueChanged, products: readonly string[]): void {
  if (products.length > 0) changed({ products, lists: true });
}

/** A review changed these products' stars: the answers and pages that show them go; no list's membership or order changes. */
export function starsChanged(changed: CatalogueChanged, product: string): void {
  changed({ products: [product], lists: false });
}

/** Runs a catalogue write (its transaction); once it is committed, every catalogue cache hears of it. A refused write changes nothing. */
export async function changingCatalogue<T>(changed: CatalogueChanged, write: () => Promise<T>): Promise<T> {
  const done = await write();
  changed();
  return done;
}

/** A change as another instance sends it: { from, change } (change null: everything); anything else reads as everything. */
function readMessage(message: string): { from: string | null; change: CatalogueChange | null } {
  try {
    const parsed = JSON.parse(message) as { from?: unknown; change?: { products?: unknown; lists?: unknown } | null };
    const from = typeof parsed.from === 'string' ? parsed.from : null;
    const products = parsed.change?.products;
    if (Array.isArray(products) && products.every((id) => typeof id === 'string') && typeof parsed.change?.lists === 'boolean') {
      return { from, change: { products, lists: parsed.change.lists } };
    }
    return { from, change: null };
  } catch {
    return { from: null, change: null };
  }
}

export interface CatalogueChanges {
  changed: CatalogueChanged;
  /** `listener` runs on every change, made here or on another instance. */
  onChange(listener: CatalogueChangeListener): void;
  /** Subscribed (or nothing to subscribe to). */
  ready(timeoutMs: number): Promise<void>;
}

export function createCatalogueChanges(log: FastifyBaseLogger, redis?: RedisConnection): CatalogueChanges {
  const listeners: CatalogueChangeListener[] = [];
  const clearHere = (change: CatalogueChange | null) => {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        log.error({ err: error }, 'a catalogue cache failed to clear');
      }
    }
  };
  if (!redis) return { changed: (change) => clearHere(change ?? null), onChange: (listener) => void listeners.push(listener), ready: async () => {} };

  const channel = `${redis.prefix}catalogue-changed`;
  // This instance's own messages come back to it: it has already cleared.
  const instance = randomUUID();
  let lostTouch = false;
  redis.subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const heard = readMessage(message);
    if (heard.from !== instance) clearHere(heard.change);
  });
  redis.subscriber.on('close', () => {
    lostTouch = true;
  });
  redis.subscriber.on('ready', () => {
    // Changes published while this instance was not listening are lost: start afresh.
    if (lostTouch) clearHere(null);
    lostTouch = false;
  });
  const subscribed = redis.subscriber.subscribe(channel).catch((error: unknown) => {
    redis.warn('subscribe', error, 'Redis: not subscribed to catalogue changes yet; retrying on reconnect');
  });

  return {
    changed(change) {
      clearHere(change ?? null);
      redis.client.publish(channel, JSON.stringify({ from: instance, change: change ?? null })).catch((error: unknown) => {
        redis.warn('publish', error, 'Redis: a catalogue change was not announced; other instances see it within their cache time');
      });
    },
    onChange: (listener) => void listeners.push(listener),
    async ready(timeoutMs) {
      await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
    },
  };
}
