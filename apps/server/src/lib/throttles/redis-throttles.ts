import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RedisConnection } from '#server/lib/redis';
import { secondsUntil, type AttemptLimiter, type AttemptResult, type MemoryLimiterOptions } from './login-limiter';
import { throttleKeys, type LoginThrottle, type LoginThrottleSettings } from './login-throttle';

// The login, password-change and registration throttles kept in Redis, so
// that every instance behind the load balancer counts the same failures
// (docs/decisions/014). Same rules as the in-memory ones (login-limiter.ts,
// login-throttle.ts), each decision one Lua script, so two instances cannot
// both let the last attempt through. The clock is the caller's (`now`, which
// tests move), passed to the script: Redis keeps each window's end, and its
// own expiry only sweeps keys once their window is over. If Redis fails, the
// attempt is let through (fail open) with a warning in the log at most once a
// minute: the store keeps serving, and the per-IP rate limit still holds.

/** Key names from a digest: no e-mail address in Redis, and a bounded key whatever the input. */
function keyOf(redis: RedisConnection, kind: string, raw: string): string {
  return `${redis.prefix}throttle:${kind}:${createHash('sha256').update(raw).digest('base64url').slice(0, 22)}`;
}

// A fixed window is a hash: c (count) and r (the window's end, in the caller's milliseconds).
const WINDOW_LUA = `
local now = tonumber(ARGV[1])
local function int(n) return string.format('%d', n) end
local function window(key, windowMs)
  local v = redis.call('HMGET', key, 'c', 'r')
  local c, r = tonumber(v[1]) or 0, tonumber(v[2]) or 0
  if r <= now then return 0, now + windowMs end
  return c, r
end
local function count(key, c, r)
  redis.call('HSET', key, 'c', int(c + 1), 'r', int(r))
  redis.call('PEXPIRE', key, int(r - now))
end
local function giveBack(key)
  local v = redis.call('HMGET', key, 'c', 'r')
  local c, r = tonumber(v[1]) or 0, tonumber(v[2]) or 0
  if r > now and c > 0 then redis.call('HSET', key, 'c', int(c - 1)) end
end
`;

/** KEYS: the window. ARGV: now, windowMs, max. Returns the milliseconds to wait, 0 when taken. */
const TAKE_LUA = `${WINDOW_LUA}
local c, r = window(KEYS[1], tonumber(ARGV[2]))
if c >= tonumber(ARGV[3]) then return r - now end
count(KEYS[1], c, r)
return 0
`;

const GIVE_BACK_LUA = `${WINDOW_LUA}
giveBack(KEYS[1])
return 0
`;

/**
 * KEYS: pair, ip, email. ARGV: now, windowMs, pairMax, ipMax, emailFree,
 * emailFirstDelayMs, emailMaxDelayMs. All three are checked before any is
 * counted (a refusal counts nowhere). Returns the milliseconds to wait, 0 when let through.
 */
const LOGIN_BEGIN_LUA = `${WINDOW_LUA}
local windowMs = tonumber(ARGV[2])
local pc, pr = window(KEYS[1], windowMs)
local ic, ir = window(KEYS[2], windowMs)
local e = redis.call('HMGET', KEYS[3], 'f', 'l')
local ef, el = tonumber(e[1]) or 0, tonumber(e[2]) or 0
if now - el >= windowMs then ef = 0 end
local wait = 0
if pc >= tonumber(ARGV[3]) then wait = math.max(wait, pr - now) end
if ic >= tonumber(ARGV[4]) then wait = math.max(wait, ir - now) end
local free = tonumber(ARGV[5])
if ef >= free then
  local delay = math.min(tonumber(ARGV[7]), tonumber(ARGV[6]) * 2 ^ math.min(ef - free, 40))
  if now < el + delay then wait = math.max(wait, el + delay - now) end
end
if wait > 0 then return wait end
count(KEYS[1], pc, pr)
count(KEYS[2], ic, ir)
redis.call('HSET', KEYS[3], 'f', int(ef + 1), 'l', int(now))
redis.call('PEXPIRE', KEYS[3], int(windowMs))
return 0
`;

/** KEYS: pair, ip, email. ARGV: now. The pair and the e-mail are forgotten; the IP gets this attempt back. */
const LOGIN_SUCCEEDED_LUA = `${WINDOW_LUA}
redis.call('DEL', KEYS[1], KEYS[3])
giveBack(KEYS[2])
return 0
`;

type Script = (keys: string[], args: (string | number)[]) => Promise<number>;

/** A Lua script as a command of the connection (EVALSHA, loaded on first use). */
function defineScript(client: Redis, name: string, numberOfKeys: number, lua: string): Script {
  const commands = client as unknown as Record<string, ((...args: (string | number)[]) => Promise<unknown>) | undefined>;
  if (!commands[name]) client.defineCommand(name, { numberOfKeys, lua });
  const command = commands[name];
  if (!command) throw new Error(`Redis script ${name} was not defined`);
  return async (keys, args) => Number(await command.call(client, ...keys, ...args));
}

const allowed: AttemptResult = { allowed: true, retryAfterSeconds: 1 };
const FAIL_OPEN = 'Redis: a login or registration throttle could not be checked and let the attempt through';

function result(waitMs: number, now: number): AttemptResult {
  return waitMs > 0 ? { allowed: false, retryAfterSeconds: secondsUntil(now + waitMs, now) } : allowed;
}

/** AttemptLimiter over Redis; `kind` keeps each limiter's keys apart. */
export function createRedisLimiter(redis: RedisConnection, kind: string, { max, windowMs, now = Date.now }: MemoryLimiterOptions): AttemptLimiter {
  const take = defineScript(redis.client, 'storeThrottleTake', 1, TAKE_LUA);
  const giveBack = defineScript(redis.client, 'storeThrottleGiveBack', 1, GIVE_BACK_LUA);
  const failOpen = (error: unknown) => redis.warn('throttle', error, FAIL_OPEN);
  return {
    async take(key) {
      const at = now();
      try {
        return result(await take([keyOf(redis, kind, key)], [at, windowMs, max]), at);
      } catch (error) {
        failOpen(error);
        return allowed;
      }
    },
    async giveBack(key) {
      await giveBack([keyOf(redis, kind, key)], [now()]).catch(failOpen);
    },
    async forget(key) {
      await redis.client.del(keyOf(redis, kind, key)).catch(failOpen);
    },
  };
}

/** LoginThrottle over Redis, with the rules of createMemoryLoginThrottle. */
export function createRedisLoginThrottle(redis: RedisConnection, s: LoginThrottleSettings): LoginThrottle {
  const now = s.now ?? Date.now;
  const begin = defineScript(redis.client, 'storeLoginBegin', 3, LOGIN_BEGIN_LUA);
  const succeeded = defineScript(redis.client, 'storeLoginSucceeded', 3, LOGIN_SUCCEEDED_LUA);
  const failOpen = (error: unknown) => redis.warn('throttle', error, FAIL_OPEN);
  const keys = (ip: string, email: string, device?: string | null) => {
    const k = throttleKeys(ip, email, device);
    return [keyOf(redis, 'login-pair', k.pair), keyOf(redis, 'login-ip', k.ip), keyOf(redis, 'login-email', k.email)];
  };
  return {
    async begin(ip, email, device) {
      const at = now();
      try {
        const args = [at, s.windowMs, s.pairMaxFailures, s.ipMaxFailures, s.emailFreeFailures, s.emailFirstDelayMs, s.emailMaxDelayMs];
        return result(await begin(keys(ip, email, device), args), at);
      } catch (error) {
        failOpen(error);
        return allowed;
      }
    },
    async succeeded(ip, email, device) {
      await succeeded(keys(ip, email, device), [now()]).catch(failOpen);
    },
  };
}
