import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@store/contract';
import { users } from '#server/db/schema/index';
import { verifyPassword } from '#server/lib/password';
import { ensureAdmin } from '#server/seed/admin';
import { findSecrets, TEST_PASSWORD, type TestUser } from '#server-test/test-app';
import { suiteTestApp, suiteUser } from '#server-test/suite';
import { findUserByEmail } from './auth.repository';

// The user calls of docs/store-rules.md#auth-and-user-calls and who may make them (docs/store-rules.md#the-server-decides).

let admin: TestUser;
let adminCookie: string;
const unknownId = '00000000-0000-4000-8000-000000000000';

const t = suiteTestApp();
const customer = suiteUser(t, { name: 'Khalid Customer' });

beforeAll(async () => {
  admin = await t.createUser({ role: 'admin', name: 'First Admin' });
  adminCookie = await t.loginAs(admin.email);
});

describe('who may call the admin user calls', () => {
  const adminCalls = [
    ['GET', '/api/auth'],
    ['PUT', `/api/auth/${unknownId}`],
    ['DELETE', `/api/auth/${unknownId}`],
  ] as const;

  it.each(adminCalls)('%s %s: a guest gets 401', async (method, url) => {
    const res = await t.call(method, url, { payload: method === 'PUT' ? { name: 'X' } : undefined });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, params: {}, code: 'NOT_SIGNED_IN', message: messages.NOT_SIGNED_IN });
  });

  it.each(adminCalls)('%s %s: a customer gets 403', async (method, url) => {
    const res = await t.call(method, url, { cookie: customer.cookie, payload: method === 'PUT' ? { name: 'X' } : undefined });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, params: {}, code: 'ADMIN_ONLY', message: messages.ADMIN_ONLY });
  });

  it('a guest gets 401 before a malformed id is even looked at', async () => {
    const res = await t.call('GET', '/api/auth/not-a-uuid');
    expect(res.status).toBe(401);
  });
});

describe('GET /api/auth (users list)', () => {
  let made: TestUser[];
  beforeAll(async () => {
    made = [];
    for (let i = 0; i < 12; i++) made.push(await t.createUser({ name: `Paged Person ${i}`, email: `paged${i}@list.example.ae` }));
  });

  it('pages 10 at a time, newest first, with totals', async () => {
    const first = await t.call('GET', '/api/auth', { cookie: adminCookie });
    expect(first.status).toBe(200);
    const total = first.body.total as number;
    expect(total).toBeGreaterThanOrEqual(14);
    expect(first.body).toMatchObject({ success: true, currentPage: 1, totalPages: Math.ceil(total / 10) });
    const data = first.body.data as { _id: string; createdAt: string }[];
    expect(data).toHaveLength(10);
    const times = data.map((u) => Date.parse(u.createdAt));
    expect(times.toSorted((a, b) => b - a)).toEqual(times);

    const second = await t.call('GET', '/api/auth?page=2&limit=10', { cookie: adminCookie });
    expect(second.body).toMatchObject({ currentPage: 2, total, totalPages: Math.ceil(total / 10) });
    const secondIds = (second.body.data as { _id: string }[]).map((u) => u._id);
    expect(secondIds).toHaveLength(Math.min(10, total - 10));
    expect(secondIds.some((id) => data.some((u) => u._id === id))).toBe(false);
  });

  it('clamps a limit above 100 to 100', async () => {
    const res = await t.call('GET', '/api/auth?limit=1000', { cookie: adminCookie });
    expect(res.status).toBe(200);
    expect(res.body.totalPages).toBe(Math.ceil((res.body.total as number) / 100));
    expect((res.body.data as unknown[]).length).toBe(Math.min(100, res.body.total as number));
  });

  it('refuses a limit that is not a number with 400 naming the field', async () => {
    const res = await t.call('GET', '/api/auth?limit=abc', { cookie: adminCookie });
    expect(res.status).toBe(400);
    expect((res.body.errors as { path: string }[])[0]?.path).toBe('limit');
  });

  it('searches names, e-mails and phones', async () => {
    const byName = await t.call('GET', '/api/auth?search=paged%20person%201', { cookie: adminCookie });
    expect((byName.body.data as { name: string }[]).map((u) => u.name).toSorted()).toEqual([
      'Paged Person 1',
      'Paged Person 10',
      'Paged Person 11',
    ]);
    const byEmail = await t.call('GET', '/api/auth?search=paged7@', { cookie: adminCookie });
    expect(byEmail.body).toMatchObject({ total: 1, totalPages: 1, data: [{ email: 'paged7@list.example.ae' }] });
    const byPhone = await t.call('GET', `/api/auth?search=${encodeURIComponent(made[3]!.user.phone)}`, { cookie: adminCookie });
    expect((byPhone.body.data as { _id: string }[]).map((u) => u._id)).toContain(made[3]!.user._id);
  });

  it('takes % and _ in a search literally', async () => {
    for (const term of ['%', '_', 'paged_']) {
      const res = await t.call('GET', `/api/auth?search=${encodeURIComponent(term)}`, { cookie: adminCookie });
      expect(res.body).toMatchObject({ total: 0, data: [], totalPages: 1 });
    }
  });
});

describe('GET /api/auth/:id', () => {
  it('gives a customer their own record', async () => {
    const res = await t.call('GET', `/api/auth/${customer.user._id}`, { cookie: customer.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: customer.user });
  });

  it("refuses a customer someone else's record with 403", async () => {
    const res = await t.call('GET', `/api/auth/${admin.user._id}`, { cookie: customer.cookie });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, params: {}, code: 'FORBIDDEN', message: messages.FORBIDDEN });
  });

  it('gives an admin any record, and 404 for an unknown one', async () => {
    expect((await t.call('GET', `/api/auth/${customer.user._id}`, { cookie: adminCookie })).body.data).toEqual(customer.user);
    const res = await t.call('GET', `/api/auth/${unknownId}`, { cookie: adminCookie });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, params: {}, code: 'USER_NOT_FOUND', message: messages.USER_NOT_FOUND });
  });

  it('refuses a malformed id with 400', async () => {
    const res = await t.call('GET', '/api/auth/12345', { cookie: adminCookie });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.INVALID_ID);
  });

  it('is not confused with /check-auth, /password and /profile/:id', async () => {
    expect((await t.call('GET', '/api/auth/check-auth', { cookie: customer.cookie })).body.user).toEqual(customer.user);
    expect((await t.call('PUT', '/api/auth/password', { payload: {} })).body.message).toBe(messages.NOT_SIGNED_IN);
    expect((await t.call('PUT', `/api/auth/profile/${unknownId}`, { payload: {} })).body.message).toBe(messages.NOT_SIGNED_IN);
  });
});

describe('PUT /api/auth/:id (admin)', () => {
  it('updates name, phone and role', async () => {
    const { user } = await t.createUser();
    const res = await t.call('PUT', `/api/auth/${user._id}`, {
      cookie: adminCookie,
      payload: { name: 'Renamed Person', phone: '04 123 4567', role: 'admin' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: messages.USER_UPDATED,
      data: { ...user, name: 'Renamed Person', phone: '+97141234567', role: 'admin' },
    });
    // Back to customer, so the last-admin rule below has one admin to protect.
    await t.call('PUT', `/api/auth/${user._id}`, { cookie: adminCookie, payload: { role: 'customer' } });
  });

  it("refuses an e-mail that is someone else's, in any case, with 409", async () => {
    const { user } = await t.createUser();
    const res = await t.call('PUT', `/api/auth/${user._id}`, {
      cookie: adminCookie,
      payload: { email: customer.email.toUpperCase() },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, params: {}, code: 'EMAIL_TAKEN', message: messages.EMAIL_TAKEN });
  });

  it('refuses to demote the last admin with 409', async () => {
    const res = await t.call('PUT', `/api/auth/${admin.user._id}`, { cookie: adminCookie, payload: { role: 'customer' } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, params: {}, code: 'CANNOT_REMOVE_LAST_ADMIN', message: messages.CANNOT_REMOVE_LAST_ADMIN });
  });

  it('refuses an empty update with 400 and an unknown user with 404', async () => {
    const empty = await t.call('PUT', `/api/auth/${customer.user._id}`, { cookie: adminCookie, payload: {} });
    expect(empty.status).toBe(400);
    const unknown = await t.call('PUT', `/api/auth/${unknownId}`, { cookie: adminCookie, payload: { name: 'X' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(messages.USER_NOT_FOUND);
  });
});

describe('DELETE /api/auth/:id (admin)', () => {
  it('refuses to delete oneself with 409', async () => {
    const res = await t.call('DELETE', `/api/auth/${admin.user._id}`, { cookie: adminCookie });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ success: false, params: {}, code: 'CANNOT_DELETE_SELF', message: messages.CANNOT_DELETE_SELF });
  });

  it('deletes a user, whose session ends with the account', async () => {
    const doomed = await t.createUser();
    const doomedCookie = await t.loginAs(doomed.email);
    const res = await t.call('DELETE', `/api/auth/${doomed.user._id}`, { cookie: adminCookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: messages.USER_DELETED, data: { _id: doomed.user._id } });
    expect((await t.call('GET', `/api/auth/${doomed.user._id}`, { cookie: adminCookie })).status).toBe(404);
    expect((await t.call('GET', '/api/auth/check-auth', { cookie: doomedCookie })).status).toBe(401);
    expect((await t.call('DELETE', `/api/auth/${doomed.user._id}`, { cookie: adminCookie })).status).toBe(404);
  });

  it('lets one admin delete another while one remains', async () => {
    const second = await t.createUser({ role: 'admin' });
    const res = await t.call('DELETE', `/api/auth/${second.user._id}`, { cookie: adminCookie });
    expect(res.status).toBe(200);
  });
});

describe('PUT /api/auth/profile/:id', () => {
  // A new e-mail address waits for its link (issue 26 item 8): email-change.routes.test.ts.
  it('updates one’s own name and phone', async () => {
    const me = await t.createUser();
    const cookie = await t.loginAs(me.email);
    const res = await t.call('PUT', `/api/auth/profile/${me.user._id}`, {
      cookie,
      payload: { name: '  Noura  ', email: me.email, phone: '+971 50 765 4321' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: messages.PROFILE_UPDATED,
      data: { ...me.user, name: 'Noura', phone: '+971507654321' },
    });
    expect((await t.call('GET', '/api/auth/check-auth', { cookie })).body.user).toMatchObject({ name: 'Noura' });
  });

  it("refuses anyone else's profile with 403, admins included", async () => {
    const payload = { name: 'Hijack', email: 'hijack@example.ae', phone: '0501234567' };
    for (const cookie of [customer.cookie, adminCookie]) {
      const res = await t.call('PUT', `/api/auth/profile/${(cookie === adminCookie ? customer : admin).user._id}`, { cookie, payload });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(messages.FORBIDDEN);
    }
  });

  it('needs a session', async () => {
    const res = await t.call('PUT', `/api/auth/profile/${customer.user._id}`, {
      payload: { name: 'X', email: 'x@example.ae', phone: '0501234567' },
    });
    expect(res.status).toBe(401);
  });
});

describe('ensureAdmin (ADMIN_EMAIL / ADMIN_PASSWORD)', () => {
  it('creates the first admin, who can sign in', async () => {
    expect(await ensureAdmin(t.database.db, { email: 'Owner@Falcon.ae', password: 'owner-password-1' })).toBe('created');
    const res = await t.call('POST', '/api/auth/login', { payload: { email: 'owner@falcon.ae', password: 'owner-password-1' } });
    expect(res.body.user).toMatchObject({ email: 'owner@falcon.ae', role: 'admin' });
  });

  it('makes an existing account an admin with the configured password, and is idempotent', async () => {
    const someone = await t.createUser({ email: 'promote@falcon.ae' });
    expect(await ensureAdmin(t.database.db, { email: someone.email, password: 'new-admin-password' })).toBe('updated');
    const row = await findUserByEmail(t.database.db, someone.email);
    expect(row?.role).toBe('admin');
    expect(await verifyPassword(row!.passwordHash, 'new-admin-password')).toBe(true);
    expect(await verifyPassword(row!.passwordHash, TEST_PASSWORD)).toBe(false);
    expect(await ensureAdmin(t.database.db, { email: someone.email, password: 'new-admin-password' })).toBe('unchanged');
  });

  it('stores the password as an argon2id hash only', async () => {
    const rows = await t.database.db.select({ passwordHash: users.passwordHash }).from(users);
    expect(rows.every((r) => r.passwordHash.startsWith('$argon2id$'))).toBe(true);
  });
});

describe('every response of this suite', () => {
  it('holds no password field and no password hash', () => {
    expect(t.sentBodies.length).toBeGreaterThan(30);
    expect(findSecrets(t.sentBodies)).toEqual([]);
  });
});
