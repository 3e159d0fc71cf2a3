import { describe, expect, it } from 'vitest';
import { caseNames, suiteFuzzApp, fuzzCase, PLACEHOLDER_FIXTURES, SAFETY_RUNS } from '#server-test/safety/fuzz-setup';
import { adminRouteCases, caseKeys, shopRouteCases } from '#server-test/safety/route-cases';
import { appRoutes } from '#server-test/safety/route-fuzz';

// Safety suite (issue #6 item 4): generated hostile input at every public and
// shopper route, as a guest, a customer, an admin and with a forged cookie.
// Never a 5xx, every refusal a JSON error with a message, and a refused
// request leaves every table as it was. SAFETY_RUNS=500 digs deeper locally.

const fuzz = suiteFuzzApp();

describe('the route table of the safety suite', () => {
  it('has a case for every route the app answers, and no case for a route it does not', () => {
    const cases = caseKeys([...shopRouteCases(PLACEHOLDER_FIXTURES), ...adminRouteCases(PLACEHOLDER_FIXTURES)]);
    expect(cases).toEqual(appRoutes(fuzz.t.app));
  });
});

describe('hostile input at public and shopper routes', () => {
  it.each(caseNames(shopRouteCases(PLACEHOLDER_FIXTURES)))('%s', async (name) => {
    const stats = await fuzzCase(fuzz.ctx, shopRouteCases(fuzz.fixtures), name);
    expect(stats.runs).toBe(SAFETY_RUNS);
    expect(stats.refused).toBeGreaterThanOrEqual(stats.minRefused);
  });
});
