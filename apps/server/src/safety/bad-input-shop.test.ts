import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { createFuzzApp } from '../../test/safety/fuzz-setup';
import { adminRouteCases, caseKeys, shopRouteCases, type FuzzFixtures } from '../../test/safety/route-cases';
import { appRoutes, fuzzRoute, type FuzzContext } from '../../test/safety/route-fuzz';

// Safety suite (issue #6 item 4): generated hostile input at every public and
// shopper route, as a guest, a customer, an admin and with a forged cookie.
// Never a 5xx, every refusal a JSON error with a message, and a refused
// request leaves every table as it was. SAFETY_RUNS=500 digs deeper locally.

const RUNS = Number(process.env.SAFETY_RUNS) || 25;
const names = (cases: { method: string; url: string }[]) => cases.map((c) => `${c.method} ${c.url}`);
const PLACEHOLDER: FuzzFixtures = {
  customerId: '',
  customerEmail: '',
  productId: '',
  quotedProductId: '',
  brandId: '',
  categoryId: '',
  featureId: '',
};

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
    const cases = caseKeys([...shopRouteCases(PLACEHOLDER), ...adminRouteCases(PLACEHOLDER)]);
    expect(cases).toEqual(appRoutes(t.app));
  });
});

describe('hostile input at public and shopper routes', () => {
  it.each(names(shopRouteCases(PLACEHOLDER)))('%s', async (name) => {
    const route = shopRouteCases(fixtures).find((c) => `${c.method} ${c.url}` === name);
    if (!route) throw new Error(`no case ${name}`);
    const stats = await fuzzRoute(ctx, route, RUNS);
    expect(stats.runs).toBe(RUNS);
    // Where there is input to break, most generated requests are refused: the generators really produce bad input.
    expect(stats.refused).toBeGreaterThanOrEqual(route.body || route.paramsSchema ? Math.ceil(RUNS / 3) : 0);
  });
});
