import net from 'node:net';
import tls from 'node:tls';

// A readiness probe of Redis (GET /api/health/ready) that needs no client
// library: one short connection that sends PING (after AUTH and SELECT when
// the URL carries them) and waits for +PONG. The store's own Redis client
// (shared rate limits and cache signals, decision 014) reports its status
// through the same `RedisProbe` shape, so the health check can use either.

export type RedisProbe = () => Promise<'up' | 'down'>;

/** One RESP command: an array of bulk strings. */
function command(...parts: string[]): string {
  return `*${parts.length}\r\n${parts.map((p) => `$${Buffer.byteLength(p)}\r\n${p}\r\n`).join('')}`;
}

/** AUTH (user and password, or password alone), SELECT and PING for the URL's settings. */
function commandsFor(url: URL): string[] {
  const commands: string[] = [];
  const user = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  if (password) commands.push(user && user !== 'default' ? command('AUTH', user, password) : command('AUTH', password));
  const db = url.pathname.replace(/^\//, '');
  if (/^\d+$/.test(db) && db !== '0') commands.push(command('SELECT', db));
  commands.push(command('PING'));
  return commands;
}

/** True once the replies hold +PONG; throws on a Redis error reply (a wrong password). */
function sawPong(replies: string): boolean {
  const error = /^-(.*)$/m.exec(replies);
  if (error) throw new Error(`Redis answered: ${error[1]}`);
  return /^\+PONG\r$/m.test(replies);
}

/** PING the Redis at `redisUrl`; 'down' when it does not answer PONG within `timeoutMs`. */
export function pingRedis(redisUrl: string, timeoutMs = 500): Promise<'up' | 'down'> {
  const url = new URL(redisUrl);
  const port = Number(url.port || 6379);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return new Promise((resolve) => {
    let replies = '';
    let settled = false;
    const socket =
      url.protocol === 'rediss:' ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
    const finish = (status: 'up' | 'down') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(status);
    };
    const timer = setTimeout(() => finish('down'), timeoutMs);
    socket.once(url.protocol === 'rediss:' ? 'secureConnect' : 'connect', () => socket.write(commandsFor(url).join('')));
    socket.on('data', (chunk: Buffer) => {
      replies += chunk.toString('latin1');
      try {
        if (sawPong(replies)) finish('up');
      } catch {
        finish('down');
      }
    });
    socket.on('error', () => finish('down'));
    socket.on('close', () => finish('down'));
  });
}

/** The probe for REDIS_URL: a fresh PING each time it is asked. */
export function redisPingProbe(redisUrl: string, timeoutMs?: number): RedisProbe {
  return () => pingRedis(redisUrl, timeoutMs);
}
