import { beforeAll, describe, expect, it } from 'vitest';
import { messageIn, messages, type Brand, type Category, type Product } from '@store/contract'
import { createBrand, createCategory, createProduct, createProducts, UNKNOWN_ID } from '#server-test/catalog-factories';
import { suiteTestApp } from '#server-test/suite';

// Brands and categories: the shop's lists and their management
// (docs/store-rules.md#3-records-and-their-fields and #7-the-api: 409 for duplicate names and for deleting one in use).

let adminCookie: string;
let customerCookie: string;

const t = suiteTestApp();

beforeAll(async () => {
  const admin = await t.createUser({ role: 'admin' });
  const customer = await t.createUser();
  adminCookie = await t.loginAs(admin.email);
  customerCookie = await t.loginAs(customer.email);
});

const codesFor = <P extends 'BRAND' | 'CATEGORY'>(p: P) =>
  ({
    created: `${p}_CREATED`,
    updated: `${p}_UPDATED`,
    deleted: `${p}_DELETED`,
    taken: `${p}_NAME_TAKEN`,
    notFound: `${p}_NOT_FOUND`,
    required: `${p}_REQUIRED`,
    inUse: `${p}_IN_USE`,
    inUseOne: `${p}_IN_USE_ONE`,
  }) as const;

describe.each([
  { kind: 'brands', field: 'brand', codes: codesFor('BRAND') },
  { kind: 'categories', field: 'category', codes: codesFor('CATEGORY') },
] as const)('$kind', ({ kind, field, codes }) => {
  const admin = `/api/admin/${kind}`;
  type Row = (Brand | Category) & Record<string, unknown>;
  const create = (name: string, isTop = false) => t.call('POST', `${admin}/create`, { cookie: adminCookie, payload: { [field]: name, isTop } });
  const nameOf = (row: Row) => row[field] as string;
  /** Categories carry a slug made from their first name (migration 0009); brands none. */
  const slugOf = (name: string) => (kind === 'categories' ? { slug: name } : {});

  describe('who may manage them', () => {
    const calls = [
      ['POST', `${admin}/create`],
      ['GET', `${admin}/getall`],
      ['PUT', `${admin}/update/${UNKNOWN_ID}`],
      ['DELETE', `${admin}/delete/${UNKNOWN_ID}`],
    ] as const;
    it.each(calls)('%s %s: 401 for a guest, 403 for a customer', async (method, url) => {
      const payload = method === 'POST' || method === 'PUT' ? { [field]: 'X' } : undefined;
      const guest = await t.call(method, url, { payload });
      expect(guest.status).toBe(401);
      expect(guest.body.message).toBe(messages.NOT_SIGNED_IN);
      const customer = await t.call(method, url, { cookie: customerCookie, payload });
      expect(customer.status).toBe(403);
      expect(customer.body.message).toBe(messages.ADMIN_ONLY);
    });
  });

  it('creates one with 201, the saved record and a product count of 0', async () => {
    const res = await create(`  Created ${kind}  `, true);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: messages[codes.created],
      // The admin's answers show the Arabic name beside the English (none given: null).
      data: { _id: expect.any(String), [field]: `Created ${kind}`, [`${field}Ar`]: null, ...slugOf(`created-${kind}`), isTop: true, productCount: 0 },
    });
  });

  it('refuses an empty name with the spec message', async () => {
    const res = await create('   ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, params: {}, code: 'VALIDATION_FAILED', message: messages[codes.required], errors: [{ path: field, message: messages[codes.required] }] });
  });

  it('refuses a body without the name key with the spec message, not zod\'s default', async () => {
    const res = await t.call('POST', `${admin}/create`, { cookie: adminCookie, payload: { isTop: true } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      params: {},
      code: 'VALIDATION_FAILED',
      message: messages[codes.required],
      errors: [{ path: field, message: messages[codes.required] }],
    });
  });

  it('refuses a name that exists in another case with 409', async () => {
    expect((await create(`Unique ${kind}`)).status).toBe(201);
    const res = await create(`UNIQUE ${kind.toUpperCase()}`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, params: {}, code: codes.taken, message: messages[codes.taken] });
  });

  it('lists them by name with their product counts, in the shop and for the admin', async () => {
    const db = t.database.db;
    const names = [`m-${kind}`, `A-${kind}`, `z-${kind}`];
    const ids: string[] = [];
    for (const name of names) {
      const res = await create(name);
      ids.push((res.body.data as Row)._id);
    }
    const other = kind === 'brands' ? await createCategory(db) : await createBrand(db);
    const [, aId] = ids;
    await createProducts(db, 3, kind === 'brands' ? { brandId: aId ?? '', categoryId: other.id } : { brandId: other.id, categoryId: aId ?? '' });

    const shop = await t.call('GET', `/api/shop/${kind}`);
    expect(shop.status).toBe(200);
    const rows = shop.body.data as Row[];
    const listed = rows.map(nameOf);
    expect(listed).toEqual(listed.toSorted((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(rows.find((r) => r._id === aId)).toEqual({ _id: aId, [field]: `A-${kind}`, ...slugOf(`a-${kind}`), isTop: false, productCount: 3 });

    const adminList = await t.call('GET', `${admin}/getall`, { cookie: adminCookie });
    expect(adminList.status).toBe(200);
    expect(adminList.body).toEqual({ success: true, data: rows.map((row) => ({ ...row, [`${field}Ar`]: null })) });
  });

  it('updates the name and the top flag; its own name in another case is fine', async () => {
    const id = ((await create(`Rename me ${kind}`)).body.data as Row)._id;
    const res = await t.call('PUT', `${admin}/update/${id}`, { cookie: adminCookie, payload: { [field]: `RENAME ME ${kind}`, isTop: true } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: messages[codes.updated],
      // A rename keeps the slug of the first name: links by slug survive it.
      data: { _id: id, [field]: `RENAME ME ${kind}`, [`${field}Ar`]: null, ...slugOf(`rename-me-${kind}`), isTop: true, productCount: 0 },
    });
    await create(`Taken ${kind}`);
    const clash = await t.call('PUT', `${admin}/update/${id}`, { cookie: adminCookie, payload: { [field]: `taken ${kind}` } });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(messages[codes.taken]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await t.call('PUT', `${admin}/update/${UNKNOWN_ID}`, { cookie: adminCookie, payload: { [field]: 'Nobody' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ success: false, params: {}, code: codes.notFound, message: messages[codes.notFound] });
    const gone = await t.call('DELETE', `${admin}/delete/${UNKNOWN_ID}`, { cookie: adminCookie });
    expect(gone.status).toBe(404);
    const malformed = await t.call('DELETE', `${admin}/delete/nope`, { cookie: adminCookie });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(messages.INVALID_ID);
  });

  it('refuses to delete one that products use, saying how many', async () => {
    const db = t.database.db;
    const id = ((await create(`Busy ${kind}`)).body.data as Row)._id;
    const other = kind === 'brands' ? await createCategory(db) : await createBrand(db);
    await createProducts(db, 5, kind === 'brands' ? { brandId: id, categoryId: other.id } : { brandId: other.id, categoryId: id });
    const res = await t.call('DELETE', `${admin}/delete/${id}`, { cookie: adminCookie });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, params: { n: 5 }, code: codes.inUse, message: messageIn('en', codes.inUse, { n: 5 }) });
    expect(res.body.message).toContain('used by 5 products');

    const singleId = ((await create(`Single ${kind}`)).body.data as Row)._id;
    await createProduct(db, kind === 'brands' ? { brandId: singleId, categoryId: other.id } : { brandId: other.id, categoryId: singleId });
    const one = await t.call('DELETE', `${admin}/delete/${singleId}`, { cookie: adminCookie });
    expect(one.status).toBe(409);
    // The same code for one product as for five: only the English sentence has a singular.
    expect(one.body).toEqual({ success: false, code: codes.inUse, message: messages[codes.inUseOne], params: { n: 1 } });
  });

  it('deletes one that no product uses', async () => {
    const id = ((await create(`Unused ${kind}`)).body.data as Row)._id;
    const res = await t.call('DELETE', `${admin}/delete/${id}`, { cookie: adminCookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: messages[codes.deleted], data: { _id: id } });
    const list = await t.call('GET', `/api/shop/${kind}`);
    expect((list.body.data as Row[]).map((r) => r._id)).not.toContain(id);
  });

  it('renaming one renames it on its products and in search', async () => {
    const db = t.database.db;
    const id = ((await create(`Quartz${kind}`)).body.data as Row)._id;
    const other = kind === 'brands' ? await createCategory(db) : await createBrand(db);
    const product = await createProduct(db, kind === 'brands' ? { brandId: id, categoryId: other.id } : { brandId: other.id, categoryId: id });
    await t.call('PUT', `${admin}/update/${id}`, { cookie: adminCookie, payload: { [field]: `Nebula${kind}` } });

    const shown = await t.call('GET', `/api/shop/products/get/${product.id}`);
    const data = (shown.body.data as { product: Product }).product;
    expect(kind === 'brands' ? data.brandName : data.categoryName).toBe(`Nebula${kind}`);
    const found = await t.call('GET', `/api/shop/products/search?keyword=nebula${kind}`);
    expect((found.body.data as Product[]).map((p) => p._id)).toEqual([product.id]);
    const old = await t.call('GET', `/api/shop/products/search?keyword=quartz${kind}`);
    expect(old.body.total).toBe(0);
  });
});

const createCategoryNamed = (category: string) =>
  t.call('POST', '/api/admin/categories/create', { cookie: adminCookie, payload: { category } });

describe('category slugs', () => {
  it('are made from the first name, unique, and kept through renames', async () => {
    const first = (await createCategoryNamed('Gaming Chairs & Desks')).body.data as Category;
    expect(first.slug).toBe('gaming-chairs-desks');
    // Another name with the same letters gets the next free slug.
    const second = (await createCategoryNamed('Gaming chairs + desks!')).body.data as Category;
    expect(second.slug).toBe('gaming-chairs-desks-2');

    await t.call('PUT', `/api/admin/categories/update/${first._id}`, { cookie: adminCookie, payload: { category: 'Seating' } });
    const shop = (await t.call('GET', '/api/shop/categories')).body.data as Category[];
    expect(shop.find((c) => c._id === first._id)).toMatchObject({ category: 'Seating', slug: 'gaming-chairs-desks' });
    // The freed name makes a new slug, not the renamed category's.
    const third = (await createCategoryNamed('Gaming Chairs and Desks')).body.data as Category;
    expect(third.slug).toBe('gaming-chairs-and-desks');
  });
});
