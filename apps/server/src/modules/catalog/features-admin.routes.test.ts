import { beforeAll, describe, expect, it } from 'vitest';
import { messages, type Feature } from '@store/contract';
import { adminOnlyViolations } from '#server-test/admin-helpers';
import { UNKNOWN_ID } from '#server-test/catalog-factories';
import { suiteTestApp, suiteUser } from '#server-test/suite';

// The home page's slides under /api/admin/features (issue "The admin area",
// item 7; docs/store-rules.md#home-page-slides), and the public list they feed.

let adminCookie: string;

const t = suiteTestApp();
const customer = suiteUser(t);

beforeAll(async () => {
  adminCookie = await t.loginAs((await t.createUser({ role: 'admin' })).email);
});

const admin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.call(method, `/api/admin/features${url}`, { cookie: adminCookie, ...(payload === undefined ? {} : { payload }) });

async function create(payload: Record<string, unknown>): Promise<Feature> {
  const res = await admin('POST', '/create', payload);
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.raw}`);
  return res.body.data as Feature;
}

const titles = (features: Feature[]) => features.map((f) => f.title);
const publicTitles = async () => titles((await t.call('GET', '/api/shop/features')).body.data as Feature[]);
const allTitles = async () => titles((await admin('GET', '/getall')).body.data as Feature[]);

describe('who may manage slides', () => {
  it('refuses guests (401) and customers (403) on every admin call', async () => {
    const violations = await adminOnlyViolations(
      t,
      [
        ['GET', '/api/admin/features/getall'],
        ['POST', '/api/admin/features/create', { title: 'x' }],
        ['PUT', `/api/admin/features/update/${UNKNOWN_ID}`, { title: 'x' }],
        ['DELETE', `/api/admin/features/delete/${UNKNOWN_ID}`],
        ['PATCH', '/api/admin/features/reorder', { ids: [UNKNOWN_ID] }],
      ],
      customer.cookie,
    );
    expect(violations).toEqual([]);
  });
});

describe('slide management', () => {
  let summer: Feature;
  let laptops: Feature;
  let hidden: Feature;

  it('creates slides, each new one last unless an order is given', async () => {
    const res = await admin('POST', '/create', {
      title: '  Summer Sale ',
      subtitle: 'Up to 30% off gaming laptops',
      link: '/shop/deals',
      image: '/uploads/products/abc-640.webp',
    });
    expect(res.status).toBe(201);
    summer = res.body.data as Feature;
    expect(res.body).toEqual({
      success: true,
      message: messages.FEATURE_CREATED,
      data: {
        _id: expect.any(String),
        title: 'Summer Sale',
        subtitle: 'Up to 30% off gaming laptops',
        link: '/shop/deals',
        image: '/uploads/products/abc-640.webp',
        order: 0,
        active: true,
        titleAr: null,
        subtitleAr: null,
      },
    });
    laptops = await create({ title: 'New Laptops' });
    hidden = await create({ title: 'Hidden Slide', active: false });
    expect([laptops.order, hidden.order]).toEqual([1, 2]);
    expect(laptops).toMatchObject({ subtitle: '', link: '/shop/listing', image: null });
    expect(await allTitles()).toEqual(['Summer Sale', 'New Laptops', 'Hidden Slide']);
    expect(await publicTitles()).toEqual(['Summer Sale', 'New Laptops']);
  });

  it('checks the form: a title, a link inside the store or to an http(s) address', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: ' ' }, 'title', messages.TITLE_REQUIRED],
      [{ title: 'x', link: 'javascript:alert(1)' }, 'link', messages.LINK_INVALID],
      [{ title: 'x', link: '//evil.example' }, 'link', messages.LINK_INVALID],
    ];
    for (const [payload, path, text] of cases) {
      const res = await admin('POST', '/create', payload);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, params: {}, code: 'VALIDATION_FAILED', message: text, errors: [{ path, message: text }] });
    }
    expect((await admin('POST', '/create', { title: 'Partner', link: 'https://partner.example/offer' })).status).toBe(201);
    const partner = ((await admin('GET', '/getall')).body.data as Feature[]).find((f) => f.title === 'Partner');
    expect((await admin('DELETE', `/delete/${partner?._id}`)).status).toBe(200);
  });

  it('updates a slide, which keeps its place unless an order is given', async () => {
    const res = await admin('PUT', `/update/${hidden._id}`, { title: 'Back to School', active: true, image: null });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: messages.FEATURE_UPDATED,
      data: { ...hidden, title: 'Back to School', active: true, order: 2 },
    });
    expect(await publicTitles()).toEqual(['Summer Sale', 'New Laptops', 'Back to School']);
    const moved = await admin('PUT', `/update/${hidden._id}`, { title: 'Back to School', order: 0 });
    expect((moved.body.data as Feature).order).toBe(0);

    const missing = await admin('PUT', `/update/${UNKNOWN_ID}`, { title: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, params: {}, code: 'FEATURE_NOT_FOUND', message: messages.FEATURE_NOT_FOUND });
  });

  it('reorders by position, the ones not listed following in their order', async () => {
    const res = await admin('PATCH', '/reorder', { ids: [laptops._id, hidden._id, summer._id] });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.FEATURES_REORDERED);
    expect((res.body.data as Feature[]).map((f) => [f.title, f.order])).toEqual([
      ['New Laptops', 0],
      ['Back to School', 1],
      ['Summer Sale', 2],
    ]);
    expect(await publicTitles()).toEqual(['New Laptops', 'Back to School', 'Summer Sale']);

    const partial = await admin('PATCH', '/reorder', { ids: [summer._id] });
    expect(titles(partial.body.data as Feature[])).toEqual(['Summer Sale', 'New Laptops', 'Back to School']);
    expect(await publicTitles()).toEqual(['Summer Sale', 'New Laptops', 'Back to School']);
  });

  it('refuses an unknown or repeated id and moves nothing', async () => {
    const unknown = await admin('PATCH', '/reorder', { ids: [laptops._id, UNKNOWN_ID] });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, params: {}, code: 'FEATURE_NOT_FOUND', message: messages.FEATURE_NOT_FOUND });
    const repeated = await admin('PATCH', '/reorder', { ids: [laptops._id, laptops._id] });
    expect(repeated.status).toBe(400);
    expect(repeated.body).toEqual({ success: false, code: 'VALIDATION_FAILED', message: messages.FEATURE_IDS_REPEATED, params: {}, errors: [{ path: 'ids', message: messages.FEATURE_IDS_REPEATED }] });
    expect((await admin('PATCH', '/reorder', { ids: [] })).status).toBe(400);
    expect(await publicTitles()).toEqual(['Summer Sale', 'New Laptops', 'Back to School']);
  });

  it('deletes a slide, then 404 for it', async () => {
    const res = await admin('DELETE', `/delete/${laptops._id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: messages.FEATURE_DELETED, data: { _id: laptops._id } });
    expect(await allTitles()).toEqual(['Summer Sale', 'Back to School']);
    const again = await admin('DELETE', `/delete/${laptops._id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(messages.FEATURE_NOT_FOUND);
  });
});
