import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#server-test/test-app';
import { caseNames, createFuzzApp, fuzzCase, PLACEHOLDER_FIXTURES, SAFETY_RUNS } from '#server-test/safety/fuzz-setup';
import { adminRouteCases, caseKeys, shopRouteCases, type FuzzFixtures } from '#server-test/safety/route-cases';
import { appRoutes, type FuzzContext } from '#server-test/safety/route-fuzz';

// Safety suite (issue #6 item 4): generated hostile input at every public and
// shopper route, as a guest, a customer, an admin and with a forged cookie.
// Never a 5xx, every refusal a JSON error with a message, and a refused
// request leaves every table as it was. SAFETY_RUNS=500 digs deeper locally.

let t: TestApp;
let ctx: FuzzContext;
let fixtures: FuzzFixtures;

beforeAll(async () => {
  ({ t, ctx, fixtures } = await createFuzzApp());
});
afterAll(async () => {
  await t?.close();
});

describe('the route table of the safety suite', () => {
  it('has a case for every route the app answers, and no case for a route it does not', () => {
    const cases = caseKeys([...shopRouteCases(PLACEHOLDER_FIXTURES), ...adminRouteCases(PLACEHOLDER_FIXTURES)]);
    expect(cases).toEqual(appRoutes(t.app));
  });
});

describe('hostile input at public and shopper routes', () => {
  it.each(caseNames(shopRouteCases(PLACEHOLDER_FIXTURES)))('%s', async (name) => {
    const stats = await fuzzCase(ctx, shopRouteCases(fixtures), name);
    expect(stats.runs).toBe(SAFETY_RUNS);
    expect(stats.refused).toBeGreaterThanOrEqual(stats.minRefused);
  });
});
