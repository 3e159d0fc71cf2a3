import { ipKey } from '#server/lib/throttles/login-throttle';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authUserResponseSchema,
  catalogueLangQuerySchema,
  confirmEmailRequestSchema,
  errorBodySchema,
  idParamsSchema,
  loginRequestSchema,
  messageIn,
  messages,
  passwordChangeRequestSchema,
  profileUpdateRequestSchema,
  registerRequestSchema,
  successSchema,
  userDataResponseSchema,
} from '@store/contract';
import type { Config } from '#server/config';
import type { Db } from '#server/db/client';
import { siteOrigin } from '#server/lib/site-origin';
import { AppError } from '#server/lib/app-error';
import { clearSessionCookie, cookieOptions, currentUser, requireUser, setSessionCookie } from '#server/plugins/auth';
import { DEVICE_COOKIE, DEVICE_COOKIE_SECONDS, type DeviceCookies } from './device-cookie';
import { requestLanguage } from '#server/lib/request-language';
import { authenticate, changePassword, checkCurrentPassword, keepsEmail, registerUser, updateOwnProfile } from './auth.service';
import { confirmEmail, resendConfirmation, type ConfirmationLinks } from './email-confirmation';
import type { AttemptResult } from '#server/lib/throttles/login-limiter';
import type { Throttles } from '#server/lib/throttles/throttles';
import { deleteSession, startSession } from './session.service';

export interface AuthRoutesOptions {
  db: Db;
  throttles: Throttles;
  /** Browsers that signed in before pass the per-e-mail delay (device-cookie.ts). */
  devices: DeviceCookies;
  config: Config;
  /** The links that confirm an account's address (email-confirmation.ts, issue 26 item 2). */
  confirmations: ConfirmationLinks;
}

/** docs/store-rules.md#auth-and-user-calls: GET /auth/check-auth must never come from a cache. */
const NO_STORE_HEADERS = {
  'cache-control': 'no-store, no-cache, must-revalidate, private',
  pragma: 'no-cache',
  expires: '0',
};

/** 429 with the seconds to wait, unless the throttle let the request through. */
function refuseUnlessAllowed(reply: FastifyReply, result: AttemptResult, code: 'TOO_MANY_LOGINS' | 'TOO_MANY_REQUESTS') {
  if (result.allowed) return;
  reply.header('retry-after', String(result.retryAfterSeconds));
  throw new AppError(code, 429);
}

/** 429 TOO_MANY_REQUESTS when the account's confirmation links for the hour are spent (EMAIL_CONFIRMATIONS_PER_HOUR). */
function tooManyConfirmations(reply: FastifyReply, retryAfterSeconds: number): never {
  reply.header('retry-after', String(retryAfterSeconds));
  throw new AppError('TOO_MANY_REQUESTS', 429, { sentence: 'TOO_MANY_CONFIRMATION_EMAILS', params: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) } });
}

/** Sign-up, sign-in, sign-out, session check, password change and the profile, under /api/auth. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { db, throttles, devices, config, confirmations }) => {
  /**
   * Work that checks the current password, within PASSWORD_USER_MAX_FAILURES per account: only a wrong
   * password counts, and a success forgets the failures.
   */
  async function withPasswordAttempts<T>(reply: FastifyReply, userId: string, work: () => Promise<T>): Promise<T> {
    const key = `user:${userId}`;
    refuseUnlessAllowed(reply, await throttles.passwordChange.take(key), 'TOO_MANY_REQUESTS');
    let result: T;
    try {
      result = await work();
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'WRONG_CURRENT_PASSWORD')) await throttles.passwordChange.giveBack(key);
      throw error;
    }
    await throttles.passwordChange.forget(key);
    return result;
  }

  app.post(
    '/register',
    { schema: { querystring: catalogueLangQuerySchema, body: registerRequestSchema, response: { 201: authUserResponseSchema } } },
    async (request, reply) => {
      // Every registration counts, taken or not: each costs a password hash.
      refuseUnlessAllowed(reply, await throttles.register.take(ipKey(request.ip)), 'TOO_MANY_REQUESTS');
      // The confirmation e-mail speaks the language of the page the form was on (`?lang=`).
      const link = await confirmations.maker(siteOrigin(request, config));
      const user = await registerUser(db, request.body, { link, language: request.query.lang });
      // Registration does not sign in (docs/store-rules.md#authentication-state): no cookie here.
      return reply.code(201).send({ success: true, message: messages.REGISTERED, user });
    },
  );

  app.post(
    '/login',
    { schema: { body: loginRequestSchema, response: { 200: authUserResponseSchema } } },
    async (request, reply) => {
      const { email, password } = request.body;
      const device = await devices.deviceFor(request.cookies[DEVICE_COOKIE], email);
      refuseUnlessAllowed(reply, await throttles.login.begin(request.ip, email, device), 'TOO_MANY_LOGINS');
      const user = await authenticate(db, email, password);
      await throttles.login.succeeded(request.ip, email, device);
      const { token, expiresAt } = await startSession(db, user._id, request.sessionTokenHash);
      setSessionCookie(request, reply, token, expiresAt);
      // This browser is known to the account from now on (a new id at each login: the cookie names the last account).
      reply.setCookie(DEVICE_COOKIE, await devices.issue(email), { ...cookieOptions(request), maxAge: DEVICE_COOKIE_SECONDS });
      return { success: true as const, message: messages.LOGGED_IN, user };
    },
  );

  app.post('/logout', { schema: { response: { 200: successSchema } } }, async (request, reply) => {
    if (request.sessionTokenHash) await deleteSession(db, request.sessionTokenHash);
    clearSessionCookie(request, reply);
    return { success: true as const, message: messages.LOGGED_OUT };
  });

  app.get(
    '/check-auth',
    { schema: { response: { 200: authUserResponseSchema, 401: errorBodySchema } } },
    async (request, reply) => {
      reply.headers(NO_STORE_HEADERS);
      if (!request.user) {
        const message = messageIn(requestLanguage(request.url), 'NOT_SIGNED_IN');
        return reply.code(401).send({ success: false, code: 'NOT_SIGNED_IN', message, params: {} });
      }
      return { success: true as const, user: request.user };
    },
  );

  // The address's confirmation (issue 26 item 2): the page of the e-mailed link posts its token here.
  app.post('/confirm-email', { schema: { querystring: catalogueLangQuerySchema, body: confirmEmailRequestSchema, response: { 200: successSchema } } }, async (request) => {
    const { outcome, email } = await confirmEmail(db, confirmations, request.body.token);
    const sentence = { confirmed: 'EMAIL_CONFIRMED', already: 'EMAIL_ALREADY_CONFIRMED', changed: 'EMAIL_CHANGED' } as const;
    return { success: true as const, message: messageIn(request.query.lang, sentence[outcome], { email }) };
  });

  // A new link for the signed-in account, EMAIL_CONFIRMATIONS_PER_HOUR at most.
  app.post(
    '/confirm-email/resend',
    { onRequest: requireUser, schema: { querystring: catalogueLangQuerySchema, response: { 200: successSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const lang = request.query.lang;
      if (user.emailConfirmed && !user.pendingEmail) return { success: true as const, message: messageIn(lang, 'EMAIL_ALREADY_CONFIRMED') };
      const link = await confirmations.maker(siteOrigin(request, config));
      const refusal = await resendConfirmation(db, user, throttles.confirmationEmail, link, lang);
      if (refusal) tooManyConfirmations(reply, refusal.retryAfterSeconds);
      return { success: true as const, message: messageIn(lang, 'CONFIRMATION_SENT', { email: user.pendingEmail ?? user.email }) };
    },
  );

  app.put(
    '/password',
    { onRequest: requireUser, schema: { body: passwordChangeRequestSchema, response: { 200: successSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      await withPasswordAttempts(reply, user._id, () => changePassword(db, user, request.sessionTokenHash, request.body));
      return { success: true as const, message: messages.PASSWORD_CHANGED };
    },
  );

  // One's own profile. A save that keeps the e-mail needs nothing more; a new address (issue 26 item 8) needs the
  // current password and one of the hour's confirmation links, and becomes the sign-in address only when its link
  // is opened. The answer is the same whether another account has that address or not.
  app.put(
    '/profile/:id',
    {
      onRequest: requireUser,
      schema: { params: idParamsSchema, querystring: catalogueLangQuerySchema, body: profileUpdateRequestSchema, response: { 200: userDataResponseSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { body, query } = request;
      if (user._id !== request.params.id || keepsEmail(user, body)) {
        return { success: true as const, message: messageIn(query.lang, 'PROFILE_UPDATED'), data: await updateOwnProfile(db, user, request.params.id, body) };
      }
      const password = body.currentPassword;
      if (!password) throw new AppError('VALIDATION_FAILED', 400, { errors: [{ path: 'currentPassword', message: messages.CURRENT_PASSWORD_FOR_EMAIL }] });
      const data = await withPasswordAttempts(reply, user._id, async () => {
        await checkCurrentPassword(db, user, password);
        const room = await throttles.confirmationEmail.take(`user:${user._id}`);
        if (!room.allowed) tooManyConfirmations(reply, room.retryAfterSeconds);
        const origin = siteOrigin(request, config);
        const mail = { link: await confirmations.maker(origin), language: query.lang, resetUrl: `${origin}/auth/forgot-password` };
        return updateOwnProfile(db, user, user._id, body, mail);
      });
      return { success: true as const, message: messageIn(query.lang, 'EMAIL_CHANGE_PENDING', { email: body.email, current: user.email }), data };
    },
  );
};
