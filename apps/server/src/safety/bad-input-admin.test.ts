import { describe, expect, it } from 'vitest';
import { caseNames, suiteFuzzApp, fuzzCase, PLACEHOLDER_FIXTURES, SAFETY_RUNS } from '#server-test/safety/fuzz-setup';
import { adminRouteCases } from '#server-test/safety/route-cases';

// Safety suite (issue #6 item 4): generated hostile input at every admin
// route, as a guest, a customer, an admin and with a forged cookie. Never a
// 5xx, every refusal a JSON error with a message, and a refused request
// leaves every table as it was. SAFETY_RUNS=500 digs deeper locally.

const fuzz = suiteFuzzApp();

describe('hostile input at admin routes', () => {
  it.each(caseNames(adminRouteCases(PLACEHOLDER_FIXTURES)))('%s', async (name) => {
    const stats = await fuzzCase(fuzz.ctx, adminRouteCases(fuzz.fixtures), name);
    expect(stats.runs).toBe(SAFETY_RUNS);
    expect(stats.refused).toBeGreaterThanOrEqual(stats.minRefused);
  });
});
