import { prettyFactory } from 'pino-pretty';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#server-test/test-app';
import { logDestination, readableLogOptions } from './log';

// The log of issue 28 item 4 (docs/decisions/042): JSON lines for a log
// collector, one readable line per event at a terminal, and a request logged
// once, with its method, path, status and time.

describe('the request log', () => {
  it('has one JSON line per request, with method, path, status and time', async () => {
    const lines: string[] = [];
    const t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line: string) => void lines.push(line) } });
    try {
      await t.call('GET', '/api/health');
      await t.call('GET', '/api/no-such-thing?page=2');
    } finally {
      await t.close();
    }
    const events = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = events.filter((event) => event.req);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ msg: 'request completed', req: { method: 'GET', url: '/api/health' }, res: { statusCode: 200 } });
    expect(requests[1]).toMatchObject({ req: { method: 'GET', url: '/api/no-such-thing?page=2' }, res: { statusCode: 404 } });
    for (const request of requests) expect(request.responseTime).toEqual(expect.any(Number));
    expect(events.map((event) => event.msg)).not.toContain('incoming request');
  });

  it('is JSON when stdout is not a terminal', () => {
    expect(logDestination(false)).toBeUndefined();
  });
});

describe('the log at a terminal', () => {
  const readable = prettyFactory({ ...readableLogOptions(), colorize: false });
  const time = new Date(2026, 10, 28, 9, 5, 7).getTime();

  it('shows a request as one line: time, level, method, path, status and milliseconds', () => {
    const line = readable({
      level: 30,
      time,
      pid: 4242,
      hostname: 'shop',
      reqId: 'req-1',
      req: { method: 'GET', url: '/en/products?page=2', host: 'localhost:3000', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: 12.4,
      msg: 'request completed',
    });
    expect(line).toBe('[09:05:07] INFO: GET /en/products?page=2 200 12 ms\n');
  });

  it('shows any other event as its message, with its fields on the same line', () => {
    const line = readable({ level: 40, time, pid: 4242, hostname: 'shop', workers: 2, msg: 'starting the workers' });
    expect(line).toBe('[09:05:07] WARN: starting the workers {"workers":2}\n');
  });
});
