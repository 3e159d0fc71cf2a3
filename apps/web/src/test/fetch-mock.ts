import { messages } from '@store/contract';
import { vi } from 'vitest';

export interface MockReply {
  status?: number;
  body?: unknown;
}

/** A call as the handler sees it: the path (with its query), the method and the JSON body. */
export interface MockRequest {
  url: string;
  method: string;
  body: unknown;
}

/** Answers a call, or leaves it unanswered (undefined). */
export type MockHandler = (request: MockRequest) => MockReply | undefined;

/**
 * Replaces fetch: each call goes to `handler` with the path, method and JSON body.
 * Unhandled calls answer 404 with the API's error body.
 */
export function mockFetch(handler: MockHandler) {
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

/**
 * The API's answer to a body its contract schema refuses (400, VALIDATION_FAILED, one error
 * per field), or undefined when the schema takes it: for forms whose action lets the API validate.
 */
export function refusedBy(schema: { safeParse: (body: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, body: unknown): MockReply | undefined {
  const parsed = schema.safeParse(body);
  if (parsed.success) return undefined;
  return validationFailed((parsed.error?.issues ?? []).map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })));
}

/** The API's 400 VALIDATION_FAILED: its sentence (the catalogue's general one unless given) and one error per field. */
export function validationFailed(errors: { path: string; message: string }[], message: string = messages.VALIDATION_FAILED): MockReply {
  return { status: 400, body: { success: false, code: 'VALIDATION_FAILED', message, errors } };
}
