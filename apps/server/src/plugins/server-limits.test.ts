import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { suiteTestApp } from '#server-test/suite';

// Issue 15 item 8: with no request or connection timeouts, one client held 800
// slow connections open for minutes. A real server on a free port, and raw
// sockets that behave as such a client: headers never finished, a body never
// sent, a kept-alive connection left idle, one connection too many.

let port: number;

const t = suiteTestApp({
  env: { HEADERS_TIMEOUT_SECONDS: '1', REQUEST_TIMEOUT_SECONDS: '2', KEEP_ALIVE_TIMEOUT_SECONDS: '1', MAX_CONNECTIONS: '3' },
});

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

/** Far beyond the limits under test: a socket still open by then was never going to be closed. */
const GIVE_UP_MS = 15_000;

interface Client {
  socket: net.Socket;
  received: () => string;
  /** Resolves true when the server closes the connection, false if it is still open after GIVE_UP_MS. */
  closed: Promise<boolean>;
}

async function connect(): Promise<Client> {
  const socket = net.connect(port, '127.0.0.1');
  let data = '';
  socket.on('data', (chunk: Buffer) => {
    data += chunk.toString();
  });
  socket.on('error', () => {
    // A reset by the server is a close too.
  });
  const closed = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), GIVE_UP_MS);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, received: () => data, closed };
}

describe('a slow client is cut off', () => {
  it('closes a connection whose headers never end, with 408', async () => {
    const client = await connect();
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(await client.closed).toBe(true);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection whose body never arrives, with 408', async () => {
    const client = await connect();
    client.socket.write('POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"email":');
    expect(await client.closed).toBe(true);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a kept-alive connection left idle after its answer', async () => {
    const client = await connect();
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await client.closed).toBe(true);
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe('the connection cap', () => {
  it('refuses a connection past MAX_CONNECTIONS and takes new ones once others are gone', async () => {
    const held = await Promise.all([connect(), connect(), connect()]);
    const extra = await connect();
    extra.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await extra.closed).toBe(true);
    expect(extra.received()).toBe('');
    for (const client of held) client.socket.destroy();
    await Promise.all(held.map((client) => client.closed));
    const later = await connect();
    later.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(await later.closed).toBe(true);
    expect(later.received()).toMatch(/^HTTP\/1\.1 200 /);
  });
});
