import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messageIn, messages } from '@store/contract'
import { outbox } from '#server/db/schema/index';
import { renderedMail } from '#server-test/outbox-mail';
import { suiteTestApp } from '#server-test/suite';
import { TEST_PASSWORD } from '#server-test/test-app';

// Changing the profile's e-mail address (issue 26 item 8). It answered 409 for
// a registered address (who has an account, without limit), and changed the
// sign-in address without the current password and without telling the old
// one, so a stolen session became a takeover through "Forgot password?". Now a
// new address needs the current password, stays pending until its own link is
// opened, tells the old address, is throttled, and answers the same whether
// the new address is free or taken (whose owner gets a notice instead).

const t = suiteTestApp();
let counter = 0;

async function customer() {
  counter += 1;
  const me = await t.createUser({ name: `Mariam ${counter}`, email: `mariam${counter}@example.ae` });
  return { ...me, cookie: await t.loginAs(me.email) };
}

type Me = Awaited<ReturnType<typeof customer>>;

const save = (me: Me, payload: Record<string, unknown>, lang = 'en') =>
  t.call('PUT', `/api/auth/profile/${me.user._id}?lang=${lang}`, { cookie: me.cookie, payload: { name: me.user.name, phone: me.user.phone, ...payload } });

const mailsTo = (to: string) => t.database.db.select().from(outbox).where(and(eq(outbox.to, to), eq(outbox.kind, 'account_security'))).orderBy(asc(outbox.createdAt));

/** The token of the last confirmation link e-mailed to `to`. */
async function linkTokenTo(to: string): Promise<string> {
  const row = (await mailsTo(to)).findLast((r) => r.payload?.template === 'email_confirmation');
  const link = row?.payload?.template === 'email_confirmation' ? row.payload.link : '';
  return new URL(link).searchParams.get('token') ?? '';
}

const canSignIn = async (email: string) => (await t.call('POST', '/api/auth/login', { payload: { email, password: TEST_PASSWORD } })).status === 200;

describe('a profile save that keeps the e-mail', () => {
  it('needs no password, whatever the case of the address', async () => {
    const me = await customer();
    const res = await save(me, { name: 'Mariam Saeed', email: me.email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: messages.PROFILE_UPDATED, data: { ...me.user, name: 'Mariam Saeed' } });
    expect((await save(me, { email: me.email }, 'ar')).body.message).toBe('تم تحديث بياناتك بنجاح');
  });
});

describe('a new e-mail address', () => {
  it('needs the current password, said at its field in the page language', async () => {
    const me = await customer();
    const res = await save(me, { email: 'new.mariam@example.ae' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: messages.VALIDATION_FAILED });
    expect(res.body.errors).toEqual([{ path: 'currentPassword', message: 'Enter your current password to change your email address' }]);
    const arabic = await save(me, { email: 'new.mariam@example.ae' }, 'ar');
    expect(arabic.body.errors).toEqual([{ path: 'currentPassword', message: 'أدخل كلمة المرور الحالية لتغيير بريدك الإلكتروني' }]);

    const wrong = await save(me, { email: 'new.mariam@example.ae', currentPassword: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 'WRONG_CURRENT_PASSWORD', message: 'Current password is incorrect' });
    expect(await mailsTo('new.mariam@example.ae')).toEqual([]);
    expect((await t.call('GET', '/api/auth/check-auth', { cookie: me.cookie })).body.user).toMatchObject({ email: me.email });
  });

  it('stays pending until its link is opened: the old address signs in and is told, the new one gets the link', async () => {
    const me = await customer();
    const res = await save(me, { email: 'Mariam.New@Example.ae', currentPassword: TEST_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: `Profile saved. Open the link we sent to mariam.new@example.ae to make it your sign-in address; until then you sign in with ${me.email}`,
      data: { ...me.user, pendingEmail: 'mariam.new@example.ae' },
    });
    expect((await t.call('GET', '/api/auth/check-auth', { cookie: me.cookie })).body.user).toMatchObject({ email: me.email, pendingEmail: 'mariam.new@example.ae' });
    expect(await canSignIn(me.email)).toBe(true);
    expect(await canSignIn('mariam.new@example.ae')).toBe(false);

    const [link] = await mailsTo('mariam.new@example.ae');
    expect(link?.priority).toBe(0);
    const linkMail = await renderedMail(link);
    expect(linkMail.subject).toBe('Confirm your email address for Falcon');
    expect(linkMail.text).toContain('You asked to make this address the sign-in address of your Falcon Computers account');
    const [notice] = await mailsTo(me.email);
    const noticeMail = await renderedMail(notice);
    expect(noticeMail.subject).toBe('Your Falcon email address is being changed');
    expect(noticeMail.text).toContain('asked to change its email address to mariam.new@example.ae');
    expect(noticeMail.html).toContain('href="http://localhost/auth/forgot-password"');

    const confirmed = await t.call('POST', '/api/auth/confirm-email?lang=en', { payload: { token: await linkTokenTo('mariam.new@example.ae') } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('Your email address is now mariam.new@example.ae. Sign in with it from now on');
    expect(await canSignIn('mariam.new@example.ae')).toBe(true);
    expect(await canSignIn(me.email)).toBe(false);
    const after = (await t.call('GET', '/api/auth/check-auth', { cookie: me.cookie })).body.user;
    expect(after).toMatchObject({ email: 'mariam.new@example.ae', emailConfirmed: true });
    expect(after).not.toHaveProperty('pendingEmail');
  });

  it('answers the same when another account has the address, whose owner gets a notice instead of a link', async () => {
    const me = await customer();
    const owner = await t.createUser({ name: 'Owner', email: `owner${counter}@example.ae` });
    const free = await save(me, { email: `free${counter}@example.ae`, currentPassword: TEST_PASSWORD });
    const taken = await save(me, { email: owner.email, currentPassword: TEST_PASSWORD });
    expect(taken.status).toBe(free.status);
    expect(JSON.stringify(taken.body).replaceAll(owner.email, 'NEW')).toBe(JSON.stringify(free.body).replaceAll(`free${counter}@example.ae`, 'NEW'));
    expect(taken.body.message).toBe(messageIn('en', 'EMAIL_CHANGE_PENDING', { email: owner.email, current: me.email }));

    const toOwner = await mailsTo(owner.email);
    expect(toOwner.map((row) => row.payload?.template)).toEqual(['email_in_use_notice']);
    const notice = await renderedMail(toOwner[0]);
    expect(notice.subject).toBe('Someone asked to use your email address at Falcon');
    expect(notice.text).toContain('It already belongs to your account, so nothing changed');
    expect(await canSignIn(owner.email)).toBe(true);
  });

  it('is said in Arabic on an Arabic page, and the owner of a taken address reads the notice in their own language', async () => {
    const me = await customer();
    const res = await save(me, { email: 'arabic.new@example.ae', currentPassword: TEST_PASSWORD }, 'ar');
    expect(res.body.message).toBe(messageIn('ar', 'EMAIL_CHANGE_PENDING', { email: 'arabic.new@example.ae', current: me.email }));
    const link = await renderedMail((await mailsTo('arabic.new@example.ae'))[0]);
    expect(link.html).toContain('href="http://localhost/ar/shop/confirm-email?token=');
    expect(link.text).toContain('طلبت أن يصبح هذا البريد عنوان تسجيل الدخول لحسابك');
  });

  it('is throttled: the hour allows EMAIL_CONFIRMATIONS_PER_HOUR (3) links, then 429 with the minutes to wait', async () => {
    const me = await customer();
    for (const n of [1, 2, 3]) expect((await save(me, { email: `try${n}.${counter}@example.ae`, currentPassword: TEST_PASSWORD })).status).toBe(200);
    const res = await save(me, { email: `try4.${counter}@example.ae`, currentPassword: TEST_PASSWORD });
    expect(res.status).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.body).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Confirmation links were sent several times in the last hour. Please try again in 60 minutes' });
    expect(await mailsTo(`try4.${counter}@example.ae`)).toEqual([]);
    // A save that keeps the address is not counted.
    expect((await save(me, { email: me.email, name: 'Still Me' })).status).toBe(200);
  });

  it('ends when the password changes: the link that was sent no longer works', async () => {
    const me = await customer();
    await save(me, { email: `stolen${counter}@example.ae`, currentPassword: TEST_PASSWORD });
    const token = await linkTokenTo(`stolen${counter}@example.ae`);
    const changed = await t.call('PUT', '/api/auth/password', { cookie: me.cookie, payload: { currentPassword: TEST_PASSWORD, newPassword: 'a brand new password' } });
    expect(changed.status).toBe(200);
    const res = await t.call('POST', '/api/auth/confirm-email', { payload: { token } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'CONFIRM_LINK_INVALID', message: messages.CONFIRM_LINK_INVALID });
    expect((await t.call('GET', '/api/auth/check-auth', { cookie: me.cookie })).body.user).toMatchObject({ email: me.email });
  });

  it('does not hold the address: registration with it still works, and the link then answers 409', async () => {
    const me = await customer();
    await save(me, { email: `race${counter}@example.ae`, currentPassword: TEST_PASSWORD });
    const token = await linkTokenTo(`race${counter}@example.ae`);
    await t.createUser({ email: `race${counter}@example.ae` });
    const res = await t.call('POST', '/api/auth/confirm-email', { payload: { token } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'EMAIL_TAKEN', message: messages.EMAIL_TAKEN });
  });
});
