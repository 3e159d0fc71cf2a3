import { describe, expect, it } from 'vitest';
import { type AdminReview, type Order, type OwnReview, type Product, type ReviewsResponse } from '@store/contract';
import { lastAudit } from '#server-test/admin-helpers';
import { UNKNOWN_ID } from '#server-test/catalog-factories';
import { stockedProduct } from '#server-test/commerce-factories';
import { registeredOrder } from '#server-test/licence-factories';
import type { TestUser } from '#server-test/test-app';
import { suiteShelf, suiteTestApp, suiteUser } from '#server-test/suite';

// Product reviews (issue 14 item 7, docs/decisions/036): who may write one,
// one per customer per product, editing, moderation with its audit entry, and
// the rating the product's JSON carries. Runs on PGlite, and on PostgreSQL
// when DATABASE_URL is set.

const t = suiteTestApp();
const shelf = suiteShelf(t);
const admin = suiteUser(t, { role: 'admin', name: 'Review Admin' });

async function customer(name: string): Promise<{ user: TestUser; cookie: string }> {
  const user = await t.createUser({ name });
  return { user, cookie: await t.loginAs(user.email) };
}

async function moveTo(order: Order, statuses: string[]) {
  for (const newStatus of statuses) {
    const res = await t.call('PATCH', `/api/shop/order/update-order-status/${order._id}/${order.type}`, { cookie: admin.cookie, payload: { newStatus } });
    if (res.status !== 200) throw new Error(`status ${newStatus}: ${res.status} ${res.raw}`);
  }
}
const delivered = (order: Order) => moveTo(order, ['confirmed', 'processing', 'shipped', 'delivered']);

async function deliveredBuyer(name: string, productId: string) {
  const buyer = await customer(name);
  await delivered(await registeredOrder(t, buyer.cookie, buyer.user.user._id, [{ productId, quantity: 1 }]));
  return buyer;
}

const write = (cookie: string, productId: string, payload: unknown) => t.call('POST', `/api/shop/reviews/${productId}`, { cookie, payload });
const edit = (cookie: string, productId: string, payload: unknown) => t.call('PUT', `/api/shop/reviews/${productId}`, { cookie, payload });
const reviewsOf = async (productId: string, query = '') => (await t.call('GET', `/api/shop/reviews/${productId}${query}`)).body as ReviewsResponse;
const productJson = async (productId: string) => ((await t.call('GET', `/api/shop/products/get/${productId}`)).body.data as { product: Product }).product;

describe('who may review', () => {
  it('refuses a guest, a customer who never bought it, and one whose order is not delivered yet', async () => {
    const product = await stockedProduct(t.database.db, shelf, { title: 'Eligibility Laptop' });
    expect((await write('', product.id, { rating: 5 })).status).toBe(401);

    const stranger = await customer('Never Bought');
    const notBought = await write(stranger.cookie, product.id, { rating: 5 });
    expect(notBought.status).toBe(403);
    expect(notBought.body).toMatchObject({ code: 'REVIEW_NOT_BOUGHT', message: 'Only customers who bought this product can review it' });

    const waiting = await customer('Still Waiting');
    const order = await registeredOrder(t, waiting.cookie, waiting.user.user._id, [{ productId: product.id, quantity: 1 }]);
    await moveTo(order, ['confirmed', 'processing', 'shipped']);
    const notDelivered = await write(waiting.cookie, product.id, { rating: 4, text: 'Nice' });
    expect(notDelivered.status).toBe(403);
    expect(notDelivered.body).toMatchObject({ code: 'REVIEW_NOT_DELIVERED', message: 'You can review this product once your order has been delivered' });
    expect((await reviewsOf(product.id)).total).toBe(0);
  });

  it('refuses a rating outside 1 to 5 and a text over 2,000 characters', async () => {
    const product = await stockedProduct(t.database.db, shelf, { title: 'Validation Mouse' });
    const buyer = await deliveredBuyer('Valid Buyer', product.id);
    const zero = await write(buyer.cookie, product.id, { rating: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.errors).toEqual([{ path: 'rating', message: 'Choose a rating from 1 to 5 stars' }]);
    const long = await write(buyer.cookie, product.id, { rating: 3, text: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.body.errors).toEqual([{ path: 'text', message: 'A review can be at most 2,000 characters' }]);
    expect((await write(buyer.cookie, UNKNOWN_ID, { rating: 3 })).body.code).toBe('PRODUCT_NOT_FOUND');
  });
});

describe('writing, editing and reading reviews', () => {
  it('one review per customer: a second is refused, an edit changes it, the rating follows', async () => {
    const product = await stockedProduct(t.database.db, shelf, { title: 'Review Monitor' });
    expect((await productJson(product.id)).rating).toBeUndefined();
    const amina = await deliveredBuyer('Amina Al Mansoori', product.id);
    const omar = await deliveredBuyer('Omar Haddad', product.id);

    const first = await write(amina.cookie, product.id, { rating: 5, text: '  <b>Bright</b> screen  ' });
    expect(first.status).toBe(201);
    expect(first.body.message).toBe('Thank you, your review is saved');
    // Stored and given back as text: the tags are characters, not markup.
    expect(first.body.data).toMatchObject({ rating: 5, text: '<b>Bright</b> screen', author: 'Amina', hidden: false });

    const second = await write(amina.cookie, product.id, { rating: 1 });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'REVIEW_EXISTS', message: 'You have already reviewed this product. Edit your review instead' });

    expect((await write(omar.cookie, product.id, { rating: 2 })).status).toBe(201);
    expect((await productJson(product.id)).rating).toEqual({ average: 3.5, count: 2 });

    const edited = await edit(omar.cookie, product.id, { rating: 4, text: 'Better after the update' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ rating: 4, text: 'Better after the update', author: 'Omar' });
    expect((await productJson(product.id)).rating).toEqual({ average: 4.5, count: 2 });
    const mine = (await t.call('GET', `/api/shop/reviews/${product.id}/mine`, { cookie: omar.cookie })).body.data as OwnReview;
    expect(mine.text).toBe('Better after the update');

    const page = await reviewsOf(product.id);
    expect(page.summary).toEqual({ average: 4.5, count: 2, distribution: [0, 0, 0, 1, 1] });
    expect(page.data.map((r) => [r.author, r.rating])).toEqual([
      ['Omar', 4],
      ['Amina', 5],
    ]);
    const stranger = await customer('No Review');
    expect((await edit(stranger.cookie, product.id, { rating: 3 })).body.code).toBe('REVIEW_NOT_FOUND');
  });

  it('pages the newest reviews, five a page', async () => {
    const product = await stockedProduct(t.database.db, shelf, { title: 'Paged Keyboard' });
    for (let i = 1; i <= 6; i += 1) {
      const buyer = await deliveredBuyer(`Buyer${i} Test`, product.id);
      expect((await write(buyer.cookie, product.id, { rating: (i % 5) + 1 })).status).toBe(201);
    }
    const first = await reviewsOf(product.id);
    expect(first).toMatchObject({ total: 6, totalPages: 2, currentPage: 1 });
    expect(first.data).toHaveLength(5);
    expect(first.data[0]?.author).toBe('Buyer6');
    const second = await reviewsOf(product.id, '?page=2');
    expect(second.data.map((r) => r.author)).toEqual(['Buyer1']);
  });
});

describe('moderation', () => {
  it('the admin hides and shows a review with a reason kept in the audit trail; a hidden review leaves the rating', async () => {
    const product = await stockedProduct(t.database.db, shelf, { title: 'Moderated Router' });
    const nice = await deliveredBuyer('Nice Person', product.id);
    const rude = await deliveredBuyer('Rude Person', product.id);
    await write(nice.cookie, product.id, { rating: 5, text: 'Fast and stable' });
    await write(rude.cookie, product.id, { rating: 1, text: 'Call me at 050 000 0000' });

    const list = await t.call('GET', `/api/admin/reviews?product=${product.id}`, { cookie: admin.cookie });
    expect(list.status).toBe(200);
    const rudeReview = (list.body.data as AdminReview[]).find((r) => r.author === 'Rude');
    expect(rudeReview).toMatchObject({ productTitle: 'Moderated Router', customerEmail: rude.user.email, hidden: false });

    const noReason = await t.call('PUT', `/api/admin/reviews/${rudeReview?._id}/visibility`, { cookie: admin.cookie, payload: { hidden: true, reason: ' ' } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([{ path: 'reason', message: 'Give the reason for hiding or showing this review' }]);
    expect((await t.call('PUT', `/api/admin/reviews/${rudeReview?._id}/visibility`, { cookie: rude.cookie, payload: { hidden: true, reason: 'x' } })).status).toBe(403);

    const hidden = await t.call('PUT', `/api/admin/reviews/${rudeReview?._id}/visibility`, { cookie: admin.cookie, payload: { hidden: true, reason: 'Phone number in the text' } });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ message: 'The review is hidden', data: { hidden: true } });
    const audit = await lastAudit(t, admin.cookie);
    expect(audit).toMatchObject({ action: 'review.hide', entityType: 'review', entityId: rudeReview?._id, actor: { name: 'Review Admin' } });
    expect(audit.summary).toBe(`Hid the review of "Moderated Router" by ${rude.user.email}: Phone number in the text`);

    expect((await productJson(product.id)).rating).toEqual({ average: 5, count: 1 });
    expect((await reviewsOf(product.id)).data.map((r) => r.author)).toEqual(['Nice']);
    // The customer still sees (and may edit) their hidden review; editing does not bring it back.
    expect(((await edit(rude.cookie, product.id, { rating: 2 })).body.data as OwnReview).hidden).toBe(true);
    expect((await productJson(product.id)).rating).toEqual({ average: 5, count: 1 });
    const hiddenOnly = await t.call('GET', `/api/admin/reviews?hidden=true&product=${product.id}`, { cookie: admin.cookie });
    expect((hiddenOnly.body.data as AdminReview[]).map((r) => r.author)).toEqual(['Rude']);

    const shown = await t.call('PUT', `/api/admin/reviews/${rudeReview?._id}/visibility`, { cookie: admin.cookie, payload: { hidden: false, reason: 'Number removed by the customer' } });
    expect(shown.body.message).toBe('The review is shown again');
    expect((await lastAudit(t, admin.cookie)).action).toBe('review.show');
    expect((await productJson(product.id)).rating).toEqual({ average: 3.5, count: 2 });
  });

  it('a deleted account takes its reviews with it, and out of the rating', async () => {
    const product = await stockedProduct(t.database.db, shelf, { title: 'Leaving Headset' });
    const stays = await deliveredBuyer('Stays Here', product.id);
    const leaves = await deliveredBuyer('Leaves Soon', product.id);
    await write(stays.cookie, product.id, { rating: 4 });
    await write(leaves.cookie, product.id, { rating: 1 });
    expect((await productJson(product.id)).rating).toEqual({ average: 2.5, count: 2 });
    expect((await t.call('DELETE', `/api/auth/${leaves.user.user._id}`, { cookie: admin.cookie })).status).toBe(200);
    expect((await productJson(product.id)).rating).toEqual({ average: 4, count: 1 });
    expect((await reviewsOf(product.id)).data.map((r) => r.author)).toEqual(['Stays']);
  });
});

describe('how often a customer may save reviews (issue 26 item 6)', () => {
  it('takes REVIEW_EDITS_PER_HOUR writes and edits from an account, then 429 with a sentence in English and Arabic', async () => {
    const product = await stockedProduct(t.database.db, shelf, { title: 'Busy Reviewer Mouse' });
    const buyer = await deliveredBuyer('Busy Reviewer', product.id);
    expect((await write(buyer.cookie, product.id, { rating: 5 })).status).toBe(201);
    // Each save clears the product's cached answers and pages on every instance: ten an hour (the default).
    for (let rating = 1; rating <= 9; rating += 1) expect((await edit(buyer.cookie, product.id, { rating: 1 + (rating % 5) })).status).toBe(200);
    const refused = await edit(buyer.cookie, product.id, { rating: 3 });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      code: 'TOO_MANY_REQUESTS',
      params: { minutes: 60 },
      message: 'You have changed your reviews too often. Please try again in 60 minutes',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const arabic = await t.call('PUT', `/api/shop/reviews/${product.id}?lang=ar`, { cookie: buyer.cookie, payload: { rating: 3 } });
    expect(arabic.status).toBe(429);
    expect(arabic.body.message).toBe('لقد عدّلت تقييماتك مرات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد 60 دقيقة');
    // Another customer is not held by it.
    const other = await deliveredBuyer('Calm Reviewer', product.id);
    expect((await write(other.cookie, product.id, { rating: 4 })).status).toBe(201);
  });
});
