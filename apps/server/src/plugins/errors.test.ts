import { describe, expect, it } from 'vitest';
import { messageIn, messages } from '@store/contract'
import { AppError } from '../lib/app-error';
import { toErrorResponse } from './errors';

// The failures no route test can reach cheaply: what the rate limiter and
// other plugins throw, turned into the error body of docs/store-rules.md#error-body.

const thrown = (statusCode: number, text: string, code?: string) => Object.assign(new Error(text), { statusCode, code });

describe('toErrorResponse', () => {
  it('answers the API rate limit (429 from @fastify/rate-limit) with TOO_MANY_REQUESTS', () => {
    expect(toErrorResponse(thrown(429, 'Too many requests'))).toEqual({
      status: 429,
      body: { success: false, params: {}, code: 'TOO_MANY_REQUESTS', message: messages.TOO_MANY_REQUESTS },
    });
  });

  it("keeps a plugin's own 4xx sentence under the code REQUEST_REFUSED", () => {
    expect(toErrorResponse(thrown(400, 'Multipart: Boundary not found', 'FST_SOMETHING'))).toEqual({
      status: 400,
      body: { success: false, params: {}, code: 'REQUEST_REFUSED', message: 'Multipart: Boundary not found' },
    });
  });

  it('answers an AppError with its code, its sentence and its extra fields', () => {
    const error = new AppError('ORDER_TOTAL_CHANGED', 409, { params: { total: 'AED 10.00' }, extra: { totalPrice: 10 } });
    expect(toErrorResponse(error)).toEqual({
      status: 409,
      body: { success: false, params: { total: 'AED 10.00' }, code: 'ORDER_TOTAL_CHANGED', message: messageIn('en', 'ORDER_TOTAL_CHANGED', { total: 'AED 10.00' }), totalPrice: 10 },
    });
  });

  it('answers in the language asked for: the Arabic twin filled from the same params, an admin sentence in English', () => {
    const stock = toErrorResponse(new AppError('STOCK_LIMIT', 409, { params: { n: 2 }, extra: { productId: 'p1' } }), 'ar');
    expect(stock).toEqual({
      status: 409,
      body: { success: false, code: 'STOCK_LIMIT', message: 'الكمية المتوفرة في المخزون 2 فقط', params: { n: 2 }, productId: 'p1' },
    });
    const admin = toErrorResponse(new AppError('BRAND_IN_USE', 409, { params: { n: 4 } }), 'ar');
    expect(admin.body).toMatchObject({ message: messageIn('en', 'BRAND_IN_USE', { n: 4 }), params: { n: 4 } });
    const server = toErrorResponse(new Error('boom'), 'ar');
    expect(server).toEqual({ status: 500, body: { success: false, code: 'SERVER_ERROR', message: 'خطأ في الخادم', params: {} } });
  });

  it('answers anything else with 500 SERVER_ERROR', () => {
    expect(toErrorResponse(new TypeError('secret'))).toEqual({
      status: 500,
      body: { success: false, params: {}, code: 'SERVER_ERROR', message: messages.SERVER_ERROR },
    });
  });
});
