import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ADDRESS_BOOK_MAX, messageIn, messages, type SavedAddress } from '@store/contract';
import { savedAddresses } from '#server/db/schema/index';
import { UNKNOWN_ID } from '#server-test/catalog-factories';
import { suiteTestApp, suiteUser } from '#server-test/suite';

// The address book (issue 27 item 2, docs/store-rules.md#address-book): a
// signed-in customer's own, at most ADDRESS_BOOK_MAX, one default at most;
// another customer's address is 404; exported with the data and deleted with the account.

const t = suiteTestApp();
const other = suiteUser(t);

const url = (id = '') => `/api/shop/addresses${id ? `/${id}` : ''}`;
const home = { emirate: 'Dubai', city: 'Dubai', area: 'Al Barsha', street: 'Street 12', building: 'Villa 4' };
const office = { emirate: 'Sharjah', city: 'Sharjah', area: 'Al Majaz', street: 'Corniche St', building: 'Tower B', apartment: '1204' };

async function customer(): Promise<{ cookie: string; id: string; email: string; password: string }> {
  const made = await t.createUser();
  return { cookie: await t.loginAs(made.email, made.password), id: made.user._id, email: made.email, password: made.password };
}

async function save(cookie: string, payload: object): Promise<SavedAddress> {
  const res = await t.call('POST', url(), { cookie, payload });
  if (res.status !== 201) throw new Error(`save: ${res.status} ${res.raw}`);
  return res.body.data as SavedAddress;
}

async function list(cookie: string): Promise<SavedAddress[]> {
  return (await t.call('GET', url(), { cookie })).body.data as SavedAddress[];
}

describe('the address book', () => {
  it('a guest hears 401 on every call', async () => {
    const calls: [string, string][] = [['GET', url()], ['POST', url()], ['PUT', url(UNKNOWN_ID)], ['DELETE', url(UNKNOWN_ID)]];
    for (const [method, path] of calls) {
      const res = await t.call(method as 'GET', path, { payload: method === 'POST' || method === 'PUT' ? home : undefined });
      expect({ path, method, status: res.status }).toEqual({ path, method, status: 401 });
    }
  });

  it('saves, lists, changes and deletes an address with its Makani number and note, normalised as an order’s', async () => {
    const me = await customer();
    const res = await t.call('POST', url(), {
      cookie: me.cookie,
      payload: { ...home, street: ' Street 12 ', phone: '050 123 4567', makani: '12345 67890', note: 'Ring twice' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      message: messages.ADDRESS_SAVED,
      data: { ...home, phone: '+971501234567', makani: '1234567890', note: 'Ring twice', isDefault: true },
    });
    const saved = res.body.data as SavedAddress;
    expect(await list(me.cookie)).toEqual([saved]);
    const changed = await t.call('PUT', url(saved._id), { cookie: me.cookie, payload: { ...office, makani: '', note: '' } });
    expect(changed.body).toMatchObject({ message: messages.ADDRESS_UPDATED, data: { ...office, isDefault: true } });
    expect(changed.body.data).not.toHaveProperty('makani');
    expect(changed.body.data).not.toHaveProperty('note');
    const deleted = await t.call('DELETE', url(saved._id), { cookie: me.cookie });
    expect(deleted.body).toEqual({ success: true, message: messages.ADDRESS_DELETED, data: { _id: saved._id } });
    expect(await list(me.cookie)).toEqual([]);
  });

  it('keeps one default: the first saved, then the one made default; deleting it hands it to the newest left', async () => {
    const me = await customer();
    const first = await save(me.cookie, home);
    const second = await save(me.cookie, office);
    const third = await save(me.cookie, { ...home, building: 'Villa 9' });
    const defaults = async () => (await list(me.cookie)).filter((a) => a.isDefault).map((a) => a._id);
    expect(await defaults()).toEqual([first._id]);
    await t.call('PUT', url(second._id), { cookie: me.cookie, payload: { ...office, isDefault: true } });
    expect(await defaults()).toEqual([second._id]);
    expect((await list(me.cookie))[0]!._id).toBe(second._id);
    // Unticking the default leaves it the default: one is always preselected at checkout.
    await t.call('PUT', url(second._id), { cookie: me.cookie, payload: { ...office, isDefault: false } });
    expect(await defaults()).toEqual([second._id]);
    await t.call('DELETE', url(second._id), { cookie: me.cookie });
    expect(await defaults()).toEqual([third._id]);
    const fourth = await save(me.cookie, { ...office, isDefault: true });
    expect(await defaults()).toEqual([fourth._id]);
  });

  it('another customer’s address is 404 for every call, and left as it was', async () => {
    const me = await customer();
    const mine = await save(me.cookie, home);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await t.call(method, url(mine._id), { cookie: other.cookie, payload: method === 'PUT' ? { ...office, isDefault: true } : undefined });
      expect({ method, status: res.status, code: res.body.code, message: res.body.message }).toEqual({
        method,
        status: 404,
        code: 'ADDRESS_NOT_FOUND',
        message: messages.ADDRESS_NOT_FOUND,
      });
    }
    expect((await list(other.cookie)).map((a) => a._id)).not.toContain(mine._id);
    expect(await list(me.cookie)).toEqual([mine]);
  });

  it('refuses what an order’s address refuses, a Makani number that is not 10 digits and a note on two lines', async () => {
    const me = await customer();
    const refusals: [object, string, string][] = [
      [{ ...home, emirate: 'Muscat' }, 'emirate', messages.EMIRATE_INVALID],
      [{ ...home, phone: '123' }, 'phone', messages.PHONE_INVALID],
      [{ ...home, street: 'Street\n12' }, 'street', messages.FIELD_ONE_LINE],
      [{ ...home, makani: '12345' }, 'makani', messages.MAKANI_INVALID],
      [{ ...home, makani: '12345678901' }, 'makani', messages.MAKANI_INVALID],
      [{ ...home, makani: '12345abcde' }, 'makani', messages.MAKANI_INVALID],
      [{ ...home, note: 'Leave it\nat the door' }, 'note', messages.FIELD_ONE_LINE],
      [{ ...home, note: 'x'.repeat(201) }, 'note', 'Must be at most 200 characters'],
    ];
    for (const [payload, path, message] of refusals) {
      const res = await t.call('POST', url(), { cookie: me.cookie, payload });
      expect({ status: res.status, errors: res.body.errors }).toEqual({ status: 400, errors: [{ path, message }] });
    }
    expect(await list(me.cookie)).toEqual([]);
  });

  it(`holds at most ${ADDRESS_BOOK_MAX} addresses a customer, said in English and Arabic`, async () => {
    const me = await customer();
    await t.database.db.insert(savedAddresses).values(Array.from({ length: ADDRESS_BOOK_MAX }, () => ({ userId: me.id, address: home })));
    for (const lang of ['en', 'ar'] as const) {
      const res = await t.call('POST', `${url()}?lang=${lang}`, { cookie: me.cookie, payload: office });
      expect({ status: res.status, code: res.body.code, message: res.body.message }).toEqual({
        status: 409,
        code: 'ADDRESSES_FULL',
        message: messageIn(lang, 'ADDRESSES_FULL', { n: ADDRESS_BOOK_MAX }),
      });
    }
    expect(messageIn('en', 'ADDRESSES_FULL', { n: ADDRESS_BOOK_MAX })).toBe('You can save at most 10 addresses. Delete one to save another');
    expect((await list(me.cookie)).length).toBe(ADDRESS_BOOK_MAX);
  });
});

describe('the customer’s own data', () => {
  it('the data export holds their saved addresses apart from their orders’ addresses, and nobody else’s', async () => {
    const me = await customer();
    const mine = await save(me.cookie, { ...home, makani: '1234567890', note: 'Gate 3' });
    await save(other.cookie, office);
    const res = await t.call('GET', '/api/auth/account/data', { cookie: me.cookie });
    expect(res.body.data).toMatchObject({ addresses: [], savedAddresses: [mine] });
  });

  it('deleting the account deletes its addresses', async () => {
    const me = await customer();
    await save(me.cookie, home);
    const res = await t.call('POST', '/api/auth/account/delete', { cookie: me.cookie, payload: { password: me.password, confirm: true } });
    expect(res.status).toBe(200);
    expect(await t.database.db.select().from(savedAddresses).where(eq(savedAddresses.userId, me.id))).toEqual([]);
  });
});
