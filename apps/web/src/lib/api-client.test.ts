import { messages } from '@store/contract';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { ApiError, apiRequest, parseProblem } from './api-client';

describe('api client', () => {
  it('sends JSON to /api with the same-origin cookie and returns the body', async () => {
    const fetchMock = mockFetch(() => ({ body: { success: true, data: [1] } }));
    await expect(apiRequest('/things', { method: 'POST', body: { a: 1 }, fallbackMessage: 'x' })).resolves.toEqual({
      success: true,
      data: [1],
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/things',
      expect.objectContaining({
        method: 'POST',
        body: '{"a":1}',
        credentials: 'same-origin',
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
      }),
    );
  });

  it('sends a FormData (an upload) as multipart, leaving its content type to the browser', async () => {
    const fetchMock = mockFetch(() => ({ status: 201, body: { success: true, data: { url: '/uploads/products/a-640.webp' } } }));
    const body = new FormData();
    body.append('file', new File(['x'], 'a.png', { type: 'image/png' }));
    await apiRequest('/admin/uploads', { method: 'POST', body, fallbackMessage: 'x' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(body);
    expect(init?.headers).not.toHaveProperty('content-type');
  });

  it('turns an error body into an ApiError with its field errors', async () => {
    mockFetch(() => ({
      status: 400,
      body: { success: false, code: 'VALIDATION_FAILED', message: messages.VALIDATION_FAILED, errors: [{ path: 'email', message: 'Bad' }, { nope: 1 }] },
    }));
    const error = await apiRequest('/x', { fallbackMessage: 'fallback' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: messages.VALIDATION_FAILED,
      errors: [{ path: 'email', message: 'Bad' }],
    });
  });

  it("keeps the contract's code apart from the wording, and no code where the body has none", async () => {
    // An Arabic sentence must not change what the app does: the code decides.
    expect(parseProblem(409, { success: false, code: 'STOCK_LIMIT', message: 'المتوفر 3 فقط' }, 'f')).toEqual({
      status: 409,
      code: 'STOCK_LIMIT',
      message: 'المتوفر 3 فقط',
      errors: [],
    });
    // The params the sentence was filled with are not among the body's other fields.
    expect(parseProblem(409, { success: false, code: 'STOCK_LIMIT', message: 'المتوفر 3 فقط', params: { n: 3 }, productId: 'p' }, 'f')).toEqual({
      status: 409,
      code: 'STOCK_LIMIT',
      message: 'المتوفر 3 فقط',
      errors: [],
      details: { productId: 'p' },
    });
    expect(parseProblem(409, { success: false, code: 42, message: 'New' }, 'f').code).toBeNull();
    expect(parseProblem(409, { success: false, message: 'Old server' }, 'f').code).toBeNull();
  });

  it('uses the fallback when the answer has no message or is not JSON', async () => {
    expect(parseProblem(500, undefined, messages.LOGIN_FAILED)).toEqual({ status: 500, code: null, message: messages.LOGIN_FAILED, errors: [] });
    expect(parseProblem(500, { success: false, message: '  ' }, messages.LOGIN_FAILED).message).toBe(messages.LOGIN_FAILED);
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } })));
    await expect(apiRequest('/x', { fallbackMessage: messages.SESSION_EXPIRED })).rejects.toMatchObject({
      status: 502,
      message: messages.SESSION_EXPIRED,
    });
  });

  it('treats a 200 with success false as a failure', async () => {
    mockFetch(() => ({ status: 200, body: { success: false, code: 'REQUEST_REFUSED', message: 'Nope' } }));
    await expect(apiRequest('/x', { fallbackMessage: 'f' })).rejects.toMatchObject({ status: 200, code: 'REQUEST_REFUSED', message: 'Nope' });
  });

  it('reports a network failure as status 0 with the fallback', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiRequest('/x', { fallbackMessage: messages.FETCH_CART_FAILED })).rejects.toMatchObject({
      status: 0,
      code: null,
      message: messages.FETCH_CART_FAILED,
    });
  });
});
