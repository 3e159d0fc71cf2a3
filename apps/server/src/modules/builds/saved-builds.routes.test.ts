import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildPartsParam, messageIn, messages, parseBuildPartsParam, SAVED_BUILDS_MAX, type SavedBuild } from '@store/contract';
import { products, savedBuilds } from '#server/db/schema/index';
import { createBrand, createCategory, createProduct, UNKNOWN_ID } from '#server-test/catalog-factories';
import { suiteTestApp, suiteUser } from '#server-test/suite';

// Saved and shared builds (issue 24 items 5 and 6, docs/decisions/049): a signed-in
// customer's own, at most SAVED_BUILDS_MAX, another customer's build is 404.

const t = suiteTestApp();
const owner = suiteUser(t);
const other = suiteUser(t);
const ids: Record<string, string> = {};

beforeAll(async () => {
  const db = t.database.db;
  const brand = (await createBrand(db, { name: 'Parts Co' })).id;
  const processors = (await createCategory(db, { name: 'Processors' })).id;
  const boards = (await createCategory(db, { name: 'Motherboards' })).id;
  const mice = (await createCategory(db, { name: 'Mice' })).id;
  ids.cpu = (await createProduct(db, { brandId: brand, categoryId: processors, title: 'Ryzen', attributes: { socket: 'AM5' } })).id;
  ids.board = (await createProduct(db, { brandId: brand, categoryId: boards, title: 'Board', attributes: { socket: 'AM5' } })).id;
  ids.oldBoard = (await createProduct(db, { brandId: brand, categoryId: boards, title: 'Old board' })).id;
  ids.mouse = (await createProduct(db, { brandId: brand, categoryId: mice, title: 'Mouse' })).id;
});

const url = (id = '') => `/api/shop/builds${id ? `/${id}` : ''}`;
const parts = (...keys: string[]) => keys.map((key) => ({ productId: ids[key]!, quantity: 1 }));

async function save(cookie: string, name: string, items = parts('cpu', 'board')): Promise<SavedBuild> {
  const res = await t.call('POST', url(), { cookie, payload: { name, items } });
  if (res.status !== 201) throw new Error(`save: ${res.status} ${res.raw}`);
  return res.body.data as SavedBuild;
}

describe('saved builds', () => {
  it('a guest hears 401 on every call', async () => {
    const calls: [string, string][] = [['GET', url()], ['POST', url()], ['GET', url(UNKNOWN_ID)], ['PUT', url(UNKNOWN_ID)], ['DELETE', url(UNKNOWN_ID)]];
    for (const [method, path] of calls) {
      const res = await t.call(method as 'GET', path, { payload: method === 'POST' || method === 'PUT' ? { name: 'x', items: parts('cpu') } : undefined });
      expect({ path, method, status: res.status }).toEqual({ path, method, status: 401 });
    }
  });

  it('saves, lists, opens, renames and deletes a build; its lines of one product merged', async () => {
    const res = await t.call('POST', url(), { cookie: owner.cookie, payload: { name: ' Streaming rig ', items: [...parts('cpu', 'board'), ...parts('cpu')] } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: messages.BUILD_SAVED, data: { name: 'Streaming rig', items: [{ productId: ids.cpu, quantity: 2 }, { productId: ids.board, quantity: 1 }] } });
    const build = res.body.data as SavedBuild;
    expect(((await t.call('GET', url(), { cookie: owner.cookie })).body.data as SavedBuild[]).map((b) => b.name)).toContain('Streaming rig');
    expect((await t.call('GET', url(build._id), { cookie: owner.cookie })).body.data).toEqual(build);
    const renamed = await t.call('PUT', url(build._id), { cookie: owner.cookie, payload: { name: 'Quiet rig' } });
    expect(renamed.body).toMatchObject({ message: messages.BUILD_RENAMED, data: { name: 'Quiet rig', items: build.items } });
    const deleted = await t.call('DELETE', url(build._id), { cookie: owner.cookie });
    expect(deleted.body).toEqual({ success: true, message: messages.BUILD_DELETED, data: { _id: build._id } });
    expect((await t.call('GET', url(build._id), { cookie: owner.cookie })).status).toBe(404);
  });

  it('another customer’s build is 404 for every call, and left as it was', async () => {
    const build = await save(owner.cookie, 'Mine');
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await t.call(method, url(build._id), { cookie: other.cookie, payload: method === 'PUT' ? { name: 'Theirs' } : undefined });
      expect({ method, status: res.status, code: res.body.code }).toEqual({ method, status: 404, code: 'BUILD_NOT_FOUND' });
    }
    expect(((await t.call('GET', url(), { cookie: other.cookie })).body.data as SavedBuild[]).map((b) => b._id)).not.toContain(build._id);
    expect((await t.call('GET', url(build._id), { cookie: owner.cookie })).body.data).toMatchObject({ name: 'Mine' });
  });

  it('a deleted product leaves the build', async () => {
    const build = await save(owner.cookie, 'Old', parts('cpu', 'oldBoard'));
    await t.database.db.delete(products).where(eq(products.id, ids.oldBoard!));
    expect((await t.call('GET', url(build._id), { cookie: owner.cookie })).body.data).toMatchObject({ items: [{ productId: ids.cpu, quantity: 1 }] });
  });

  it('refuses a build with no name, no parts, an unknown product or what is not a part', async () => {
    const refusals: [unknown, number, string][] = [
      [{ name: ' ', items: parts('cpu') }, 400, messages.BUILD_NAME_REQUIRED],
      [{ name: 'Empty', items: [] }, 400, messages.BUILD_EMPTY],
      [{ name: 'Ghost', items: [{ productId: UNKNOWN_ID, quantity: 1 }] }, 404, messages.PRODUCT_NOT_FOUND],
      [{ name: 'Mouse', items: parts('mouse') }, 400, messages.BUILD_NOT_A_PART],
    ];
    for (const [payload, status, message] of refusals) {
      const res = await t.call('POST', url(), { cookie: owner.cookie, payload });
      expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
    }
  });

  it(`holds at most ${SAVED_BUILDS_MAX} builds a customer, said in English and Arabic`, async () => {
    const customer = await t.createUser();
    const cookie = await t.loginAs(customer.email, customer.password);
    await t.database.db.insert(savedBuilds).values(Array.from({ length: SAVED_BUILDS_MAX }, (_, i) => ({ userId: customer.user._id, name: `Build ${i}`, items: parts('cpu') })));
    for (const lang of ['en', 'ar'] as const) {
      const res = await t.call('POST', `${url()}?lang=${lang}`, { cookie, payload: { name: 'One more', items: parts('cpu') } });
      expect({ status: res.status, code: res.body.code, message: res.body.message }).toEqual({
        status: 409,
        code: 'BUILDS_FULL',
        message: messageIn(lang, 'BUILDS_FULL', { n: SAVED_BUILDS_MAX }),
      });
    }
    expect(((await t.call('GET', url(), { cookie })).body.data as SavedBuild[]).length).toBe(SAVED_BUILDS_MAX);
  });
});

describe('the customer’s own data', () => {
  it('the data export holds their builds and nobody else’s', async () => {
    const customer = await t.createUser();
    const cookie = await t.loginAs(customer.email, customer.password);
    const mine = await save(cookie, 'Exported rig');
    await save(other.cookie, 'Not in my file');
    const res = await t.call('GET', '/api/auth/account/data', { cookie });
    expect((res.body.data as { builds: SavedBuild[] }).builds).toEqual([mine]);
  });
});

describe('a shared link’s parts', () => {
  it('are written and read back; lines that are not <id>:<qty> are left out', () => {
    const items = parts('cpu', 'board');
    expect(parseBuildPartsParam(buildPartsParam(items))).toEqual(items);
    expect(parseBuildPartsParam(`${ids.cpu}:2,nonsense,${UNKNOWN_ID}:0,${ids.board}`)).toEqual([
      { productId: ids.cpu, quantity: 2 },
      { productId: ids.board, quantity: 1 },
    ]);
  });
});
