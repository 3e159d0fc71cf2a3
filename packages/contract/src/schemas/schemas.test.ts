import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { addToCartRequestSchema, removeFromCartQuerySchema } from './cart';
import { productListQuerySchema } from './catalog';
import { brandInputSchema, categoryInputSchema, productInputSchema } from './catalog-input';
import { loginRequestSchema, registerRequestSchema, usersListQuerySchema } from './auth';
import { deliveryAddressSchema } from './order';

const id = '0d4f2c4e-8a64-4c1b-9f0e-2b7a4c1d9e11';
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('registration and login', () => {
  it('normalises e-mail and phone', () => {
    const r = registerRequestSchema.parse({ name: '  Aisha ', email: 'Aisha@Example.AE ', phone: '050 123 4567', password: 'password1' });
    expect(r).toEqual({ name: 'Aisha', email: 'aisha@example.ae', phone: '+971501234567', password: 'password1' });
  });

  it('refuses a short password, a bad e-mail and a bad phone with their messages', () => {
    const r = registerRequestSchema.safeParse({ name: 'A', email: 'nope', phone: '12', password: 'short' });
    expect(r.success).toBe(false);
    const byPath = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toEqual({
      email: messages.EMAIL_INVALID,
      phone: messages.PHONE_INVALID,
      password: messages.PASSWORD_TOO_SHORT,
    });
  });

  it('requires a password at login', () => {
    expect(firstMessage(loginRequestSchema.safeParse({ email: 'a@b.ae', password: '' }))).toBe(messages.PASSWORD_REQUIRED);
  });
});

describe('paging', () => {
  it('defaults to page 1 and 10 users, clamps the limit to 100', () => {
    expect(usersListQuerySchema.parse({})).toMatchObject({ page: 1, limit: 10 });
    expect(usersListQuerySchema.parse({ page: '3', limit: '1000' })).toMatchObject({ page: 3, limit: 100 });
    expect(usersListQuerySchema.parse({ page: '0', limit: '0' })).toMatchObject({ page: 1, limit: 1 });
    expect(usersListQuerySchema.safeParse({ limit: 'abc' }).success).toBe(false);
  });

  it('shop lists take 24 a page and comma-separated ids', () => {
    const q = productListQuerySchema.parse({ category: `${id},${id}`, sortBy: 'price-lowtohigh' });
    expect(q).toMatchObject({ limit: 24, category: [id, id], brand: [], sortBy: 'price-lowtohigh' });
    expect(productListQuerySchema.safeParse({ sortBy: 'cheapest' }).success).toBe(false);
    expect(productListQuerySchema.safeParse({ brand: 'not-an-id' }).success).toBe(false);
  });
});

describe('catalogue inputs', () => {
  const product = { title: 'ROG Strix G16', category: id, brand: id, price: 5999, totalStock: 4 };

  it('requires brand and category names', () => {
    expect(firstMessage(brandInputSchema.safeParse({ brand: '  ' }))).toBe(messages.BRAND_REQUIRED);
    expect(firstMessage(categoryInputSchema.safeParse({ category: '' }))).toBe(messages.CATEGORY_REQUIRED);
  });

  it('keeps a sale price below the price and prices to two decimals', () => {
    expect(productInputSchema.parse({ ...product, salePrice: '' }).salePrice).toBeNull();
    expect(firstMessage(productInputSchema.safeParse({ ...product, salePrice: 6000 }))).toBe(messages.SALE_PRICE_NOT_BELOW);
    expect(firstMessage(productInputSchema.safeParse({ ...product, price: 10.005 }))).toBe(messages.PRICE_INVALID);
    expect(firstMessage(productInputSchema.safeParse({ ...product, totalStock: 1.5 }))).toBe(messages.STOCK_INVALID);
    expect(firstMessage(productInputSchema.safeParse({ ...product, totalStock: -1 }))).toBe(messages.STOCK_INVALID);
  });
});

describe('cart and address', () => {
  it('answers the spec messages for a quantity below 1 and a missing product id', () => {
    expect(firstMessage(addToCartRequestSchema.safeParse({ userId: id, productId: id, quantity: 0 }))).toBe(messages.QUANTITY_MIN);
    expect(firstMessage(removeFromCartQuerySchema.safeParse({ userId: id }))).toBe(messages.PRODUCT_ID_MISSING);
  });

  it('takes one of the seven emirates', () => {
    const address = { emirate: 'Dubai', city: 'Dubai', area: 'Al Barsha', street: 'Street 1', building: 'Tower A' };
    expect(deliveryAddressSchema.parse(address).emirate).toBe('Dubai');
    expect(firstMessage(deliveryAddressSchema.safeParse({ ...address, emirate: 'Muscat' }))).toBe(messages.EMIRATE_INVALID);
  });
});
