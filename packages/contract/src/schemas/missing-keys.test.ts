import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../messages';
import * as auth from './auth';
import * as cart from './cart';
import * as catalog from './catalog';
import * as catalogInput from './catalog-input';
import * as order from './order';
import * as orderAdmin from './order-admin';

// Issue 11 item 10: a body without a field, or with the wrong type in it,
// answers the catalogue's sentence for that field, never zod's English default
// ("Invalid input: expected string, received undefined").

const catalogue = new Set<string>(Object.values(messages));

/** Every request body schema of the contract, by name. */
const bodies: Record<string, z.ZodType> = {
  registerRequestSchema: auth.registerRequestSchema,
  loginRequestSchema: auth.loginRequestSchema,
  profileUpdateRequestSchema: auth.profileUpdateRequestSchema,
  passwordChangeRequestSchema: auth.passwordChangeRequestSchema,
  addToCartRequestSchema: cart.addToCartRequestSchema,
  mergeCartRequestSchema: cart.mergeCartRequestSchema,
  removeFromCartQuerySchema: cart.removeFromCartQuerySchema,
  brandInputSchema: catalogInput.brandInputSchema,
  categoryInputSchema: catalogInput.categoryInputSchema,
  productInputSchema: catalogInput.productInputSchema,
  quoteRequestInputSchema: catalog.quoteRequestInputSchema,
  featureInputSchema: catalogInput.featureInputSchema,
  featureReorderSchema: catalogInput.featureReorderSchema,
  quoteHandledSchema: catalog.quoteHandledSchema,
  previewRequestSchema: order.previewRequestSchema,
  placeRegisteredOrderSchema: order.placeRegisteredOrderSchema,
  placeGuestOrderSchema: order.placeGuestOrderSchema,
  updateOrderStatusSchema: orderAdmin.updateOrderStatusSchema,
};

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('missing keys', () => {
  it.each(Object.keys(bodies))('%s: every field of an empty body says the catalogue sentence', (name) => {
    const issues = issuesOf(bodies[name]!, {});
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.filter((issue) => !catalogue.has(issue.message))).toEqual([]);
  });

  it.each(Object.keys(bodies))('%s: a number where text or a list belongs says the catalogue sentence too', (name) => {
    const shape = (bodies[name] as unknown as { shape?: Record<string, unknown> }).shape ?? {};
    const wrong = Object.fromEntries(Object.keys(shape).map((key) => [key, 12345678.5]));
    expect(issuesOf(bodies[name]!, wrong).filter((issue) => !catalogue.has(issue.message))).toEqual([]);
  });

  it("names the spec's own sentences for a brand, a category and a guest's name", () => {
    expect(issuesOf(catalogInput.brandInputSchema, {})).toEqual([{ path: 'brand', message: 'Brand name is required' }]);
    expect(issuesOf(catalogInput.categoryInputSchema, { isTop: true })).toEqual([{ path: 'category', message: 'Category name is required' }]);
    const guest = issuesOf(order.placeGuestOrderSchema, {});
    expect(guest).toContainEqual({ path: 'name', message: messages.NAME_REQUIRED });
    expect(guest).toContainEqual({ path: 'deliveryAddress', message: messages.DELIVERY_ADDRESS_REQUIRED });
    expect(issuesOf(order.deliveryAddressSchema, { emirate: 'Dubai' })).toContainEqual({ path: 'city', message: messages.FIELD_REQUIRED });
  });
});
