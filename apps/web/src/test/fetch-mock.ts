import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
}

type Handler = (request: { url: string; method: string; body: unknown }) => MockReply | undefined;

/**
 * Replaces fetch: each call goes to `handler` with the path, method and JSON body.
 * Unhandled calls answer 404 with the API's error body.
 */
export function mockFetch(handler: Handler) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const reply = handler({ url, method, body }) ?? { status: 404, body: { success: false, message: 'Not found' } };
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
