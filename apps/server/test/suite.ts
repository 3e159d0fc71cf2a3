import { afterAll, beforeAll } from 'vitest';
import { createShelf, type TestShelf } from './commerce-factories';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture';
import { createTestApp, type TestApp, type TestAppOptions, type TestUser } from './test-app';
import { openTestDatabase, type TestDatabase } from './test-database';

// What a whole test file (or describe block) shares, made once before its
// tests and released after them (docs/testing.md: one database per file).

/**
 * A value made in `beforeAll` and released in `afterAll`. The object returned
 * is filled when `beforeAll` runs, so read it only inside tests, hooks and the
 * helpers they call. Fixtures declared in order may use one another: Vitest
 * runs `beforeAll` hooks in order and `afterAll` hooks in reverse.
 */
export function suiteFixture<T extends object>(open: () => Promise<T>, close?: (value: T) => Promise<void>): T {
  const holder = {} as T;
  let opened = false;
  beforeAll(async () => {
    Object.assign(holder, await open());
    opened = true;
  });
  if (close) {
    afterAll(async () => {
      if (opened) await close(holder);
    });
  }
  return holder;
}

/** The suite's test app (test/test-app.ts): opened before its tests, closed after them. */
export function suiteTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): TestApp {
  return suiteFixture(
    () => createTestApp(typeof options === 'function' ? options() : options),
    (t) => t.close(),
  );
}

export interface SignedInUser extends TestUser {
  /** The `cookie` header of the user's session. */
  cookie: string;
}

/** The suite's migrated database without an app (test/test-database.ts). */
export function suiteTestDatabase(...options: Parameters<typeof openTestDatabase>): TestDatabase {
  return suiteFixture(
    () => openTestDatabase(...options),
    (database) => database.close(),
  );
}

/** A user made and signed in before the suite's tests. */
export function suiteUser(t: TestApp, options?: Parameters<TestApp['createUser']>[0]): SignedInUser {
  return suiteFixture(async () => {
    const user = await t.createUser(options);
    return { ...user, cookie: await t.loginAs(user.email, user.password) };
  });
}

/** A brand and a category to hang the suite's products on. */
export function suiteShelf(t: TestApp): TestShelf {
  return suiteFixture(() => createShelf(t.database.db));
}

/** An SMTP server catching the suite's e-mails (test/smtp-capture.ts). */
export function suiteSmtpCapture(): SmtpCapture {
  return suiteFixture(startSmtpCapture, (smtp) => smtp.close());
}
