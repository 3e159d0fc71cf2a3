import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type Order } from '@store/contract';
import { outbox } from '#server/db/schema/index';
import { createShelf, guestOrder, stockedProduct } from '#server-test/commerce-factories';
import { webBuildDir } from '#server-test/web-build';
import { linkOf } from '#server-test/outbox-mail';
import { suiteTestApp } from '#server-test/suite';
import { createLinkSigner } from '#server/lib/track-links/link-signer';

// /shop/track as the server renders it (docs/decisions/021): the e-mail's link
// shows the order in the first HTML, the page is never shared through the
// guests' page cache, and its token never leaves in a Referer header.

let order: Order;
let token: string;

const t = suiteTestApp(() => ({ env: { PAGE_CACHE_SECONDS: '30' }, config: { webDist: webBuildDir() } }));

beforeAll(async () => {
  const shelf = await createShelf(t.database.db);
  const product = await stockedProduct(t.database.db, shelf, { price: 10, totalStock: 5, title: 'Tracked Keyboard' });
  const res = await t.call('POST', '/api/shop/order/place-guest-order', {
    payload: guestOrder([{ productId: product.id, quantity: 1 }], 35, { email: 'page.guest@example.ae' }),
  });
  order = res.body.order as Order;
  const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.to, 'page.guest@example.ae')).orderBy(desc(outbox.createdAt)).limit(1);
  token = decodeURIComponent(/\/shop\/track\?token=(\S+)/.exec(linkOf(mail))?.[1] ?? '');
});

describe('the tracking page on the server', () => {
  it("renders the order of the e-mail's link, private, with no Referer, and never from the page cache", async () => {
    const url = `/shop/track?token=${encodeURIComponent(token)}`;
    const first = await t.call('GET', url);
    expect(first.status).toBe(200);
    expect(first.raw).toContain(order.orderNumber);
    expect(first.raw).toContain('Tracked Keyboard');
    expect(first.raw).toContain('<meta name="referrer" content="no-referrer"/>');
    expect(first.headers['referrer-policy']).toBe('no-referrer');
    expect(first.headers['cache-control']).toBe('private, no-store');
    const second = await t.call('GET', url);
    expect(second.headers['server-timing']).toMatch(/^render;dur=/);
  });

  it('shows the form, with why, for a link that is not genuine', async () => {
    const res = await t.call('GET', `/shop/track?token=${encodeURIComponent(`${order._id}.forged`)}`);
    expect(res.status).toBe(200);
    expect(res.raw).toContain(messages.TRACK_LINK_INVALID);
    expect(res.raw).not.toContain(order.orderNumber);
  });

  it('offers the lookup, saying why, for a link past its lifetime (issue 26 item 3)', async () => {
    const old = await createLinkSigner(t.database.db, undefined, () => Date.now() - 31 * 86_400_000).sign(order._id);
    const res = await t.call('GET', `/shop/track?token=${encodeURIComponent(old)}`);
    expect(res.status).toBe(200);
    expect(res.raw).toContain(messages.TRACK_LINK_EXPIRED);
    expect(res.raw).not.toContain(order.orderNumber);
    expect(res.raw).toContain('Order number');
  });

  it("lookups are reads: they do not empty the guests' page cache", async () => {
    await t.call('GET', '/shop/about');
    expect((await t.call('GET', '/shop/about')).headers['server-timing']).toBe('cache;desc="hit"');
    const found = await t.call('POST', '/api/shop/track/lookup', { payload: { orderNumber: order.orderNumber, contact: 'page.guest@example.ae' } });
    expect(found.status).toBe(200);
    expect((await t.call('POST', '/api/shop/track/link', { payload: { token } })).status).toBe(200);
    expect((await t.call('GET', '/shop/about')).headers['server-timing']).toBe('cache;desc="hit"');
  });
});
